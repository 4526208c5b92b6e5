import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import type { ProspectSort } from "#contracts/inbox-schemas";
import { Button, buttonClass } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { leadsCsvHref } from "./inbox-api";
import { InboxFrame } from "./inbox-frame";
import {
  defaultOrder,
  filtersFromSearch,
  filtersQuery,
  hasFilters,
  type ListFilters,
} from "./lead-filters";
import { prospectCountText } from "./lead-format";
import { LeadRows } from "./lead-rows";
import { ListFiltersBar } from "./list-filters";
import { LiveStatus, NotifyToggle } from "./live-status";
import { SignInForm } from "./sign-in-form";
import { SignedInAs } from "./signed-in-as";
import { SpeedSummary } from "./speed-summary";
import { useInboxSession } from "./use-inbox-session";
import { useLeadList } from "./use-lead-list";
import { useLiveLeads } from "./use-live-leads";
import { useNewLeadAlerts } from "./use-new-lead-alerts";

/**
 * /inbox: one row per prospect with filters, sorts, search, speed to lead, CSV export and "Load
 * more"; the sign-in form on 401. Live: every change the ledger announces reads the list again in
 * place (docs/decisions/021, 025).
 */
export function InboxListPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(searchParams), [searchParams]);
  const { state, loadMore, reload, refresh, signedOut } = useLeadList(filters);
  const session = useInboxSession();
  const signedIn = () => {
    reload();
    session.reload();
  };
  const leave = () => {
    signedOut();
    session.reload();
  };
  const { leadCreated } = useNewLeadAlerts();
  const live = useLiveLeads(state.phase !== "signedOut", (event) => {
    if (event.type === "lead" && event.change === "created") leadCreated(event.leadId);
    void refresh();
  });
  const setFilters = useCallback(
    (next: ListFilters) =>
      setSearchParams(filtersQuery(next), { replace: true, preventScrollReset: true }),
    [setSearchParams],
  );
  const sortBy = (sort: ProspectSort) => {
    const current = filters.sort ?? "activity";
    const order = filters.order ?? defaultOrder[current];
    const flip = order === "asc" ? "desc" : "asc";
    setFilters({
      ...filters,
      sort: sort === "activity" ? undefined : sort,
      order: sort === current ? flip : undefined,
    });
  };
  const signedInAs = session.state.phase === "signedIn" ? session.state.session : null;

  if (state.phase === "signedOut") {
    return (
      <InboxFrame>
        <SignInForm onSignedIn={signedIn} session={session.state} />
      </InboxFrame>
    );
  }

  return (
    <InboxFrame
      person={<SignedInAs state={session.state} onSignedOut={leave} />}
      subtitle={
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
          {/* Mounted from the start so screen readers hear each new count; the spinner says "Loading". */}
          <p role="status" className="min-h-5">
            {state.initial ? "" : prospectCountText(state.total, hasFilters(filters))}
          </p>
          <LiveStatus state={live} />
          <NotifyToggle />
        </div>
      }
      actions={
        <>
          {/* A page of its own, rendered by the Worker (docs/decisions/026): a plain link. */}
          <a href="/inbox/funnel" className={buttonClass("secondary")}>
            Funnel
          </a>
          <a href={leadsCsvHref(filters)} download className={buttonClass("secondary")}>
            Export CSV
          </a>
        </>
      }
    >
      <SpeedSummary speed={state.speed} />
      <ListFiltersBar
        filters={filters}
        onChange={setFilters}
        people={signedInAs?.people ?? []}
        me={signedInAs?.actor.name}
      />
      <div className="mt-6" aria-busy={state.phase === "loading"}>
        {state.phase === "failed" ? (
          <div role="alert" className="rounded-2xl border border-border bg-surface p-6">
            <p className="font-semibold">Couldn't load the prospects.</p>
            <p className="mt-1 text-sm text-fg-muted">Check your connection and try again.</p>
            <Button variant="secondary" className="mt-4" onClick={reload}>
              Try again
            </Button>
          </div>
        ) : state.initial ? (
          <div className="flex h-40 items-center justify-center text-fg-muted">
            <Spinner label="Loading prospects" />
          </div>
        ) : state.prospects.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-border px-6 py-12 text-center text-fg-muted">
            {hasFilters(filters)
              ? "No prospects match these filters."
              : "No leads yet. They appear here when a visitor sends the contact form or gives Clarity an email address."}
          </p>
        ) : (
          <LeadRows prospects={state.prospects} filters={filters} onSort={sortBy} />
        )}
      </div>
      {state.nextCursor && state.phase === "ready" && (
        <div className="mt-6 flex justify-center">
          <Button variant="secondary" onClick={loadMore} disabled={state.loadingMore}>
            {state.loadingMore ? "Loading..." : "Load more"}
          </Button>
        </div>
      )}
    </InboxFrame>
  );
}
