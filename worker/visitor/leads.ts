import { roadmapOf } from "../ai/memory/clarity-roadmap";
import type { Touch } from "../contracts/attribution";
import type { ContactDraft, ContactSubmission, SubmittedLead } from "../contracts/contact";
import type { LeadContact, LeadKind } from "../contracts/inbox";
import type { LeadRecord } from "../contracts/lead-record";
import { nameFromMessages } from "../language/names";
import { ownWords } from "../language/quoted";
import { DUPLICATE_WINDOW_MS } from "../lib/contact-fingerprint";
import { allConversations } from "./conversations";
import { forgetLeadTouch, leadAttribution, noteTouch } from "./touch";

export { DUPLICATE_WINDOW_MS };

type LeadRow = {
  id: string;
  kind: LeadKind;
  contact: string;
  draft: string;
  created_at: number;
  updated_at: number | null;
};

const newLeadId = () => `lead_${crypto.randomUUID()}`;

function insertLead(
  sql: SqlStorage,
  kind: LeadKind,
  dedupeKey: string,
  contact: object,
  values: ContactDraft | null,
  now: number,
): string {
  const id = newLeadId();
  sql.exec(
    `INSERT INTO lead (id, submission_key, dedupe_key, kind, contact, draft, transcripts, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, '[]', ?, ?)`,
    id,
    id,
    dedupeKey,
    kind,
    JSON.stringify(contact),
    JSON.stringify(values ?? {}),
    now,
    now,
  );
  return id;
}

/**
 * A sent contact form: one lead per key (the details' hash) within DUPLICATE_WINDOW_MS, so a
 * repeated or concurrent submit gets the same lead and different details a lead of their own.
 * Synchronous SQL only: two concurrent calls cannot interleave between the check and the insert.
 */
export function submitContact(
  sql: SqlStorage,
  key: string,
  contact: ContactSubmission,
  values: ContactDraft,
  now: number,
): { leadId: string; created: boolean } {
  const existing = sql
    .exec<{ id: string }>(
      "SELECT id FROM lead WHERE kind = 'contact' AND dedupe_key = ? AND created_at > ? ORDER BY created_at DESC LIMIT 1",
      key,
      now - DUPLICATE_WINDOW_MS,
    )
    .toArray()[0];
  if (existing) return { leadId: existing.id, created: false };
  return { leadId: insertLead(sql, "contact", key, contact, values, now), created: true };
}

const chatLeadOf = (sql: SqlStorage, email: string) =>
  sql
    .exec<{ id: string }>(
      "SELECT id FROM lead WHERE kind = 'chat' AND dedupe_key = ?",
      `chat:${email}`,
    )
    .toArray()[0];

/** Whether the visitor has a chat lead for this address already. */
export const hasChatLead = (sql: SqlStorage, email: string) => chatLeadOf(sql, email) !== undefined;

/**
 * A conversation in which the visitor gave an email address: one chat lead per address, made the
 * first time and its update time moved to now after.
 */
export function upsertChatLead(sql: SqlStorage, email: string, now: number): string {
  const key = `chat:${email}`;
  const existing = chatLeadOf(sql, email);
  if (!existing) return insertLead(sql, "chat", key, { email }, null, now);
  sql.exec("UPDATE lead SET updated_at = ? WHERE id = ?", now, existing.id);
  return existing.id;
}

/** Notes the (hashed) client address the visitor writes from. */
export function noteOrigin(sql: SqlStorage, addressRef: string | undefined, now: number): void {
  if (!addressRef) return;
  sql.exec(
    `INSERT INTO origin (id, address_ref, updated_at) VALUES (1, ?, ?)
     ON CONFLICT(id) DO UPDATE SET address_ref = excluded.address_ref, updated_at = excluded.updated_at`,
    addressRef,
    now,
  );
}

