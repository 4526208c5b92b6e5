import type { SpeedToLead, SpeedWindow } from "../contracts/inbox";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Speed to lead (docs/decisions/025): for each lead, the time from its creation to the first sales
 * action on its prospect (a status, an assignment, a note). Over the leads created in the last 7
 * and 30 days: the median, counting a lead not yet answered as slower than every answered one
 * (so more than half unanswered has no median), and the share answered within an hour. A lead
 * under an hour old and not yet answered is not counted: it may still be. Counted in SQL over one
 * covering index (`lead_answered`): the rows never reach JavaScript, only the middle waits do.
 */
export function speedToLead(sql: SqlStorage, now: number, days = [7, 30]): SpeedToLead {
  const settled = now - HOUR_MS;
  const since = days.map((d) => now - d * DAY_MS);
  const counted = `(first_action_at IS NOT NULL OR created_at <= ${settled})`;
  const counts = sql
    .exec<Record<string, number | null>>(
      `SELECT ${since
        .map(
          (
            t,
            i,
          ) => `SUM(created_at > ${t}) AS leads${i}, SUM(created_at > ${t} AND first_action_at IS NOT NULL) AS answered${i},
             SUM(created_at > ${t} AND first_action_at - created_at <= ${HOUR_MS}) AS hour${i}`,
        )
        .join(", ")}
       FROM lead WHERE created_at > ? AND ${counted}`,
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
      };
      return leads
        ? { ...window, medianMinutes: median(sql, since[i]!, counted, leads, answered) }
        : window;
    }),
  };
}

/** The median wait in minutes; null when more than half are unanswered (they sort last). */
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
      `SELECT MAX(0, first_action_at - created_at) AS waited FROM lead
       WHERE created_at > ? AND ${counted} AND first_action_at IS NOT NULL
       ORDER BY waited LIMIT ? OFFSET ?`,
      since,
      high - low + 1,
      low,
    )
    .toArray()
    .map((r) => r.waited);
  return Math.round((middle[0]! + middle.at(-1)!) / 2 / 6_000) / 10;
}
