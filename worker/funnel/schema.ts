/**
 * The Funnel object's SQLite schema (see `lib/sql-migrate.ts`): append new entries, never edit
 * old ones. One row per UTC day, source, step and device class, with how many: aggregates only
 * (docs/decisions/026), never a visitor id, a word anyone typed or a client address (only, for the
 * per-address cap, a keyed hash of it and the day, deleted the next day).
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
  // A day's sources without a slot of their own, counted apart so that one counted more than the
  // least counted kept source takes its place (day-sources.ts); kept until the day is over.
  `CREATE TABLE source_candidate (
     day TEXT NOT NULL, source TEXT NOT NULL, step TEXT NOT NULL, device TEXT NOT NULL, n INTEGER NOT NULL,
     PRIMARY KEY (day, source, step, device)
   ) WITHOUT ROWID`,
  // What each client address added today, per source (address-cap.ts): the address only as a
  // keyed hash of it and the day, deleted the next day.
  `CREATE TABLE address_source (
     day TEXT NOT NULL, ref TEXT NOT NULL, source TEXT NOT NULL, n INTEGER NOT NULL,
     PRIMARY KEY (day, ref, source)
   ) WITHOUT ROWID`,
];
