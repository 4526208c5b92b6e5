import type { BookingChange, BookingEvent } from "../contracts/booking";
import type { LeadKind, ProspectMeeting } from "../contracts/inbox";
import { appendHistory } from "./history";
import { emailKey } from "./prospects";

/**
 * Meetings prospects book with Cal.com (docs/decisions/032): a booking event changes the
 * prospect's one meeting (booked at a time, moved, cancelled) and is in its history as the
 * prospect's doing. Each event (booking and trigger) is taken once; the prospect is the one whose
 * booking it is already, else the newest with the attendee's address (the ledger's email key).
 */
export type BookingOutcome =
  | { outcome: "duplicate" | "unknown" | "other_booking" }
  | {
      outcome: BookingChange;
      prospectId: string;
      leadId: string;
      /** The newest lead's kind and source: which funnel the booking ends, and under what. */
      kind: LeadKind;
      source: string;
    };

type Found = { prospect_id: string };

function prospectOf(sql: SqlStorage, event: BookingEvent): string | null {
  const uids = [event.uid, event.previousUid].filter((u): u is string => Boolean(u));
  for (const uid of uids) {
    const row = sql.exec<Found>("SELECT prospect_id FROM meeting WHERE uid = ?", uid).toArray()[0];
    if (row) return row.prospect_id;
  }
  for (const email of event.emails) {
    const key = emailKey({ email });
    if (!key) continue;
    const row = sql
      .exec<Found>(
        "SELECT prospect_id FROM lead WHERE email_key = ? AND prospect_id IS NOT NULL ORDER BY created_at DESC LIMIT 1",
        key,
      )
      .toArray()[0];
    if (row) return row.prospect_id;
  }
  return null;
}

export function noteBooking(sql: SqlStorage, event: BookingEvent, now: number): BookingOutcome {
  const seen = sql
    .exec("SELECT 1 FROM booking_event WHERE uid = ? AND trigger = ?", event.uid, event.change)
    .toArray();
  if (seen.length) return { outcome: "duplicate" };
  const prospectId = prospectOf(sql, event);
  if (!prospectId) return { outcome: "unknown" };
  const meeting = sql
    .exec<{ uid: string | null }>("SELECT uid FROM meeting WHERE prospect_id = ?", prospectId)
    .toArray()[0];
  // Another booking's cancellation does not cancel the meeting the prospect has now.
  if (event.change === "cancelled" && meeting && meeting.uid !== event.uid)
    return { outcome: "other_booking" };
  sql.exec(
    "INSERT INTO booking_event (uid, trigger, at) VALUES (?, ?, ?)",
    event.uid,
    event.change,
    now,
  );
  sql.exec(
    `INSERT INTO meeting (prospect_id, at, status, uid) VALUES (?, ?, ?, ?)
       ON CONFLICT (prospect_id) DO UPDATE SET at = excluded.at, status = excluded.status, uid = excluded.uid`,
    prospectId,
    event.at,
    event.change === "cancelled" ? "cancelled" : "booked",
    event.uid,
  );
  const lead = sql
    .exec<{ id: string; kind: LeadKind; source: string | null }>(
      `SELECT l.id, l.kind, l.source FROM prospect p JOIN lead l ON l.id = p.newest_lead_id
         WHERE p.id = ?`,
      prospectId,
    )
    .one();
  appendHistory(sql, {
    prospectId,
    leadId: lead.id,
    by: null,
    action: "meeting",
    detail: { status: event.change, at: new Date(event.at).toISOString() },
    now,
  });
  sql.exec(
    "UPDATE prospect SET last_activity_at = MAX(last_activity_at, ?) WHERE id = ?",
    now,
    prospectId,
  );
  return {
    outcome: event.change,
    prospectId,
    leadId: lead.id,
    kind: lead.kind,
    source: lead.source ?? "unknown",
  };
}

/** The prospect's meeting, for its alerts. */
export function meetingOf(sql: SqlStorage, prospectId: string): ProspectMeeting | null {
  const row = sql
    .exec<{ at: number; status: ProspectMeeting["status"] }>(
      "SELECT at, status FROM meeting WHERE prospect_id = ?",
      prospectId,
    )
    .toArray()[0];
  return row ? { at: new Date(row.at).toISOString(), status: row.status } : null;
}
