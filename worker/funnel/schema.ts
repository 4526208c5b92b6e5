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
  // Sums kept beside it as counts are added, so the funnel page reads a few thousand rows for 90
  // days rather than every counter: per day and step; per day, device class and step; per day,
  // source and the steps the sources are ranked by (views, starts, leads). One source's page reads
  // its own counters through the index.
  "CREATE TABLE day_step (day TEXT NOT NULL, step TEXT NOT NULL, n INTEGER NOT NULL, PRIMARY KEY (day, step)) WITHOUT ROWID",
  `CREATE TABLE day_device (
     day TEXT NOT NULL, device TEXT NOT NULL, step TEXT NOT NULL, n INTEGER NOT NULL,
     PRIMARY KEY (day, device, step)
   ) WITHOUT ROWID`,
  `CREATE TABLE day_source (
     day TEXT NOT NULL, source TEXT NOT NULL, step TEXT NOT NULL, n INTEGER NOT NULL,
     PRIMARY KEY (day, source, step)
   ) WITHOUT ROWID`,
  "CREATE INDEX count_source ON count (source, day)",
  "INSERT INTO day_step SELECT day, step, SUM(n) FROM count GROUP BY day, step",
  "INSERT INTO day_device SELECT day, device, step, SUM(n) FROM count GROUP BY day, device, step",
  `INSERT INTO day_source SELECT day, source, step, SUM(n) FROM count
     WHERE step IN ('home_view', 'try_view', 'chat_started', 'try_first_answer', 'chat_lead', 'try_sent')
     GROUP BY day, source, step`,
];
