/** Model messages a visitor may use per UTC day, both chats together (`MODEL_MESSAGES_PER_DAY`). */
export const DEFAULT_MODEL_MESSAGES_PER_DAY = 150;

/**
 * Counts one model message for today; false once the day's budget is spent (the chat then
 * answers that it will continue by email). Old days are dropped as they pass.
 */
export function spendModelMessage(sql: SqlStorage, perDay: number, now: number): boolean {
  const day = new Date(now).toISOString().slice(0, 10);
  sql.exec("DELETE FROM model_use WHERE day < ?", day);
  const used =
    sql.exec<{ used: number }>("SELECT used FROM model_use WHERE day = ?", day).toArray()[0]
      ?.used ?? 0;
  if (used >= perDay) return false;
  sql.exec(
    "INSERT INTO model_use (day, used) VALUES (?, 1) ON CONFLICT(day) DO UPDATE SET used = used + 1",
    day,
  );
  return true;
}
