import type { InboxActor } from "../contracts/inbox-people";

/**
 * Visitors sales deleted as spam (docs/decisions/025): the ledger takes no more leads from them
 * (acknowledged, so the visitor's object stops sending). The visitor can still use the site and
 * erase their data; the row holds only the opaque visitor reference, when and by whom.
 */
export function blockVisitor(sql: SqlStorage, visitorRef: string, by: InboxActor, now: number) {
  sql.exec(
    "INSERT OR IGNORE INTO blocked_visitor (visitor_ref, blocked_at, blocked_by) VALUES (?, ?, ?)",
    visitorRef,
    now,
    by.name,
  );
}

export const isBlocked = (sql: SqlStorage, visitorRef: string) =>
  sql.exec("SELECT 1 FROM blocked_visitor WHERE visitor_ref = ?", visitorRef).toArray().length > 0;
