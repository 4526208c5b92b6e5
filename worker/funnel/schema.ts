/**
 * The Funnel object's SQLite schema (see `lib/sql-migrate.ts`): append new entries, never edit
 * old ones. One row per UTC day, source, step and device class, with how many: aggregates only
 * (docs/decisions/026), never a visitor id, an address or a word anyone typed.
 */
export const funnelMigrations: readonly string[] = [
  `CREATE TABLE count (
     day TEXT NOT NULL,
     source TEXT NOT NULL,
     step TEXT NOT NULL,
     device TEXT NOT NULL CHECK (device IN ('phone', 'desktop')),
     n INTEGER NOT NULL,
     PRIMARY KEY (day, source, step, device)
   ) WITHOUT ROWID`,
];
