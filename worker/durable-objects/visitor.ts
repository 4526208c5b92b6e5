import { DurableObject } from "cloudflare:workers";
import type { Touch } from "../contracts/attribution";
import { CLARITY_RESUME_MS, type LatestConversation } from "../contracts/clarity";
import type { ContactDraft, ContactSubmission, DraftLoadResponse } from "../contracts/contact";
import type { FunnelStep } from "../contracts/funnel";
import type { RoadmapFacts, RoadmapUpdate } from "../contracts/roadmap";
import type { ErasedData } from "../contracts/visitor";
import { wakeAtEarliest, wakeBy } from "../lib/alarms";
import type { Bindings } from "../lib/app-env";
import { migrate } from "../lib/sql-migrate";
import { chatLeadWithinBudget, chatProgress } from "../visitor/chat-lead-budget";
import {
  allConversations,
  beginReply,
  latestConversation,
  newReplyId,
  type ReplyBegun,
  saveReply,
  updateRoadmap,
} from "../visitor/conversations";
import { type DraftCopy, type DraftOrigin, readDraft, storeDraft } from "../visitor/draft";
import {
  ALL_LEADS,
  type HandoffOp,
  pendingHandoffs,
  queueHandoff,
  runHandoffs,
} from "../visitor/handoff";
import {
  conversationLeadIds,
  forgetLead,
  lastSubmitted,
  leadRecord,
  noteWriter,
  submitContact,
} from "../visitor/leads";
import { modelMessageLeft, modelMessagesPerDay, spendModelMessage } from "../visitor/model-budget";
import { planReply, type ReplyPlan, type VisitorMessage } from "../visitor/reply-plan";
import {
  endResumeLinks,
  issueResumeLink,
  type ResumeIssue,
  resumeLinkCopy,
  revokeResumeLink,
} from "../visitor/resume-links";
import { eraseAll, expire, isEmpty, VISITOR_DATA_RETENTION_MS } from "../visitor/retention";
import { visitorMigrations } from "../visitor/schema";
import { keepLeadTouch } from "../visitor/touch";
import { ledgerStub } from "./stubs";

export { DUPLICATE_WINDOW_MS } from "../visitor/leads";

/**
 * One object per visitor (docs/decisions/012): the contact-form draft, Clarity conversations as
 * the Worker recorded them, the visitor's leads, and their hand-off to the lead ledger. Storage
 * concerns live in `worker/visitor/`; this class composes them. Every write is acknowledged only
 * after SQLite has it (the output gate holds the reply until it is durable).
 */
export class Visitor extends DurableObject<Bindings> {
  private sql: SqlStorage;
  private migrated = false;

