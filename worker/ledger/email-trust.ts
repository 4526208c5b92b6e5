/**
 * Which leads speak for their prospect (docs/decisions/028). A prospect groups leads by visitor
 * and by email address (prospects.ts), but an address is only typed: anyone can type a prospect's
 * address in another browser. So a lead that would join a prospect only through its address is
 * marked `unconfirmed_other_browser` when:
 *
 * - the address is that of a prospect none of whose own (unmarked) leads comes from this lead's
 *   visitor — "another browser": the visitor's object, as its signed cookie names it; and
 * - the address is not confirmed for this lead. **Confirmed** means exactly: the lead's
 *   `email_confirmed_at` is set, i.e. someone reading mail at that address opened the signed link
 *   (worker/outbound/visitor-mail/confirm-link.ts) of the confirmation email the ledger sent for
 *   this very lead. A lead never arrives confirmed (its email goes out afterwards), and without a
 *   sender (`ALERT_EMAIL_FROM`) no address is ever confirmed.
 *
 * A marked lead joins the prospect (sales see it on the card, flagged) but does not speak for it:
 * its details are not the prospect's contact or qualification, its news neither reopens the
 * prospect nor changes its status or owner, it links no other prospect, and its visitor's later
 * leads are not grouped through it. Once its address is confirmed the mark goes and it is the
 * prospect's own from then on (`confirmAddress` in prospects.ts); the confirmation itself reopens
 * nothing.
 */

/** A lead's row as placing it reads it. */
export type PlacingLead = {
  visitor_ref: string;
  email_key: string | null;
  prospect_id: string | null;
  created_at: number;
  email_confirmed_at: number | null;
  unconfirmed_other_browser: number;
};

export const readPlacing = (sql: SqlStorage, leadId: string) =>
  sql
    .exec<PlacingLead>(
      `SELECT visitor_ref, email_key, prospect_id, created_at, email_confirmed_at,
         unconfirmed_other_browser FROM lead WHERE id = ?`,
      leadId,
    )
    .one();

/** The prospects of the unmarked leads (other than `except`) with this visitor or address. */
export function prospectsOf(
  sql: SqlStorage,
  column: "visitor_ref" | "email_key",
  value: string,
  except: string,
): Set<string> {
  return new Set(
    sql
      .exec<{ prospect_id: string }>(
        `SELECT DISTINCT prospect_id FROM lead WHERE ${column} = ? AND id != ?
           AND prospect_id IS NOT NULL AND unconfirmed_other_browser = 0`,
        value,
        except,
      )
      .toArray()
      .map((r) => r.prospect_id),
  );
}

/** A marked lead whose address has not been confirmed since: it stays where it is, marked. */
export const stillUnconfirmed = (lead: PlacingLead) =>
  lead.unconfirmed_other_browser === 1 && lead.email_confirmed_at === null;

/**
 * For a lead placed for the first time: the prospects its address belongs to that are not its
 * visitor's own (`own`), when its address is not confirmed — it joins one of them, marked. Empty
 * when the lead is its visitor's own and is grouped as ever.
 */
export function otherBrowsersProspects(
  sql: SqlStorage,
  leadId: string,
  lead: PlacingLead,
  own: Set<string>,
): string[] {
  if (lead.prospect_id || !lead.email_key || lead.email_confirmed_at !== null) return [];
  return [...prospectsOf(sql, "email_key", lead.email_key, leadId)].filter((id) => !own.has(id));
}

/** The mark on a lead whose address was just confirmed goes; false when it had none. */
export function liftMark(sql: SqlStorage, leadId: string): boolean {
  return (
    sql.exec(
      `UPDATE lead SET unconfirmed_other_browser = 0
        WHERE id = ? AND unconfirmed_other_browser = 1 AND email_confirmed_at IS NOT NULL`,
      leadId,
    ).rowsWritten > 0
  );
}
