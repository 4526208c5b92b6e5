import { DurableObject } from "cloudflare:workers";
import type { BookingEvent } from "../contracts/booking";
import type {
  ActivityKind,
  ActivityOutcome,
  LeadDetail,
  LeadListResponse,
  LeadNote,
  LeadStatus,
  LeadSummary,
  NextStepKind,
  ProspectCard,
  ProspectListResponse,
} from "../contracts/inbox";
import type { LeadChangeKind } from "../contracts/inbox-live";
import type { InboxActor } from "../contracts/inbox-people";
import type { InboxFilters } from "../contracts/inbox-schemas";
import type { LeadRecord } from "../contracts/lead-record";
import { backfillProspects, backfillQualification, backfillSearch } from "../ledger/backfill";
import { type BookingOutcome, noteBooking } from "../ledger/bookings";
import { leadCsvStream } from "../ledger/csv";
import {
  type DeliveryConfig,
  type DeliveryHealth,
  deliveryConfig,
  deliveryHealth,
  queueAlerts,
  queueDelivery,
  retryLatest,
} from "../ledger/deliveries";
import { runDueDeliveries } from "../ledger/delivery-runner";
import { deadErasures, forgetVisitor, queueErasures, runErasures } from "../ledger/erasures";
import * as actions from "../ledger/inbox-actions";
import { alertReasons } from "../ledger/lead-alerts";
import { findDuplicate } from "../ledger/lead-aliases";
import { fitLead } from "../ledger/lead-record";
import {
  deleteLeads,
  leadSummary,
  readLead,
  storedUpdatedAt,
  storeLead,
} from "../ledger/lead-store";
import * as live from "../ledger/live";
import { prospectCard } from "../ledger/prospect-card";
import { prospectCsvStream } from "../ledger/prospect-csv";
import { queueProspectEmail } from "../ledger/prospect-emails";
import { listProspects } from "../ledger/prospect-list";
import { confirmAddress, placeLead, prospectIdOf } from "../ledger/prospects";
import { allLeads, leadDetail, listLeads } from "../ledger/queries";
import { nextReminder, queueDueReminders, withProspectAsks } from "../ledger/reminders";
import * as sessions from "../ledger/sales-sessions";
import { ledgerMigrations } from "../ledger/schema";
import { isBlocked } from "../ledger/spam";
import { speedToLead } from "../ledger/speed";
import { ownerOf } from "../ledger/work";
import { wakeAtEarliest, wakeBy } from "../lib/alarms";
import type { Bindings } from "../lib/app-env";
import { migrate } from "../lib/sql-migrate";
import { configuredChannels } from "../outbound/config";
import { visitorStubByRef } from "./stubs";

/**
 * The lead ledger: every lead of the site, contact and chat, in one SQLite database (one named
 * instance). Visitors' objects hand leads over (`upsert`, retried until acknowledged); the ledger
 * groups them into prospects, owns webhook delivery and answers the sales inbox, whose people's
 * work it keeps. See docs/decisions/012 and 025. Storage concerns live in `worker/ledger/`; this
 * class composes them.
 */
export class Ledger extends DurableObject<Bindings> {
  private sql: SqlStorage;

