import { Link, useLocation } from "react-router";
import { hasValues } from "#contracts/contact-fields";
import { Spinner } from "../../components/ui/spinner";
import { ContactDetails, FormAnswers } from "./contact-details";
import { ConversationView } from "./conversation-view";
import { DeliveryPanel } from "./delivery-panel";
import { InboxFrame, Panel } from "./inbox-frame";
import { LeadActions } from "./lead-actions";
import { DeliveryBadge, HandledBadge, KindBadge, When } from "./lead-badges";
import { fullDate, leadTitle } from "./lead-format";
import type { FromList } from "./lead-rows";
import { LiveStatus } from "./live-status";
import { RoadmapFacts } from "./roadmap-facts";
import { SignInForm } from "./sign-in-form";
import { SignedInAs } from "./signed-in-as";
import { useInboxSession } from "./use-inbox-session";
import { useLead } from "./use-lead";
import { useLiveLeads } from "./use-live-leads";
import { useNewLeadAlerts } from "./use-new-lead-alerts";

/** The list's query string from the link's state, if that is what it holds. */
const isFromList = (state: unknown): state is FromList =>
  typeof state === "object" &&
  state !== null &&
  "listSearch" in state &&
  typeof state.listSearch === "string" &&
  /^(\?.*)?$/.test(state.listSearch);

/** /inbox/:leadId: everything known about one lead, and what sales can do with it. */
export function InboxLeadPage({ leadId }: { leadId: string }) {
  const { state: routeState } = useLocation();
  const listHref = `/inbox${isFromList(routeState) ? routeState.listSearch : ""}`;
  const { state, refresh, liveRefresh, updated, signedOut } = useLead(leadId);
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
  // Live: a change to this lead (or a poll, a reconnect) reads it again in place.
  const live = useLiveLeads(state.phase !== "signedOut", (event) => {
    if (event.type === "lead" && event.change === "created") leadCreated(event.leadId);
    if (event.type === "resync" ? state.phase === "ready" : event.leadId === leadId) liveRefresh();
  });
  const back = (
    <Link
      to={listHref}
      className="inline-flex min-h-8 items-center rounded-md text-sm font-medium text-primary hover:underline"
    >
      ← All leads
    </Link>
  );

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
      <InboxFrame before={back} person={person} title="Lead">
        <div className="flex h-40 items-center justify-center text-fg-muted">
          <Spinner label="Loading the lead" />
        </div>
      </InboxFrame>
    );

  const { lead } = state;
  return (
    <InboxFrame
      before={back}
      person={person}
      title={leadTitle(lead.contact)}
      subtitle={
        <div className="flex flex-wrap items-center gap-2">
          <KindBadge kind={lead.kind} />
          <DeliveryBadge delivery={lead.delivery} />
          <HandledBadge handled={lead.handled} />
          <span>
            Received <When iso={lead.createdAt} />
            {lead.updatedAt !== lead.createdAt && ` · updated ${fullDate(lead.updatedAt)}`}
          </span>
          <LiveStatus state={live} />
        </div>
      }
      actions={
        <LeadActions lead={lead} listHref={listHref} onUpdated={updated} onSignedOut={leave} />
      }
    >
      {/* Phones read contact, delivery and roadmap before the long parts; wide screens put
          delivery and roadmap beside them. The 1fr row takes what the side column adds. */}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:grid-rows-[auto_1fr]">
        <Panel title="Contact" id="contact-title">
          <ContactDetails lead={lead} />
        </Panel>
        <div className="min-w-0 space-y-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <Panel title="Delivery" id="delivery-title">
            <DeliveryPanel
              lead={lead}
              onUpdated={(summary) => {
                updated(summary);
                refresh();
              }}
              onSignedOut={signedOut}
            />
          </Panel>
          {lead.roadmap && (
            <Panel title="Roadmap" id="roadmap-title">
              <RoadmapFacts roadmap={lead.roadmap} />
            </Panel>
          )}
        </div>
        <div className="min-w-0 space-y-6">
          {lead.values && hasValues(lead.values) && (
            <Panel title="Form answers" id="answers-title">
              <FormAnswers values={lead.values} />
            </Panel>
          )}
          <Panel title="Clarity conversations" id="conversations-title">
            {lead.conversations.length === 0 ? (
              <p className="text-sm text-fg-muted">No conversation with Clarity.</p>
            ) : (
              <div className="space-y-6">
                {lead.conversations.map((c) => (
                  <ConversationView
                    key={c.id}
                    conversation={c}
                    headingId={`conversation-${c.id}`}
                  />
                ))}
              </div>
            )}
          </Panel>
        </div>
      </div>
    </InboxFrame>
  );
}
