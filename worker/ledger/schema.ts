/** The lead ledger's SQLite schema (see `lib/sql-migrate.ts`): append, never edit. */
export const ledgerMigrations: readonly string[] = [
  // One row per lead. Listing and search read the columns; the page reads `body`.
  `CREATE TABLE lead (
     id TEXT PRIMARY KEY,
     kind TEXT NOT NULL CHECK (kind IN ('contact', 'chat')),
     visitor_ref TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     updated_at INTEGER NOT NULL,
     contact TEXT NOT NULL,
     project_type TEXT,
     search TEXT NOT NULL,
     body TEXT NOT NULL,
     handled_at INTEGER,
     delivery_status TEXT CHECK (delivery_status IN ('pending', 'delivered', 'failed')),
     delivery_attempts INTEGER NOT NULL DEFAULT 0,
     delivery_error TEXT
   )`,
  "CREATE INDEX lead_newest ON lead (created_at DESC, id DESC)",
  "CREATE INDEX lead_visitor ON lead (visitor_ref)",
  // Webhook deliveries: one per version of a lead sent (`<id>`, `<id>#2` …).
  `CREATE TABLE delivery (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     lead_id TEXT NOT NULL,
     idempotency_key TEXT NOT NULL UNIQUE,
     status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
     attempts INTEGER NOT NULL DEFAULT 0,
     last_error TEXT,
     next_attempt_at INTEGER NOT NULL,
     created_at INTEGER NOT NULL,
     delivered_at INTEGER
   )`,
  "CREATE INDEX delivery_lead ON delivery (lead_id, id)",
  "CREATE INDEX delivery_due ON delivery (status, next_attempt_at)",
  `CREATE TABLE attempt (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     lead_id TEXT NOT NULL,
     at INTEGER NOT NULL,
     ok INTEGER NOT NULL,
     status INTEGER,
     error TEXT
   )`,
  "CREATE INDEX attempt_lead ON attempt (lead_id, id)",
  // Leads sales deleted that the visitor's own object still has to forget (retried).
  `CREATE TABLE erasure (
     visitor_ref TEXT NOT NULL,
     lead_id TEXT NOT NULL,
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at INTEGER NOT NULL,
     PRIMARY KEY (visitor_ref, lead_id)
   )`,
  // Inbox sign-ins, kept here so signing out (or changing SALES_TOKEN) ends them on the server.
  `CREATE TABLE sales_session (
     id TEXT PRIMARY KEY,
     token_hash TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     expires_at INTEGER NOT NULL
   )`,
  // The same contact details from several visitors' objects within a day are one lead: `dedupe`
  // holds a contact lead's normalised details; `lead_alias` the ids its duplicates arrived with.
  "ALTER TABLE lead ADD COLUMN dedupe TEXT",
  "CREATE INDEX lead_dedupe ON lead (dedupe, created_at)",
  `CREATE TABLE lead_alias (
     id TEXT PRIMARY KEY,
     lead_id TEXT NOT NULL,
     visitor_ref TEXT NOT NULL
   )`,
  "CREATE INDEX lead_alias_lead ON lead_alias (lead_id)",
  "CREATE INDEX lead_alias_visitor ON lead_alias (visitor_ref)",
  // Alerts to sales (email, Slack, Teams) ride the same deliveries as the webhook: each row has
  // its channel, and an alert its reason. A lead remembers what it has said so far, to alert on
  // what is new (a phone number, a call asked for, a message on a handled lead).
  "ALTER TABLE delivery ADD COLUMN channel TEXT NOT NULL DEFAULT 'webhook'",
  "ALTER TABLE delivery ADD COLUMN reason TEXT",
  "ALTER TABLE attempt ADD COLUMN channel TEXT NOT NULL DEFAULT 'webhook'",
  "ALTER TABLE lead ADD COLUMN signals TEXT",
  "ALTER TABLE lead ADD COLUMN prospect_messages INTEGER NOT NULL DEFAULT 0",
  "ALTER TABLE lead ADD COLUMN reopened_at INTEGER",
  // The prospect's confirmation email: its recipient (for the per-recipient limit), and when
  // they clicked its link (the inbox shows the address as confirmed).
  "ALTER TABLE delivery ADD COLUMN recipient TEXT",
  "CREATE INDEX delivery_recipient ON delivery (recipient, created_at)",
  "ALTER TABLE lead ADD COLUMN email_confirmed_at INTEGER",
  // The hashed client address of the visitor's last write (not the address): limits the
  // confirmation emails one network address can cause.
  "ALTER TABLE lead ADD COLUMN address_ref TEXT",
  "CREATE INDEX lead_address ON lead (address_ref)",
  // The people of the inbox (docs/decisions/025): a token sign-in's name, and everyone who has
  // signed in or acted (Access or token), the choices work can be assigned to.
  "ALTER TABLE sales_session ADD COLUMN name TEXT",
  `CREATE TABLE person (
     name TEXT PRIMARY KEY,
     via TEXT NOT NULL CHECK (via IN ('access', 'token')),
     last_seen INTEGER NOT NULL
   )`,
  // Work on leads (docs/decisions/025). A prospect is one person's leads (the same visitor, or
  // the same email address): sales' status, owner, notes and history are the prospect's, and its
  // row also holds a summary of its leads for the list to filter and sort (ledger/prospects.ts).
  `CREATE TABLE prospect (
     id TEXT PRIMARY KEY,
     created_at INTEGER NOT NULL,
     last_activity_at INTEGER NOT NULL,
     status TEXT NOT NULL DEFAULT 'new'
       CHECK (status IN ('new', 'contacted', 'qualified', 'won', 'lost')),
     status_rank INTEGER NOT NULL DEFAULT 0,
     lost_reason TEXT,
     reopened_at INTEGER,
     assignee TEXT,
     lead_count INTEGER NOT NULL DEFAULT 0,
     newest_lead_id TEXT,
     kinds TEXT NOT NULL DEFAULT '',
     contact TEXT NOT NULL DEFAULT '{}',
     qualification TEXT NOT NULL DEFAULT '{}',
     project TEXT,
     size_value REAL,
     budget_value REAL,
     timeline_value REAL,
     delivery_status TEXT,
     email_confirmed INTEGER NOT NULL DEFAULT 0,
     search TEXT NOT NULL DEFAULT ''
   )`,
  "CREATE INDEX prospect_activity ON prospect (last_activity_at, id)",
  "CREATE INDEX prospect_created ON prospect (created_at, id)",
  "CREATE INDEX prospect_status ON prospect (status_rank, id)",
  "CREATE INDEX prospect_project ON prospect (project COLLATE NOCASE, id)",
  "CREATE INDEX prospect_size ON prospect (size_value, id)",
  "CREATE INDEX prospect_budget ON prospect (budget_value, id)",
  "CREATE INDEX prospect_timeline ON prospect (timeline_value, id)",
  "CREATE INDEX prospect_assignee ON prospect (assignee)",
  "ALTER TABLE lead ADD COLUMN prospect_id TEXT",
  "CREATE INDEX lead_prospect ON lead (prospect_id, created_at)",
  "ALTER TABLE lead ADD COLUMN email_key TEXT",
  "CREATE INDEX lead_email_key ON lead (email_key)",
  // What the lead's roadmap says sales qualify by (project, size, budget, timeline), as JSON.
  "ALTER TABLE lead ADD COLUMN qualification TEXT",
  // Speed to lead: the first sales action after the lead arrived. Marked handled was one.
  "ALTER TABLE lead ADD COLUMN first_action_at INTEGER",
  "UPDATE lead SET first_action_at = handled_at WHERE handled_at IS NOT NULL",
  // Every change to a prospect, with who (null: the prospect's own news) and when.
  `CREATE TABLE history (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     prospect_id TEXT NOT NULL,
     lead_id TEXT,
     at INTEGER NOT NULL,
     actor TEXT,
     via TEXT,
     action TEXT NOT NULL,
     detail TEXT NOT NULL DEFAULT '{}'
   )`,
  "CREATE INDEX history_prospect ON history (prospect_id, id)",
  `CREATE TABLE note (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     prospect_id TEXT NOT NULL,
     lead_id TEXT,
     author TEXT NOT NULL,
     via TEXT NOT NULL,
     text TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     edited_at INTEGER
   )`,
  "CREATE INDEX note_prospect ON note (prospect_id, id)",
  // Visitors whose leads sales deleted as spam: their conversations make no new leads.
  `CREATE TABLE blocked_visitor (
     visitor_ref TEXT PRIMARY KEY,
     blocked_at INTEGER NOT NULL,
     blocked_by TEXT NOT NULL
   )`,
  // Speed to lead reads only these two columns of the leads of the last 30 days.
  "CREATE INDEX lead_answered ON lead (created_at, first_action_at)",
  // Where the lead's visitor came from (docs/decisions/026): the touches as JSON, and the source
  // they are listed and filtered under (ledger/attribution.ts).
  "ALTER TABLE lead ADD COLUMN attribution TEXT",
  "ALTER TABLE lead ADD COLUMN source TEXT",
  "CREATE INDEX lead_source ON lead (source, prospect_id)",
  // What limits the mail sent to people outside (ledger/send-counts.ts): counts per UTC day under
  // a hash of what they count (a mailbox, a visitor, a client address; `site`), kept apart from
  // the leads and deliveries an erasure deletes.
  `CREATE TABLE send_count (
     day TEXT NOT NULL,
     key TEXT NOT NULL,
     sent INTEGER NOT NULL,
     PRIMARY KEY (day, key)
   )`,
  // Client addresses whose leads sales deleted as spam (ledger/spam.ts): the address's hash as the
  // lead keeps it (`address_ref`), never the address, and until when it sends no leads.
  `CREATE TABLE blocked_address (
     address_ref TEXT PRIMARY KEY,
     blocked_until INTEGER NOT NULL,
     blocked_by TEXT NOT NULL
   )`,
  // A lead that joined a prospect only by an email address its browser has not confirmed
  // (ledger/email-trust.ts): shown flagged, it changes neither the prospect's details nor status.
  "ALTER TABLE lead ADD COLUMN unconfirmed_other_browser INTEGER NOT NULL DEFAULT 0",
  // Alerts held for the digest of a burst of leads from one client address (ledger/alert-burst.ts):
  // the digest they go out in, together, when it is due.
  "ALTER TABLE delivery ADD COLUMN batch TEXT",
  "CREATE INDEX delivery_batch ON delivery (batch)",
  // Erasures are items of the one retry queue (lib/retry-queue.ts, docs/decisions/031), which keeps
  // why the last try failed.
  "ALTER TABLE erasure ADD COLUMN last_error TEXT",
  // What a rep acts from (ledger/next-steps.ts): the prospect's next step, whether they asked for a
  // call not yet logged, the calls and emails logged, their meeting; a lead's clock restarts when
  // its prospect reopens (speed to lead counts from `clock_at`, or its creation).
  "ALTER TABLE prospect ADD COLUMN next_step_kind TEXT",
  "ALTER TABLE prospect ADD COLUMN next_step_due_at INTEGER",
  "CREATE INDEX prospect_next_step ON prospect (next_step_due_at)",
  "ALTER TABLE prospect ADD COLUMN call_requested INTEGER NOT NULL DEFAULT 0",
  `CREATE TABLE activity (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     prospect_id TEXT NOT NULL,
     lead_id TEXT,
     at INTEGER NOT NULL,
     actor TEXT NOT NULL,
     via TEXT NOT NULL,
     kind TEXT NOT NULL CHECK (kind IN ('call', 'email')),
     outcome TEXT NOT NULL CHECK (outcome IN ('reached', 'voicemail', 'no_answer')),
     note TEXT
   )`,
  "CREATE INDEX activity_prospect ON activity (prospect_id, id)",
  `CREATE TABLE meeting (
     prospect_id TEXT PRIMARY KEY,
     at INTEGER NOT NULL,
     status TEXT NOT NULL CHECK (status IN ('booked', 'cancelled'))
   )`,
  "ALTER TABLE lead ADD COLUMN clock_at INTEGER",
  "CREATE INDEX lead_clock ON lead (coalesce(clock_at, created_at), first_action_at)",
  // Search never looks in visitor references, and finds phone digits whatever their format: the
  // text is written again (ledger/backfill.ts, `backfillSearch`).
  "UPDATE lead SET search = ''",
  // Cal.com's bookings (ledger/bookings.ts): the booking a prospect's meeting is, and each booking
  // event taken once (a replay of the same booking and trigger changes nothing).
  "ALTER TABLE meeting ADD COLUMN uid TEXT",
  `CREATE TABLE booking_event (
     uid TEXT NOT NULL,
     trigger TEXT NOT NULL,
     at INTEGER NOT NULL,
     PRIMARY KEY (uid, trigger)
   )`,
  // A next step's reminder (ledger/reminders.ts): the due time last reminded, so each is once.
  "ALTER TABLE prospect ADD COLUMN next_step_reminded INTEGER",
  // The qualification keeps typed values (docs/decisions/033): every lead stored before is read
  // again once, from its stored words (ledger/backfill.ts, `backfillQualification`).
  "UPDATE lead SET qualification = NULL",
];