  constructor(ctx: DurableObjectState, env: Bindings) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    ctx.blockConcurrencyWhile(async () => {
      migrate(ctx.storage.sql, ledgerMigrations);
      backfillProspects(ctx.storage.sql, Date.now());
      backfillSearch(ctx.storage.sql);
      backfillQualification(ctx.storage.sql);
    });
  }

  private get delivery(): DeliveryConfig {
    return deliveryConfig(this.env);
  }

  /**
   * Stores a new lead or a newer state of one and places it in its prospect; older states
   * arriving late are ignored, a contact lead whose details another visitor's object sent within
   * a day is that lead, and a sender deleted as spam makes none (acknowledged all the same).
   */
  async upsert(
    incoming: LeadRecord,
  ): Promise<{ stored: boolean; duplicateOf?: string; blocked?: true }> {
    const lead = fitLead(incoming);
    if (isBlocked(this.sql, lead, Date.now())) return { stored: false, blocked: true };
    const stored = storedUpdatedAt(this.sql, lead.id);
    if (stored !== null && stored > lead.updatedAt) return { stored: false };
    const duplicateOf = stored === null ? findDuplicate(this.sql, lead) : null;
    if (duplicateOf) return { stored: false, duplicateOf };
    storeLead(this.sql, lead);
    const now = Date.now();
    const config = this.delivery;
    const placed = placeLead(this.sql, lead.id, now);
    const reasons = alertReasons(this.sql, lead, { ...placed, created: stored === null }, now);
    const dues = [
      queueDelivery(this.sql, lead, stored === null, now, config),
      queueAlerts(this.sql, lead.id, reasons, configuredChannels(config.outbound), now),
      stored === null && config.outbound.mailer
        ? (await queueProspectEmail(this.sql, lead, now)).due
        : null,
    ].filter((t): t is number => t !== null);
    if (dues.length) await wakeBy(this.ctx.storage, Math.min(...dues));
    this.changed(lead.id, stored === null ? "created" : "updated");
    return { stored: true };
  }

  list(filters: InboxFilters): LeadListResponse {
    return listLeads(this.sql, filters);
  }
  /** The inbox list: one row per prospect; speed to lead with the first page. */
  prospects(filters: InboxFilters): ProspectListResponse {
    const page = listProspects(this.sql, filters);
    return { ...page, speed: filters.cursor ? null : speedToLead(this.sql, Date.now()) };
  }

  get(id: string): LeadDetail | null {
    return leadDetail(this.sql, id);
  }
  card(leadId: string): ProspectCard | null {
    return prospectCard(this.sql, leadId);
  }

  /** The filtered list as CSV, streamed row by row. */
  csv(filters: InboxFilters): ReadableStream<Uint8Array> {
    return leadCsvStream(allLeads(this.sql, filters));
  }

  /** The filtered prospects as CSV, one row each (ledger/prospect-csv.ts). */
  prospectsCsv(filters: InboxFilters): ReadableStream<Uint8Array> {
    return prospectCsvStream(this.sql, filters, Date.now());
  }

  /** Sales' work on the lead's prospect (ledger/inbox-actions.ts). */
  setStatus(id: string, by: InboxActor, status: LeadStatus, reason: string | null) {
    return this.acted(id, actions.changeStatus(this.sql, id, by, status, reason, Date.now()));
  }
  /** Given to someone else, they are alerted (email where an address; named in Slack, Teams). */
  async assign(id: string, by: InboxActor, assignee: string | null) {
    const prospect = prospectIdOf(this.sql, id);
    const before = prospect ? ownerOf(this.sql, prospect) : null;
    const now = Date.now();
    const result = actions.changeAssignee(this.sql, id, by, assignee, now);
    if (
      result &&
      typeof result !== "string" &&
      assignee &&
      assignee !== by.name &&
      assignee !== before
    ) {
      const outbound = this.delivery.outbound;
      const channels = configuredChannels(outbound).filter(
        (c) => c !== "email" || assignee.includes("@"),
      );
      if (channels.length === 0 && outbound.mailer && assignee.includes("@"))
        channels.push("email");
      const due = queueAlerts(this.sql, result.leadId, ["assigned"], channels, now);
      if (due !== null) await wakeBy(this.ctx.storage, due);
    }
    return this.acted(id, result);
  }
  addNote(id: string, by: InboxActor, text: string): LeadNote | null {
    return this.acted(id, actions.writeNote(this.sql, id, by, text, Date.now()));
  }
  editNote(id: string, noteId: number, by: InboxActor, text: string) {
    return this.acted(id, actions.reviseNote(this.sql, id, noteId, by, text, Date.now()));
  }
  /** `dueAt` in ms; null clears the next step. Its owner is reminded when it falls due. */
  async nextStep(id: string, by: InboxActor, step: { kind: NextStepKind; dueAt: number } | null) {
    const result = actions.planNextStep(this.sql, id, by, step, Date.now());
    const due = nextReminder(this.sql);
    if (due !== null) await wakeBy(this.ctx.storage, due);
    return this.acted(id, result);
  }
  logActivity(
    id: string,
    by: InboxActor,
    activity: { kind: ActivityKind; outcome: ActivityOutcome; note: string | null },
  ) {
    return this.acted(id, actions.recordActivity(this.sql, id, by, activity, Date.now()));
  }

  /** Sales' "Retry delivery". */
  async retry(
    id: string,
    by: InboxActor,
  ): Promise<{ lead: LeadSummary } | { error: "not_found" | "no_webhook" | "nothing_to_retry" }> {
    if (!leadSummary(this.sql, id)) return { error: "not_found" };
    if (!this.delivery.outbound.webhook && !configuredChannels(this.delivery.outbound).length)
      return { error: "no_webhook" };
    const now = Date.now();
    if (!retryLatest(this.sql, id, now)) return { error: "nothing_to_retry" };
    actions.noteRetry(this.sql, id, by, now);
    await wakeBy(this.ctx.storage, now);
    this.changed(id, "updated");
    return { lead: leadSummary(this.sql, id)! };
  }

  /**
   * Sales delete a lead (as spam: every lead of its visitor, who makes no new ones): gone from
   * the ledger now, and from visitors' objects (retried).
   */
  async remove(id: string, by: InboxActor, spam = false): Promise<boolean> {
    const result = actions.deleteLead(this.sql, id, by, Date.now(), spam);
    if (!result) return false;
    queueErasures(this.sql, result.copies, Date.now());
    for (const d of result.deleted) this.changed(d.leadId, "deleted", d.prospectId);
    await wakeBy(this.ctx.storage, Date.now());
    return true;
  }

  /** A visitor erased their data (`DELETE /api/visitor`): every lead of theirs goes. */
  eraseVisitor(visitorRef: string): { erased: number } {
    const erased = deleteLeads(this.sql, { visitorRef });
    forgetVisitor(this.sql, visitorRef);
    return { erased };
  }

  /** The prospect clicked the link in their confirmation email. */
  confirmEmail(id: string): boolean {
    const found = confirmAddress(this.sql, id, Date.now());
    if (found) this.changed(id, "updated");
    return found;
  }

  /**
   * A booking event from Cal.com (ledger/bookings.ts): the prospect's meeting changes, the inboxes
   * hear of it and sales (with the owner) are alerted; a replay or an unknown address does nothing.
   */
  async booking(event: BookingEvent): Promise<BookingOutcome> {
    const now = Date.now();
    const result = noteBooking(this.sql, event, now);
    if (!("leadId" in result)) return result;
    const channels = configuredChannels(this.delivery.outbound);
    const due = queueAlerts(this.sql, result.leadId, [`meeting_${result.outcome}`], channels, now);
    if (due !== null) await wakeBy(this.ctx.storage, due);
    this.changed(result.leadId, "updated", result.prospectId);
    return result;
  }

  /** A sales action's result: the inboxes hear of it when it changed something. */
  private acted<T>(leadId: string, result: T): T {
    if (result !== null && typeof result !== "string") this.changed(leadId, "updated");
    return result;
  }

  /** Every change sales should see at once goes through here (`ledger/live.ts`). */
  private changed(leadId: string, change: LeadChangeKind, prospectId?: string): void {
    const prospect = prospectId ?? prospectIdOf(this.sql, leadId) ?? undefined;
    live.broadcastLeadChange(this.ctx, { leadId, change, prospectId: prospect });
  }

  /** Inbox sign-ins and people (see ledger/sales-sessions.ts). */
  openSalesSession(tokenHash: string, name: string, ttlMs: number) {
    return sessions.openSession(this.sql, tokenHash, name, ttlMs, Date.now());
  }
  salesSession(id: string, tokenHash: string): { name: string; expiresAt: number } | null {
    return sessions.liveSession(this.sql, id, tokenHash, Date.now());
  }
  /** Signing out ends the session and closes its live sockets. */
  closeSalesSession(id: string): boolean {
    live.closeSessionSockets(this.ctx, id);
    return sessions.closeSession(this.sql, id);
  }
  /** A person opened the inbox: remembered as someone work can be given to; everyone seen. */
  seen(actor: InboxActor): InboxActor[] {
    sessions.notePerson(this.sql, actor, Date.now());
    return sessions.people(this.sql);
  }

  /** What `/api/health` says of the ledger's retry queues (deliveries, erasures). */
  health(): DeliveryHealth & { deadErasures: number } {
    return { ...deliveryHealth(this.sql, Date.now()), deadErasures: deadErasures(this.sql) };
  }

  async alarm(): Promise<void> {
    const now = Date.now();
    const read = (id: string) => withProspectAsks(this.sql, readLead(this.sql, id));
    queueDueReminders(this.sql, now, this.delivery.outbound);
    const nextDelivery = await runDueDeliveries(this.sql, now, this.delivery, read);
    const nextErasure = await runErasures(this.sql, now, ({ visitorRef, leadId }) =>
      visitorStubByRef(this.env, visitorRef).forgetLead(leadId),
    );
    await wakeAtEarliest(this.ctx.storage, [nextDelivery, nextErasure, nextReminder(this.sql)]);
  }

  /** An open inbox's WebSocket (`GET /api/inbox/live`, signed in): see ledger/live.ts. */
  async fetch(request: Request): Promise<Response> {
    return live.acceptInboxSocket(this.ctx, request);
  }

  async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    live.answerInbox(ws, message);
  }
  async webSocketClose(ws: WebSocket, code: number): Promise<void> {
    live.closeInbox(ws, code);
  }
  async webSocketError(ws: WebSocket): Promise<void> {
    live.closeInbox(ws, 1011);
  }
}