/** The (hashed) client address the visitor last wrote from; null before any write noted one. */
export const originOf = (sql: SqlStorage): string | null =>
  sql.exec<{ address_ref: string }>("SELECT address_ref FROM origin WHERE id = 1").toArray()[0]
    ?.address_ref ?? null;

/** Who wrote and from where: the (hashed) client address, and the call's touch. */
export function noteWriter(
  sql: SqlStorage,
  addressRef: string | undefined,
  touch: Touch | null | undefined,
  now: number,
): void {
  noteOrigin(sql, addressRef, now);
  noteTouch(sql, touch, now);
}

/** One of the visitor's leads, gone: the lead, its hand-off and its touch. */
export function forgetLead(sql: SqlStorage, leadId: string): void {
  sql.exec("DELETE FROM lead WHERE id = ?", leadId);
  sql.exec("DELETE FROM handoff WHERE lead_id = ?", leadId);
  forgetLeadTouch(sql, leadId);
}

/** The lead as the ledger gets it: its details and every conversation of the visitor, latest state. */
export function leadRecord(sql: SqlStorage, id: string, visitorRef: string): LeadRecord | null {
  const row = sql
    .exec<LeadRow>(
      "SELECT id, kind, contact, draft, created_at, updated_at FROM lead WHERE id = ?",
      id,
    )
    .toArray()[0];
  if (!row) return null;
  const conversations = allConversations(sql);
  const latest = conversations.reduce<(typeof conversations)[number] | undefined>(
    (a, c) => (!a || c.updatedAt >= a.updatedAt ? c : a),
    undefined,
  );
  const values = JSON.parse(row.draft) as Partial<ContactDraft>;
  const updatedAt = Math.max(row.updated_at ?? row.created_at, latest?.updatedAt ?? 0);
  const contact = JSON.parse(row.contact) as LeadContact;
  // A chat lead carries the name the prospect gave in the chat (docs/decisions/025) — in their own
  // words: "this is Tom Reed" in a thread pasted under a message is someone else's name.
  if (row.kind === "chat" && !contact.name) {
    const said = conversations.flatMap((c) =>
      c.messages.filter((m) => m.role === "user").map((m) => ownWords(m.text)),
    );
    const name = nameFromMessages(said);
    if (name) contact.name = name;
  }
  return {
    id: row.id,
    kind: row.kind,
    visitorRef,
    createdAt: row.created_at,
    updatedAt,
    contact,
    values: row.kind === "contact" && values.name ? (values as ContactDraft) : null,
    projectType: latest?.projectType ?? null,
    roadmap: latest ? roadmapOf(latest.memory) : null,
    addressRef: originOf(sql),
    attribution: leadAttribution(sql, id),
    conversations: conversations.map(({ memory: _m, updatedAt: _u, ...c }) => c),
  };
}

/** The latest contact lead sent within DUPLICATE_WINDOW_MS: first name and time only. */
export function lastSubmitted(sql: SqlStorage, now: number): SubmittedLead | null {
  const row = sql
    .exec<{ id: string; contact: string; created_at: number }>(
      "SELECT id, contact, created_at FROM lead WHERE kind = 'contact' AND created_at > ? ORDER BY created_at DESC LIMIT 1",
      now - DUPLICATE_WINDOW_MS,
    )
    .toArray()[0];
  if (!row) return null;
  const contact = JSON.parse(row.contact) as Partial<ContactSubmission>;
  const firstName = (contact.name ?? "").trim().split(/[\s,]+/)[0] ?? "";
  return { leadId: row.id, firstName, submittedAt: row.created_at };
}

/**
 * Ids of the visitor's leads updated by a change to their conversations: every lead carries them,
 * so a message after a contact form reaches sales too (and reopens a worked prospect).
 */
export function conversationLeadIds(sql: SqlStorage): string[] {
  return sql
    .exec<{ id: string }>("SELECT id FROM lead")
    .toArray()
    .map((r) => r.id);
}
