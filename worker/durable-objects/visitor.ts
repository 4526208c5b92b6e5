import { DurableObject } from "cloudflare:workers";
import {
  type ContactDraft,
  type ContactSubmission,
  contactFields,
  type DraftLoadResponse,
  emptyDraft,
  hasValues,
  type SubmittedLead,
} from "../contracts/contact";
import type { ChatTranscript, StoredTranscript } from "../contracts/transcript";
import { deliver, GIVE_UP_AFTER_MS, retryDelay } from "../delivery/webhook";
import type { Bindings } from "../lib/app-env";
import { CHAT_LEAD_QUIET_MS, queueChatLead } from "./chat-lead";
import { migrate } from "./schema";

/** How long a repeated submit of the same details counts as the same lead. */
export const DUPLICATE_WINDOW_MS = 24 * 60 * 60 * 1000;

export type OutboxRow = {
  id: number;
  lead_id: string;
  status: "pending" | "delivered" | "failed";
  attempts: number;
  last_error: string | null;
  next_attempt_at: number;
  idempotency_key: string;
  payload: string;
  created_at: number;
};

/**
 * One object per visitor (see ARCHITECTURE.md): Clarity transcripts, the contact-form draft,
 * submitted leads and their delivery outbox, in the object's own SQLite database. Every write is
 * acknowledged only after SQLite has it (the output gate holds the reply until it is durable).
 */
export class Visitor extends DurableObject<Bindings> {
  private sql: SqlStorage;

