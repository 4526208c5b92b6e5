import type { SpeedToLead, SpeedWindow } from "../contracts/inbox";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Speed to lead (docs/decisions/025): for each lead, the time from its creation to the first sales
 * action on its prospect (a status, an assignment, a note). Over the leads created in the last 7
 * and 30 days: the median, counting a lead not yet answered as slower than every answered one
 * (so more than half unanswered has no median), and the share answered within an hour. A lead
 * under an hour old and not yet answered is not counted: it may still be.
 */
export function speedToLead(sql: SqlStorage, now: number, days = [7, 30]): SpeedToLead {
  return { windows: days.map((d) => speedWindow(sql, now, d)) };
}

function speedWindow(sql: SqlStorage, now: number, days: number): SpeedWindow {
  const rows = sql
    .exec<{ waited: number | null }>(
      `SELECT first_action_at - created_at AS waited FROM lead
       WHERE created_at > ? AND (first_action_at IS NOT NULL OR created_at <= ?)`,
      now - days * DAY_MS,
      now - HOUR_MS,
    )
    .toArray();
  const answered = rows
    .map((r) => r.waited)
    .filter((w): w is number => w !== null)
    .map((w) => Math.max(0, w))
    .sort((a, b) => a - b);
  const leads = rows.length;
  if (!leads) return { days, leads, answered: 0, medianMinutes: null, withinHour: null };
  // Unanswered leads sort after every answered one.
  const middle = (leads - 1) / 2;
  const at = (i: number) => answered[i] ?? Number.POSITIVE_INFINITY;
  const median = (at(Math.floor(middle)) + at(Math.ceil(middle))) / 2;
  return {
    days,
    leads,
    answered: answered.length,
    medianMinutes: Number.isFinite(median) ? Math.round(median / 6_000) / 10 : null,
    withinHour: answered.filter((w) => w <= HOUR_MS).length / leads,
  };
}
