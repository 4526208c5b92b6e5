import { utcDay } from "../lib/utc-day";
/** Model messages a visitor may use per UTC day, both chats together (`MODEL_MESSAGES_PER_DAY`). */
export const DEFAULT_MODEL_MESSAGES_PER_DAY = 150;

/** A visitor's daily model messages as configured. */
export const modelMessagesPerDay = (env: { MODEL_MESSAGES_PER_DAY?: string }) =>
  Number(env.MODEL_MESSAGES_PER_DAY) || DEFAULT_MODEL_MESSAGES_PER_DAY;

/** Whether one of today's `perDay` model messages is left; reads only. */
export function modelMessageLeft(sql: SqlStorage, perDay: number, now: number): boolean {
  const used =
    sql.exec<{ used: number }>("SELECT used FROM model_use WHERE day = ?", utcDay(now)).toArray()[0]
      ?.used ?? 0;
  return used < perDay;
}

/**
 * Counts one model message for today; false once the day's budget is spent (the chat then
 * answers that it will continue by email). Old days are dropped as they pass.
 */
export function spendModelMessage(sql: SqlStorage, perDay: number, now: number): boolean {
  const day = utcDay(now);
  sql.exec("DELETE FROM model_use WHERE day < ?", day);
  if (!modelMessageLeft(sql, perDay, now)) return false;
  sql.exec(
    "INSERT INTO model_use (day, used) VALUES (?, 1) ON CONFLICT(day) DO UPDATE SET used = used + 1",
    day,
  );
  return true;
}
