import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import type { ProspectCard } from "#contracts/inbox";
import { Spinner } from "../../components/ui/spinner";
import { ContactDetails } from "./contact-details";
import { HistoryPanel } from "./history-panel";
import { InboxFrame, Panel } from "./inbox-frame";
import { LeadActions } from "./lead-actions";
import { CallBadge, KindBadge, MeetingLine, StatusBadge, When } from "./lead-badges";
import { leadTitle } from "./lead-format";
import type { FromList } from "./lead-rows";
import { LiveStatus } from "./live-status";
import { NextStepPanel } from "./next-step-panel";
import { NotesPanel } from "./notes-panel";
import { QualificationPanel } from "./qualification-panel";
import { RequestsTimeline } from "./requests-timeline";
import { SignInForm } from "./sign-in-form";
import { SignedInAs } from "./signed-in-as";
import { useInboxSession } from "./use-inbox-session";
import { useCard } from "./use-lead";
import { useLiveLeads } from "./use-live-leads";
import { useNewLeadAlerts } from "./use-new-lead-alerts";
import { WorkPanel } from "./work-panel";

/** The list's query string from the link's state, if that is what it holds. */
const isFromList = (state: unknown): state is FromList =>
  typeof state === "object" &&
  state !== null &&
  "listSearch" in state &&
  typeof state.listSearch === "string" &&
  /^(\?.*)?$/.test(state.listSearch);

/**
 * The tab says whose card it is ("Dana Reyes · Sales inbox · Clarity"): the name is known only once
 * the API answers, so the page sets it, and puts the route's title back when it goes.
 */
function useProspectTitle(name: string | undefined) {
  useEffect(() => {
    if (!name) return;
    const before = document.title;
    document.title = `${name} · ${before}`;
    return () => {
      document.title = before;
    };
  }, [name]);
}

/** Whether a live change is about this card: one of its leads, or its prospect. */
const concerns = (card: ProspectCard, leadId: string, prospectId: string | undefined) =>
  prospectId === card.prospect.id || card.leads.some((l) => l.id === leadId);

/**
 * /inbox/:leadId: the card of the lead's prospect (docs/decisions/025): status and owner, notes,
 * contact and qualification, every request and conversation in time order, the history.
 */
export function InboxLeadPage({ leadId }: { leadId: string }) {
  const { state: routeState } = useLocation();
  const listHref = `/inbox${isFromList(routeState) ? routeState.listSearch : ""}`;
  const { state, refresh, liveRefresh, prospectUpdated, leadUpdated, signedOut } = useCard(leadId);
  const session = useInboxSession();
  const signedIn = () => {
    refresh();
    session.reload();
  };
  const leave = () => {
    signedOut();
    session.reload();
  };
  const person = <SignedInAs state={session.state} onSignedOut={leave} />;
  const { leadCreated } = useNewLeadAlerts();
  // Live: a change to this prospect (or a poll, a reconnect) reads the card again in place.
  const live = useLiveLeads(state.phase !== "signedOut", (event) => {
    if (event.type === "lead" && event.change === "created") leadCreated(event.leadId);
    if (event.type === "resync") {
      if (state.phase === "ready") liveRefresh();
    } else if (state.phase !== "ready" || concerns(state.card, event.leadId, event.prospectId))
      liveRefresh();
  });
  const back = (
    <Link
      to={listHref}
      className="inline-flex min-h-8 items-center rounded-md text-sm font-medium text-primary hover:underline"
    >
      ← All prospects
    </Link>
  );
  const me = session.state.phase === "signedIn" ? session.state.session : null;
  useProspectTitle(state.phase === "ready" ? leadTitle(state.card.prospect.contact) : undefined);

  if (state.phase === "signedOut")
    return (
      <InboxFrame before={back}>
        <SignInForm onSignedIn={signedIn} session={session.state} />
      </InboxFrame>
    );
  if (state.phase === "notFound" || state.phase === "failed")
    return (
      <InboxFrame
        before={back}
        person={person}
        title={state.phase === "notFound" ? "Lead not found" : "Couldn't load the lead"}
      >
        <p className="text-fg-muted" role={state.phase === "failed" ? "alert" : undefined}>
          {state.phase === "notFound"
            ? "This lead does not exist, or it has been deleted."
            : "Check your connection and reload the page."}
        </p>
      </InboxFrame>
    );
  if (state.phase === "loading")
    return (
      <InboxFrame before={back} person={person} title="Prospect">
        <div className="flex h-40 items-center justify-center text-fg-muted">
          <Spinner label="Loading the prospect" />
        </div>
      </InboxFrame>
    );

  const { card } = state;
  const { prospect } = card;
  return (
    <InboxFrame
      before={back}
      person={person}
      title={leadTitle(prospect.contact)}
      subtitle={
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={prospect.status} reopenedAt={prospect.reopenedAt} />
          {prospect.callRequested && <CallBadge />}
          {prospect.meeting && <MeetingLine meeting={prospect.meeting} />}
          {prospect.kinds.map((k) => (
            <KindBadge key={k} kind={k} />
          ))}
          <span>
            {prospect.leadCount === 1 ? "1 request" : `${prospect.leadCount} requests`} · first seen{" "}
            <When iso={prospect.createdAt} /> · active <When iso={prospect.lastActivityAt} />
          </span>
          <LiveStatus state={live} />
        </div>
      }
      actions={<LeadActions card={card} listHref={listHref} onSignedOut={leave} />}
    >
      {/* Phones read the work, contact and qualification first, then notes, the requests and the
          history; wide screens put contact and qualification beside the rest. */}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_auto_auto_1fr]">
        <Panel title="Work on it" id="work-title">
          <WorkPanel
            prospect={prospect}
            leadId={leadId}
            me={me?.actor.name}
            people={me?.people ?? []}
            onChanged={(p) => {
              prospectUpdated(p);
              refresh();
            }}
            onSignedOut={leave}
          />
          <NextStepPanel
            prospect={prospect}
            leadId={leadId}
            onChanged={(p) => {
              prospectUpdated(p);
              refresh();
            }}
            onSignedOut={leave}
          />
        </Panel>
        <div className="min-w-0 space-y-6 lg:col-start-2 lg:row-span-4 lg:row-start-1">
          <Panel title="Contact" id="contact-title">
            <ContactDetails contact={prospect.contact} emailConfirmed={prospect.emailConfirmed} />
          </Panel>
          <Panel title="Qualification" id="qualification-title">
            <QualificationPanel card={card} />
          </Panel>
        </div>
        <Panel title="Notes" id="notes-title">
          <NotesPanel
            notes={card.notes}
            leadId={leadId}
            me={me?.actor.name}
            onChanged={refresh}
            onSignedOut={leave}
          />
        </Panel>
        <Panel title="Requests and conversations" id="requests-title">
          <RequestsTimeline
            leads={card.leads}
            onRetried={(lead) => {
              leadUpdated(lead);
              refresh();
            }}
            onSignedOut={leave}
          />
        </Panel>
        <Panel title="History" id="history-title" className="lg:self-start">
          <HistoryPanel history={card.history} me={me?.actor.name} />
        </Panel>
      </div>
    </InboxFrame>
  );
}
