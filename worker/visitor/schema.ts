/**
 * The Visitor object's SQLite schema (see `lib/sql-migrate.ts`), applied in order on
 * construction: append new entries, never edit old ones.
 */
export const visitorMigrations: readonly string[] = [
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
  // v2 (decision 012): leads are deduplicated on a key within 24 h, not on a unique column (a
  // LIKE on 64-hex keys broke the second request from one browser); new rows store their id as
  // submission_key.
  "ALTER TABLE lead ADD COLUMN dedupe_key TEXT",
  "ALTER TABLE lead ADD COLUMN updated_at INTEGER",
  `UPDATE lead SET updated_at = created_at, dedupe_key = CASE WHEN instr(submission_key, '@') > 0
     THEN substr(submission_key, 1, instr(submission_key, '@') - 1) ELSE submission_key END`,
  "CREATE INDEX lead_dedupe ON lead (dedupe_key, created_at)",
  // Clarity conversations recorded by the Worker: what the visitor sent and what it answered.
  `CREATE TABLE conversation (
     id TEXT PRIMARY KEY,
     facts TEXT NOT NULL DEFAULT '{}',
     message_count INTEGER NOT NULL DEFAULT 0,
     created_at INTEGER NOT NULL,
     updated_at INTEGER NOT NULL
   )`,
  `CREATE TABLE message (
     conversation_id TEXT NOT NULL,
     seq INTEGER NOT NULL,
     id TEXT NOT NULL,
     role TEXT NOT NULL CHECK (role IN ('user', 'assistant')),
     text TEXT NOT NULL,
     at INTEGER NOT NULL,
     PRIMARY KEY (conversation_id, seq)
   )`,
  // Hand-offs of leads to the ledger (and of an erasure), retried until acknowledged. The
  // payload is built when sent, so the ledger always gets the lead's latest state.
  `CREATE TABLE handoff (
     lead_id TEXT NOT NULL,
     op TEXT NOT NULL CHECK (op IN ('upsert', 'erase')),
     version INTEGER NOT NULL DEFAULT 1,
     attempts INTEGER NOT NULL DEFAULT 0,
     last_error TEXT,
     next_attempt_at INTEGER NOT NULL,
     PRIMARY KEY (lead_id, op)
   )`,
  // Every lead stored before the ledger existed goes to it; the ledger now owns the webhook.
  `INSERT INTO handoff (lead_id, op, next_attempt_at)
     SELECT id, 'upsert', CAST(strftime('%s', 'now') AS INTEGER) * 1000 FROM lead`,
  "DROP TABLE outbox",
  // Transcripts the browser used to post: never trusted again (sales see only what the Worker
  // recorded).
  "DROP TABLE chat",
  // Model messages used per UTC day, for the daily budget (the hosted model costs money).
  "CREATE TABLE model_use (day TEXT PRIMARY KEY, used INTEGER NOT NULL)",
  // Emailed links to finish the form on another device (docs/decisions/023): a link works only
  // while its random nonce is here, so a sent form or an erasure ends every link at once.
  `CREATE TABLE resume_link (
     nonce TEXT PRIMARY KEY,
     created_at INTEGER NOT NULL,
     expires_at INTEGER NOT NULL
   )`,
  // The hashed client address the visitor last wrote from: the ledger limits the confirmation
  // emails one network address can cause (not the address itself: a SHA-256 of it).
  `CREATE TABLE origin (
     id INTEGER PRIMARY KEY CHECK (id = 1),
     address_ref TEXT NOT NULL,
     updated_at INTEGER NOT NULL
   )`,
  // Where the visitor came from (docs/decisions/026), kept once they store something: the first
  // touch a stored call carried and the latest ('first', 'last'); each lead keeps the pair it was
  // made with.
  "CREATE TABLE touch (kind TEXT PRIMARY KEY, data TEXT NOT NULL, at INTEGER NOT NULL)",
  "CREATE TABLE lead_touch (lead_id TEXT PRIMARY KEY, first TEXT NOT NULL, last TEXT NOT NULL)",
  // The funnel steps already counted for the draft and for each conversation (bitmasks,
  // worker/visitor/progress.ts); what was stored before counting began counts as counted.
  "ALTER TABLE draft ADD COLUMN answered INTEGER NOT NULL DEFAULT 0",
  "UPDATE draft SET answered = 127",
  "ALTER TABLE conversation ADD COLUMN milestones INTEGER NOT NULL DEFAULT 0",
  "UPDATE conversation SET milestones = 31",
];

/**
 * The tables that hold a visitor's data today (the migrations above also created and dropped
 * others), each with what it is: `kept` rows are the visitor's data (an object with none left
 * deletes itself); `counter` rows only count model use; `grant` rows let an emailed link open the
 * draft, and go with it; `context` rows say where the visitor came from, for their kept data and
 * leads, and go with them. An erasure empties every one.
 */
export const visitorTables = {
  draft: "kept",
  message: "kept",
  conversation: "kept",
  lead: "kept",
  handoff: "kept",
  model_use: "counter",
  origin: "counter",
  resume_link: "grant",
  touch: "context",
  lead_touch: "context",
} as const satisfies Record<string, "kept" | "counter" | "grant" | "context">;
export type VisitorTable = keyof typeof visitorTables;
export const VISITOR_TABLES = Object.keys(visitorTables) as VisitorTable[];
