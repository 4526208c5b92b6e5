/**
 * The Visitor object's SQLite schema, applied in order on construction. Each entry runs once per
 * object (tracked in `schema_version`); append new entries, never edit old ones.
 */
export const migrations: readonly string[] = [
  `CREATE TABLE chat (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     project_type TEXT NOT NULL,
     messages TEXT NOT NULL,
     created_at INTEGER NOT NULL
   )`,
  // The contact form in progress: one row, every field's list of values as JSON.
  `CREATE TABLE draft (
     id INTEGER PRIMARY KEY CHECK (id = 1),
     data TEXT NOT NULL,
     updated_at INTEGER NOT NULL
   )`,
  // Submitted leads; the submission key makes a repeated submit return the same lead.
  `CREATE TABLE lead (
     id TEXT PRIMARY KEY,
     submission_key TEXT NOT NULL UNIQUE,
     contact TEXT NOT NULL,
     draft TEXT NOT NULL,
     transcripts TEXT NOT NULL,
     created_at INTEGER NOT NULL
   )`,
  // Deliveries of each lead, retried by the alarm until delivered or given up.
  `CREATE TABLE outbox (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     lead_id TEXT NOT NULL REFERENCES lead(id),
     target TEXT NOT NULL,
     idempotency_key TEXT NOT NULL UNIQUE,
     payload TEXT NOT NULL,
     status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
     attempts INTEGER NOT NULL DEFAULT 0,
     last_error TEXT,
     next_attempt_at INTEGER NOT NULL,
     created_at INTEGER NOT NULL,
     delivered_at INTEGER
   )`,
  // 'contact' (the contact form) or 'chat' (an email address given in the Clarity chat).
  "ALTER TABLE lead ADD COLUMN kind TEXT NOT NULL DEFAULT 'contact'",
];

export function migrate(sql: SqlStorage): void {
  sql.exec("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)");
  const row = sql.exec<{ version: number }>("SELECT version FROM schema_version").toArray()[0];
  const current = row?.version ?? 0;
  for (let i = current; i < migrations.length; i++) sql.exec(migrations[i]!);
  if (!row) sql.exec("INSERT INTO schema_version (version) VALUES (?)", migrations.length);
  else if (current !== migrations.length)
    sql.exec("UPDATE schema_version SET version = ?", migrations.length);
}
