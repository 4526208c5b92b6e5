import type { ActivityKind, ActivityOutcome, NextStepKind } from "../contracts/inbox";
import type { InboxActor } from "../contracts/inbox-people";
import type { LeadRecord } from "../contracts/lead-record";
import { callWish } from "../language";
import { prospectNote, prospectWords } from "./lead-signals";
import { recordAction } from "./work";

/**
 * What a rep acts from: a prospect's next step (a call, an email or a meeting, due at a time),
 * the calls and emails logged on it (each a first contact for speed to lead, a call clearing a
 * call asked for), and whether they asked for a call (from their own words, first or later).
 */
type Target = { prospectId: string; leadId: string };

/** Sets the prospect's next step, or clears it (null); in its history either way. */
export function setNextStep(
  sql: SqlStorage,
  target: Target,
  by: InboxActor,
  step: { kind: NextStepKind; dueAt: number } | null,
  now: number,
): void {
  sql.exec(
    "UPDATE prospect SET next_step_kind = ?, next_step_due_at = ? WHERE id = ?",
    step?.kind ?? null,
    step?.dueAt ?? null,
    target.prospectId,
  );
  recordAction(sql, {
    ...target,
    by,
    action: "next_step",
    detail: {
      kind: step?.kind ?? null,
      dueAt: step ? new Date(step.dueAt).toISOString() : null,
    },
    now,
    answers: false,
  });
}

/** A call or email logged: the prospect's first contact; a call answers a call asked for. */
export function logActivity(
  sql: SqlStorage,
  target: Target,
  by: InboxActor,
  activity: { kind: ActivityKind; outcome: ActivityOutcome; note: string | null },
  now: number,
): void {
  sql.exec(
    "INSERT INTO activity (prospect_id, lead_id, at, actor, via, kind, outcome, note) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
    target.prospectId,
    target.leadId,
    now,
    by.name,
    by.via,
    activity.kind,
    activity.outcome,
    activity.note,
  );
  if (activity.kind === "call")
    sql.exec("UPDATE prospect SET call_requested = 0 WHERE id = ?", target.prospectId);
  recordAction(sql, {
    ...target,
    by,
    action: "activity",
    detail: { kind: activity.kind, outcome: activity.outcome, note: activity.note },
    now,
    answers: true,
  });
}

/**
 * What the prospect said of a call in what is new in this lead (its note when it arrives, the
 * messages after those the ledger had): the last word decides; nothing said changes nothing.
 */
export function noteCallWish(
  sql: SqlStorage,
  prospectId: string,
  lead: LeadRecord,
  seen: { created: boolean; messages: number },
): void {
  // The note answers the form's "Anything we should know before the call?" (worker/language/).
  const wish = callWish(
    prospectWords(lead).slice(seen.messages),
    seen.created ? prospectNote(lead) : undefined,
  );
  if (wish !== null)
    sql.exec("UPDATE prospect SET call_requested = ? WHERE id = ?", wish ? 1 : 0, prospectId);
}

/** The start and end (ms) of the day `now` falls in, in an IANA time zone. */
export function dayBounds(now: number, tz: string): [number, number] {
  const parts = (t: number) => {
    const p = Object.fromEntries(
      new Intl.DateTimeFormat("en-US", {
        timeZone: tz,
        hourCycle: "h23",
        year: "numeric",
        month: "numeric",
        day: "numeric",
        hour: "numeric",
        minute: "numeric",
        second: "numeric",
      })
        .formatToParts(t)
        .map((x) => [x.type, Number(x.value)]),
    );
    return p as Record<"year" | "month" | "day" | "hour" | "minute" | "second", number>;
  };
  // The zone's offset at a time: its wall clock read as UTC, less the time.
  const offset = (t: number) => {
    const p = parts(t);
    return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - (t - (t % 1000));
  };
  const midnight = (y: number, m: number, d: number) => {
    const wall = Date.UTC(y, m - 1, d);
    const guess = wall - offset(wall);
    return wall - offset(guess);
  };
  const today = parts(now);
  return [
    midnight(today.year, today.month, today.day),
    midnight(today.year, today.month, today.day + 1),
  ];
}
