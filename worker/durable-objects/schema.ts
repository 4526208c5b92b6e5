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
