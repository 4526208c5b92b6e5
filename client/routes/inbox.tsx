import { InboxListPage } from "../features/inbox/inbox-list-page";
import { inboxMeta } from "../features/inbox/inbox-meta";

/** The sales inbox: rendered by the Worker, filled in the browser (never prerendered). */
export const meta = inboxMeta;

export default function InboxRoute() {
  return <InboxListPage />;
}
