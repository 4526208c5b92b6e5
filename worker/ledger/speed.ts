import type { SpeedToLead, SpeedWindow } from "../contracts/inbox";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** When a lead's clock started: its arrival, or the reopen that restarted it (work.ts). */
const START = "coalesce(clock_at, created_at)";

/**
 * Speed to lead (docs/decisions/025): for each lead, the time from its clock's start to its first
 * contact (a call or email logged, or a status of contacted or beyond; an assignment or a note is
 * no contact). Over the leads whose clock started in the last 7 and 30 days: the median, counting
 * an uncontacted lead as slower than every contacted one (so more than half uncontacted has no
 * median), the share contacted within an hour, and the leads missed: untouched past their hour,
 * from the moment it is up. A lead under an hour into its clock and untouched is not counted yet.
 * Beside them, the leads of new prospects still waiting and the oldest wait. Counted in SQL over
 * one covering index (`lead_clock`): the rows never reach JavaScript, only the middle waits do.
 */
export function speedToLead(sql: SqlStorage, now: number, days = [7, 30]): SpeedToLead {
  const settled = now - HOUR_MS;
  const since = days.map((d) => now - d * DAY_MS);
  const counted = `(first_action_at IS NOT NULL OR ${START} <= ${settled})`;
  const counts = sql
    .exec<Record<string, number | null>>(
      `SELECT ${since
        .map(
          (t, i) => `SUM(${START} > ${t}) AS leads${i},
             SUM(${START} > ${t} AND first_action_at IS NOT NULL) AS answered${i},
             SUM(${START} > ${t} AND first_action_at - ${START} <= ${HOUR_MS}) AS hour${i}`,
        )
        .join(", ")}
       FROM lead WHERE ${START} > ? AND ${counted}`,
      Math.min(...since),
    )
    .one();
  return {
    windows: days.map((d, i) => {
      const leads = counts[`leads${i}`] ?? 0;
      const answered = counts[`answered${i}`] ?? 0;
      const window: SpeedWindow = {
        days: d,
        leads,
        answered,
        medianMinutes: null,
        withinHour: leads ? (counts[`hour${i}`] ?? 0) / leads : null,
        missed: leads - answered,
      };
      return leads
        ? { ...window, medianMinutes: median(sql, since[i]!, counted, leads, answered) }
        : window;
    }),
    waiting: waiting(sql, now, Math.min(...since)),
  };
}

/** Leads of new prospects no one has contacted, with the longest wait (in minutes). */
function waiting(sql: SqlStorage, now: number, since: number): SpeedToLead["waiting"] {
  const row = sql
    .exec<{ count: number; oldest: number | null }>(
      `SELECT COUNT(*) AS count, MIN(${START}) AS oldest FROM lead l
       WHERE ${START} > ? AND first_action_at IS NULL
         AND EXISTS (SELECT 1 FROM prospect p WHERE p.id = l.prospect_id AND p.status = 'new')`,
      since,
    )
    .one();
  return {
    count: row.count,
    oldestMinutes: row.oldest === null ? null : Math.floor((now - row.oldest) / 60_000),
  };
}

/** The median wait in minutes; null when more than half are uncontacted (they sort last). */
function median(
  sql: SqlStorage,
  since: number,
  counted: string,
  leads: number,
  answered: number,
): number | null {
  const low = Math.floor((leads - 1) / 2);
  const high = Math.ceil((leads - 1) / 2);
  if (high >= answered) return null;
  const middle = sql
    .exec<{ waited: number }>(
      `SELECT MAX(0, first_action_at - ${START}) AS waited FROM lead
       WHERE ${START} > ? AND ${counted} AND first_action_at IS NOT NULL
       ORDER BY waited LIMIT ? OFFSET ?`,
      since,
      high - low + 1,
      low,
    )
    .toArray()
    .map((r) => r.waited);
  return Math.round((middle[0]! + middle.at(-1)!) / 2 / 6_000) / 10;
}