  constructor(ctx: DurableObjectState, env: Bindings) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    ctx.blockConcurrencyWhile(async () => migrate(ctx.storage.sql));
  }

  /**
   * Stores a Clarity conversation snapshot for sales; one that holds the visitor's email address
   * also becomes a chat lead, delivered once the conversation goes quiet (`chat-lead.ts`).
   */
  async saveTranscript(transcript: ChatTranscript): Promise<{ id: number }> {
    const now = Date.now();
    const row = this.sql
      .exec<{ id: number }>(
        "INSERT INTO chat (project_type, messages, created_at) VALUES (?, ?, ?) RETURNING id",
        transcript.projectType,
        JSON.stringify(transcript.messages),
        now,
      )
      .one();
    if (this.env.LEAD_WEBHOOK_URL) {
      const quiet = Number(this.env.CHAT_LEAD_QUIET_MS ?? CHAT_LEAD_QUIET_MS);
      const due = queueChatLead(this.sql, transcript, now, quiet);
      const alarm = await this.ctx.storage.getAlarm();
      if (due !== null && (alarm === null || due < alarm)) await this.ctx.storage.setAlarm(due);
    }
    return { id: row.id };
  }

  /** Every stored transcript, oldest first. */
  transcripts(): StoredTranscript[] {
    return this.sql
      .exec<{ id: number; project_type: string; messages: string; created_at: number }>(
        "SELECT id, project_type, messages, created_at FROM chat ORDER BY id",
      )
      .toArray()
      .map((r) => ({
        id: r.id,
        projectType: r.project_type,
        messages: JSON.parse(r.messages),
        createdAt: r.created_at,
      }));
  }

  /** The contact form in progress (empty lists when there is none). */
  draft(): ContactDraft {
    const row = this.sql.exec<{ data: string }>("SELECT data FROM draft WHERE id = 1").toArray()[0];
    return row ? (JSON.parse(row.data) as ContactDraft) : emptyDraft();
  }

  /** What the contact page restores: the form in progress and the latest recent lead. */
  restore(now = Date.now()): DraftLoadResponse {
    return { draft: this.draft(), submitted: this.lastSubmitted(now) };
  }

  /** The latest lead sent within DUPLICATE_WINDOW_MS of `now`, with the values as entered. */
  private lastSubmitted(now: number): SubmittedLead | null {
    const row = this.sql
      .exec<{ id: string; contact: string; draft: string; created_at: number }>(
        "SELECT id, contact, draft, created_at FROM lead WHERE kind = 'contact' AND created_at > ? ORDER BY created_at DESC LIMIT 1",
        now - DUPLICATE_WINDOW_MS,
      )
      .toArray()[0];
    if (!row) return null;
    const draft = JSON.parse(row.draft) as ContactDraft;
    const contact = JSON.parse(row.contact) as ContactSubmission;
    // A lead sent without a draft (straight to the API) still recaps what it said.
    const values = hasValues(draft)
      ? draft
      : (Object.fromEntries(
          contactFields.map((f) => [f, contact[f] ? [contact[f]] : []]),
        ) as ContactDraft);
    return { leadId: row.id, values, submittedAt: row.created_at };
  }

  /**
   * Saves the form as the browser has it. Each update carries every field's values, so an
   * earlier update that never arrived is healed by the next one.
   */
  saveDraft(draft: ContactDraft): ContactDraft {
    this.sql.exec(
      "INSERT INTO draft (id, data, updated_at) VALUES (1, ?, ?) ON CONFLICT(id) DO UPDATE SET data = excluded.data, updated_at = excluded.updated_at",
      JSON.stringify(draft),
      Date.now(),
    );
    return draft;
  }

  /**
   * Stores the lead once per submission key (a repeated or concurrent submit gets the same
   * lead), closes the draft and queues delivery. Synchronous SQL only, so two concurrent calls
   * cannot interleave between the check and the insert. The same details sent again a day later
   * are a new request for a call, so they make a new lead.
   */
  submit(submissionKey: string, contact: ContactSubmission): { leadId: string; created: boolean } {
    const now = Date.now();
    // The latest lead with this key; a key reused after the window is stored as "key@time".
    const existing = this.sql
      .exec<{ id: string; created_at: number }>(
        "SELECT id, created_at FROM lead WHERE submission_key = ? OR submission_key LIKE ? ORDER BY created_at DESC LIMIT 1",
        submissionKey,
        `${submissionKey}@%`,
      )
      .toArray()[0];
    if (existing && now - existing.created_at < DUPLICATE_WINDOW_MS)
      return { leadId: existing.id, created: false };
    const key = existing ? `${submissionKey}@${now}` : submissionKey;

    const leadId = `lead_${crypto.randomUUID()}`;
    const draft = this.draft();
    const transcripts = this.transcripts();
    this.sql.exec(
      "INSERT INTO lead (id, submission_key, contact, draft, transcripts, created_at) VALUES (?, ?, ?, ?, ?, ?)",
      leadId,
      key,
      JSON.stringify(contact),
      JSON.stringify(draft),
      JSON.stringify(transcripts),
      now,
    );
    this.sql.exec("DELETE FROM draft");
    if (this.env.LEAD_WEBHOOK_URL) {
      const payload = JSON.stringify({
        kind: "contact",
        leadId,
        submittedAt: new Date(now).toISOString(),
        contact,
        values: draft,
        transcripts,
      });
      this.sql.exec(
        "INSERT INTO outbox (lead_id, target, idempotency_key, payload, next_attempt_at, created_at) VALUES (?, 'webhook', ?, ?, ?, ?)",
        leadId,
        leadId,
        payload,
        now,
        now,
      );
      this.ctx.storage.setAlarm(now);
    }
    return { leadId, created: true };
  }

  /** Contact-form leads stored for this visitor (for tests and the sales export). */
  leads(): { id: string; contact: ContactSubmission; createdAt: number }[] {
    return this.sql
      .exec<{ id: string; contact: string; created_at: number }>(
        "SELECT id, contact, created_at FROM lead WHERE kind = 'contact' ORDER BY created_at",
      )
      .toArray()
      .map((r) => ({ id: r.id, contact: JSON.parse(r.contact), createdAt: r.created_at }));
  }

  outbox(): OutboxRow[] {
    return this.sql.exec<OutboxRow>("SELECT * FROM outbox ORDER BY id").toArray();
  }

  /** Delivers what is due; failures are retried with backoff until 72 hours have passed. */
  async alarm(): Promise<void> {
    const now = Date.now();
    const url = this.env.LEAD_WEBHOOK_URL;
    const base = Number(this.env.LEAD_RETRY_BASE_MS ?? 30_000);
    const due = this.sql
      .exec<OutboxRow>(
        "SELECT * FROM outbox WHERE status = 'pending' AND next_attempt_at <= ? ORDER BY id",
        now,
      )
      .toArray();
    for (const row of due) {
      const result = url
        ? await deliver(url, this.env.LEAD_WEBHOOK_SECRET, row.idempotency_key, row.payload, now)
        : { ok: false, error: "LEAD_WEBHOOK_URL is not configured" };
      const attempts = row.attempts + 1;
      if (result.ok) {
        this.sql.exec(
          "UPDATE outbox SET status = 'delivered', attempts = ?, delivered_at = ?, last_error = NULL WHERE id = ?",
          attempts,
          Date.now(),
          row.id,
        );
      } else {
        const next = now + retryDelay(attempts, base);
        const expired = next - row.created_at > GIVE_UP_AFTER_MS;
        this.sql.exec(
          "UPDATE outbox SET status = ?, attempts = ?, last_error = ?, next_attempt_at = ? WHERE id = ?",
          expired ? "failed" : "pending",
          attempts,
          result.error ?? "unknown error",
          next,
          row.id,
        );
      }
    }
    const pending = this.sql
      .exec<{ next: number | null }>(
        "SELECT MIN(next_attempt_at) AS next FROM outbox WHERE status = 'pending'",
      )
      .one();
    if (pending.next !== null) await this.ctx.storage.setAlarm(pending.next);
  }
}
