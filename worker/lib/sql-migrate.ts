/**
 * Applies a Durable Object's SQLite schema in order. Each entry runs once per object (tracked in
 * `schema_version`); append new entries, never edit old ones.
 */
export function migrate(sql: SqlStorage, migrations: readonly string[]): void {
  sql.exec("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)");
  const row = sql.exec<{ version: number }>("SELECT version FROM schema_version").toArray()[0];
  const current = row?.version ?? 0;
  for (let i = current; i < migrations.length; i++) sql.exec(migrations[i]!);
  if (!row) sql.exec("INSERT INTO schema_version (version) VALUES (?)", migrations.length);
  else if (current !== migrations.length)
    sql.exec("UPDATE schema_version SET version = ?", migrations.length);
}
