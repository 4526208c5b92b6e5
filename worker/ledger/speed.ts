import type { SpeedToLead, SpeedWindow } from "../contracts/inbox";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Speed to lead (docs/decisions/025): for each lead, the time from its creation to the first sales
 * action on its prospect (a status, an assignment, a note). Over the leads created in the last 7
 * and 30 days: the median, counting a lead not yet answered as slower than every answered one
 * (so more than half unanswered has no median), and the share answered within an hour. A lead
 * under an hour old and not yet answered is not counted: it may still be. Counted in SQL: the
 * rows never reach JavaScript, only the one or two middle waits do.
 */
export function speedToLead(sql: SqlStorage, now: number, days = [7, 30]): SpeedToLead {
  return { windows: days.map((d) => speedWindow(sql, now, d)) };
}

const WINDOW = `FROM lead WHERE created_at > ? AND (first_action_at IS NOT NULL OR created_at <= ?)`;

function speedWindow(sql: SqlStorage, now: number, days: number): SpeedWindow {
  const since = now - days * DAY_MS;
  const settled = now - HOUR_MS;
  const counts = sql
    .exec<{ leads: number; answered: number; hour: number }>(
      `SELECT COUNT(*) AS leads, COUNT(first_action_at) AS answered,
         COALESCE(SUM(first_action_at - created_at <= ${HOUR_MS}), 0) AS hour ${WINDOW}`,
      since,
      settled,
    )
    .one();
  const { leads, answered } = counts;
  if (!leads) return { days, leads, answered: 0, medianMinutes: null, withinHour: null };
  // Unanswered leads sort after every answered one: the middle must be among the answered.
  const low = Math.floor((leads - 1) / 2);
  const high = Math.ceil((leads - 1) / 2);
  let medianMinutes: number | null = null;
  if (high < answered) {
    const middle = sql
      .exec<{ waited: number }>(
        `SELECT MAX(0, first_action_at - created_at) AS waited ${WINDOW}
           AND first_action_at IS NOT NULL ORDER BY waited LIMIT ? OFFSET ?`,
        since,
        settled,
        high - low + 1,
        low,
      )
      .toArray()
      .map((r) => r.waited);
    const median = (middle[0]! + middle.at(-1)!) / 2;
    medianMinutes = Math.round(median / 6_000) / 10;
  }
  return { days, leads, answered, medianMinutes, withinHour: counts.hour / leads };
}
