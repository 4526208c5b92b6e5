import type { InboxActor } from "../contracts/inbox-people";

/** How long a client address whose lead was deleted as spam sends no leads: addresses change hands. */
export const SPAM_ADDRESS_BLOCK_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Blocks whoever sent a lead sales deleted as spam (docs/decisions/025): the visitor, and for
 * `SPAM_ADDRESS_BLOCK_DAYS` the client addresses their leads came from, so a cookie dropped does
 * not bring the next one through. The ledger takes no more leads from either (acknowledged, so the
 * visitor's object stops sending). The visitor can still use the site and erase their data; the
 * rows hold only the opaque visitor reference or the address's hash (`address_ref`, never the
 * address), when and by whom. Call it before the visitor's leads are deleted.
 */
export function blockSender(sql: SqlStorage, visitorRef: string, by: InboxActor, now: number) {
  sql.exec(
    "INSERT OR IGNORE INTO blocked_visitor (visitor_ref, blocked_at, blocked_by) VALUES (?, ?, ?)",
    visitorRef,
    now,
    by.name,
  );
  sql.exec("DELETE FROM blocked_address WHERE blocked_until <= ?", now);
  const addresses = sql
    .exec<{ address_ref: string }>(
      "SELECT DISTINCT address_ref FROM lead WHERE visitor_ref = ? AND address_ref IS NOT NULL",
      visitorRef,
    )
    .toArray();
  for (const { address_ref } of addresses)
    sql.exec(
      `INSERT INTO blocked_address (address_ref, blocked_until, blocked_by) VALUES (?, ?, ?)
       ON CONFLICT (address_ref) DO UPDATE SET
         blocked_until = excluded.blocked_until, blocked_by = excluded.blocked_by`,
      address_ref,
      now + SPAM_ADDRESS_BLOCK_DAYS * DAY_MS,
      by.name,
    );
}

/** Whether a lead comes from a visitor deleted as spam, or from an address still blocked. */
export function isBlocked(
  sql: SqlStorage,
  lead: { visitorRef: string; addressRef?: string | null },
  now: number,
): boolean {
  if (sql.exec("SELECT 1 FROM blocked_visitor WHERE visitor_ref = ?", lead.visitorRef).toArray()[0])
    return true;
  return (
    !!lead.addressRef &&
    sql
      .exec(
        "SELECT 1 FROM blocked_address WHERE address_ref = ? AND blocked_until > ?",
        lead.addressRef,
        now,
      )
      .toArray().length > 0
  );
}
