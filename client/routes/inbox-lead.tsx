import { inboxMeta } from "../features/inbox/inbox-meta";
import { InboxLeadPage } from "../features/inbox/lead-page";
import type { Route } from "./+types/inbox-lead";

/** One lead of the sales inbox: rendered by the Worker, filled in the browser. */
export const meta = inboxMeta;

export default function InboxLeadRoute({ params }: Route.ComponentProps) {
  // Keyed by id: another lead's page starts from its own loading state.
  return <InboxLeadPage key={params.leadId} leadId={params.leadId} />;
}
