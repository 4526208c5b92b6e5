import { hasValues } from "#contracts/contact-fields";
import type { LeadConversation, LeadDetail, LeadSummary } from "#contracts/inbox";
import { Badge } from "../../components/ui/badge";
import { LeadSource } from "../funnel/lead-source";
import { ContactDetails, FormAnswers, UnconfirmedNotice } from "./contact-details";
import { ConversationView } from "./conversation-view";
import { DeliveryPanel } from "./delivery-panel";
import { DeliveryBadge, KindBadge } from "./lead-badges";
import { fullDate } from "./lead-format";

type Item =
  | { at: string; kind: "request"; lead: LeadDetail }
  | { at: string; kind: "conversation"; conversation: LeadConversation };

/**
 * The prospect's requests (each lead) and Clarity conversations in time order (docs/decisions/025).
 * Every lead of a visitor carries the visitor's conversations, so each is shown once, as the lead
 * with most of it has it.
 */
export function timelineOf(leads: LeadDetail[]): Item[] {
  const conversations = new Map<string, LeadConversation>();
  for (const lead of leads)
    for (const c of lead.conversations) {
      const seen = conversations.get(c.id);
      if (!seen || c.messages.length > seen.messages.length) conversations.set(c.id, c);
    }
  const items: Item[] = [
    ...leads.map((lead) => ({ at: lead.createdAt, kind: "request" as const, lead })),
    ...[...conversations.values()]
      .filter((c) => c.messages.length > 0)
      .map((c) => ({ at: c.messages[0]!.at, kind: "conversation" as const, conversation: c })),
  ];
  return items.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}

function Request({
  lead,
  onRetried,
  onSignedOut,
}: {
  lead: LeadDetail;
  onRetried: (lead: LeadSummary) => void;
  onSignedOut: () => void;
}) {
  const headingId = `request-${lead.id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-border">
      <header className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-b border-border px-4 py-3">
        <h3 id={headingId} className="flex flex-wrap items-center gap-2 font-semibold">
          {lead.kind === "contact" ? "Contact form sent" : "Gave Clarity an address"}
          <KindBadge kind={lead.kind} />
          {lead.unconfirmedOtherBrowser && <Badge tone="warning">Not confirmed</Badge>}
        </h3>
        <time dateTime={lead.createdAt} className="text-xs text-fg-muted">
          {fullDate(lead.createdAt)}
        </time>
      </header>
      <div className="space-y-3 px-4 py-3">
        {lead.unconfirmedOtherBrowser && <UnconfirmedNotice />}
        {lead.values && hasValues(lead.values) ? (
          <FormAnswers values={lead.values} />
        ) : lead.kind === "contact" ? (
          <ContactDetails contact={lead.contact} emailConfirmed={lead.emailConfirmed} />
        ) : (
          <p className="text-sm wrap-anywhere">
            {[lead.contact.name, lead.contact.email].filter(Boolean).join(" · ")}
          </p>
        )}
        <LeadSource attribution={lead.attribution ?? null} />
        <details className="group text-sm" open={lead.delivery?.status === "failed"}>
          <summary className="flex min-h-8 cursor-pointer list-none flex-wrap items-center gap-2 rounded-md font-medium">
            <span aria-hidden="true" className="transition-transform group-open:rotate-90">
              ›
            </span>
            Delivery <DeliveryBadge delivery={lead.delivery} />
          </summary>
          <div className="mt-3">
            <DeliveryPanel lead={lead} onUpdated={onRetried} onSignedOut={onSignedOut} />
          </div>
        </details>
      </div>
    </article>
  );
}

/** The items, each a request or a conversation. */
export function RequestsTimeline({
  leads,
  onRetried,
  onSignedOut,
}: {
  leads: LeadDetail[];
  onRetried: (lead: LeadSummary) => void;
  onSignedOut: () => void;
}) {
  return (
    <ol className="space-y-4">
      {timelineOf(leads).map((item) => (
        <li key={item.kind === "request" ? item.lead.id : item.conversation.id}>
          {item.kind === "request" ? (
            <Request lead={item.lead} onRetried={onRetried} onSignedOut={onSignedOut} />
          ) : (
            <ConversationView
              conversation={item.conversation}
              headingId={`conversation-${item.conversation.id}`}
            />
          )}
        </li>
      ))}
    </ol>
  );
}