  constructor(ctx: DurableObjectState, env: Bindings) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    ctx.blockConcurrencyWhile(async () => this.schema());
  }

  /** After an erasure deleted the storage, the next call starts from an empty schema. */
  private schema(): SqlStorage {
    if (!this.migrated) {
      migrate(this.sql, visitorMigrations);
      this.migrated = true;
    }
    return this.sql;
  }

  private get ref(): string {
    return this.ctx.id.toString();
  }

  /** The contact form in progress (empty lists when there is none). */
  draft(): ContactDraft {
    return readDraft(this.schema());
  }

  /** What the contact page restores: the form in progress and the latest recent lead. */
  restore(now = Date.now()): Omit<DraftLoadResponse, "promises" | "canEmailLink"> {
    return { draft: this.draft(), submitted: lastSubmitted(this.schema(), now) };
  }

  /**
   * Saves the form as the browser has it, or an answer added (`field`, `value`), or, `from` a link,
   * its copy (draft.ts). Each form carries every field's values: an update that never arrived is
   * healed by the next. Keeps the call's touch; says which funnel steps it reached first (026).
   */
  async saveDraft(
    draft: ContactDraft | { field: keyof ContactDraft; value: string },
    touch?: Touch | null,
    from?: DraftOrigin,
  ): Promise<{ draft: ContactDraft; reached: FunnelStep[] }> {
    const now = Date.now();
    const stored = storeDraft(this.schema(), draft, touch, now, from);
    await wakeBy(this.ctx.storage, now + VISITOR_DATA_RETENTION_MS);
    return stored;
  }

  /**
   * A link to finish the form on another device (docs/decisions/023): its nonce, kept until it
   * expires, the form is sent or the visitor erases their data. Refused without an answer.
   */
  issueResumeLink(now = Date.now()): ResumeIssue {
    return issueResumeLink(this.schema(), now);
  }

  /** A link that was not sent after all. */
  revokeResumeLink(nonce: string): void {
    revokeResumeLink(this.schema(), nonce);
  }

  /** What an emailed link copies while alive; `spend`: it is opened (once, docs/decisions/023). */
  resumeLinkCopy(nonce: string, spend: boolean, now = Date.now()): DraftCopy | null {
    return resumeLinkCopy(this.schema(), nonce, spend, now);
  }

  /** Stores the lead (once per key within 24 h), closes the draft and hands it to the ledger. */
  async submit(
    key: string,
    contact: ContactSubmission,
    addressRef?: string,
    touch?: Touch | null,
  ): Promise<{ leadId: string; created: boolean }> {
    const now = Date.now();
    const sql = this.schema();
    noteWriter(sql, addressRef, touch, now);
    const result = submitContact(sql, key, contact, this.draft(), now);
    if (result.created) {
      keepLeadTouch(sql, result.leadId);
      sql.exec("DELETE FROM draft");
      endResumeLinks(sql);
      queueHandoff(sql, result.leadId, "upsert", now);
      await wakeBy(this.ctx.storage, now);
    }
    return result;
  }

  /**
   * What a reply to `message` starts from (reads only, so the route runs it beside its limit
   * check); `withinBudget`: one of the day's model messages is left (docs/decisions/020).
   */
  planReply(chatId: string, message: VisitorMessage): ReplyPlan & { withinBudget: boolean } {
    const [sql, now] = [this.schema(), Date.now()];
    const withinBudget = modelMessageLeft(sql, modelMessagesPerDay(this.env), now);
    return { ...planReply(sql, chatId, message, now), withinBudget };
  }

  /**
   * Records the visitor's chat message, reserves the reply and spends a model message; keeps the
   * call's touch; `reached`: the funnel steps the conversation reached (docs/decisions/026).
   */
  async beginReply(
    chatId: string,
    message: VisitorMessage,
    replyId = newReplyId(),
    addressRef?: string,
    touch?: Touch | null,
  ): Promise<ReplyBegun & { reached: FunnelStep[] }> {
    const now = Date.now();
    const sql = this.schema();
    const start = beginReply(sql, chatId, message, replyId, now);
    if (!start.ok) return { ...start, reached: [] };
    noteWriter(sql, addressRef, touch, now);
    this.spendModelMessage(now);
    await wakeBy(this.ctx.storage, now + VISITOR_DATA_RETENTION_MS);
    return { ...start, reached: chatProgress(sql, chatId) };
  }

  /** One model message of today's budget; false once it is spent. */
  spendModelMessage(now = Date.now()): boolean {
    return spendModelMessage(this.schema(), modelMessagesPerDay(this.env), now);
  }

  /**
   * Stores the reply the Worker streamed. A conversation holding the visitor's email address is
   * a chat lead, within the address's lead budget (chat-lead-budget.ts); every lead of the visitor
   * then goes to the ledger in its new state. Returns the funnel steps reached (026).
   */
  async saveReply(chatId: string, replyId: string, text: string): Promise<FunnelStep[]> {
    const now = Date.now();
    const sql = this.schema();
    saveReply(sql, chatId, replyId, text, now);
    const reached = await chatLeadWithinBudget(sql, this.env, chatId, now);
    const leads = conversationLeadIds(sql);
    for (const id of leads) queueHandoff(sql, id, "upsert", now);
    if (leads.length) await wakeBy(this.ctx.storage, now);
    return reached;
  }

  /** A hosted model's roadmap update, merged into the conversation's memory. */
  updateRoadmap(chatId: string, update: RoadmapUpdate): RoadmapFacts {
    return updateRoadmap(this.schema(), chatId, update, Date.now());
  }

  /** The conversation to offer as "Continue your conversation" (last 24 h), if any. */
  latestConversation(now = Date.now()): LatestConversation["conversation"] {
    return latestConversation(this.schema(), now - CLARITY_RESUME_MS);
  }

  /** The visitor's conversations as stored (for tests and support). */
  conversations() {
    return allConversations(this.schema()).map(({ memory: _m, ...c }) => c);
  }

  /** Erases everything stored for the visitor, here and (through a hand-off) in the ledger. */
  async erase(): Promise<ErasedData> {
    const sql = this.schema();
    const erased = eraseAll(sql);
    queueHandoff(sql, ALL_LEADS, "erase", Date.now());
    await this.alarm();
    return erased;
  }

  /** Sales deleted one of the visitor's leads in the inbox. */
  forgetLead(leadId: string): void {
    forgetLead(this.schema(), leadId);
  }

  /** The hand-offs still waiting (for tests and the health of a visitor's object). */
  pendingHandoffs() {
    return pendingHandoffs(this.schema());
  }

  private handOff = async ({ leadId, op }: { leadId: string; op: HandoffOp }) => {
    const ledger = ledgerStub(this.env);
    if (op === "erase") {
      await ledger.eraseVisitor(this.ref);
      return;
    }
    const lead = leadRecord(this.sql, leadId, this.ref);
    if (lead) await ledger.upsert(lead);
  };

  /** Hand-offs, then retention: what expired goes; an object with nothing left deletes itself. */
  async alarm(): Promise<void> {
    const sql = this.schema();
    const now = Date.now();
    const nextHandoff = await runHandoffs(sql, now, this.handOff);
    const nextExpiry = expire(sql, now);
    if (isEmpty(sql)) {
      await this.ctx.storage.deleteAlarm();
      await this.ctx.storage.deleteAll();
      this.migrated = false;
      return;
    }
    await wakeAtEarliest(this.ctx.storage, [nextHandoff, nextExpiry]);
  }
}
