import { DurableObject } from "cloudflare:workers";
import { alertConfig, configuredChannels } from "../alerts/channels";
import type { LeadDetail, LeadFilters, LeadListResponse, LeadSummary } from "../contracts/inbox";
import type { InboxActor } from "../contracts/inbox-people";
import { csvStream } from "../ledger/csv";
import {
  CHAT_LEAD_QUIET_MS,
  type DeliveryConfig,
  type DeliveryHealth,
  deliveryHealth,
  queueAlerts,
  queueDelivery,
  retryLatest,
} from "../ledger/deliveries";
import { runDueDeliveries } from "../ledger/delivery-runner";
import { aliasVisitors, findDuplicate } from "../ledger/duplicates";
import { forgetVisitor, queueErasures, runErasures } from "../ledger/erasures";
import { alertReasons } from "../ledger/lead-alerts";
import { fitLead, type LeadRecord } from "../ledger/lead-record";
import {
  deleteLeads,
  leadSummary,
  readLead,
  setHandled,
  storedUpdatedAt,
  storeLead,
  visitorRefOf,
} from "../ledger/lead-store";
import {
  acceptInboxSocket,
  answerInbox,
  broadcastLeadChange,
  closeInbox,
  type LeadChange,
} from "../ledger/live";
import { confirmEmail, queueProspectEmail } from "../ledger/prospect-emails";
import { allLeads, leadDetail, listLeads } from "../ledger/queries";
import {
  closeSession,
  notePerson,
  openSession,
  people,
  sessionName,
} from "../ledger/sales-sessions";
import { ledgerMigrations } from "../ledger/schema";
import { wakeAtEarliest, wakeBy } from "../lib/alarms";
import type { Bindings } from "../lib/app-env";
import { migrate } from "../lib/sql-migrate";

/** The one ledger instance's name. */
export const LEDGER_NAME = "ledger";

/**
 * The lead ledger: every lead of the site, contact and chat, in one SQLite database (one named
 * instance). Visitors' objects hand leads over (`upsert`, retried until acknowledged); the ledger
 * owns webhook delivery and answers the sales inbox. See docs/decisions/012. Storage concerns
 * live in `worker/ledger/`; this class composes them.
 */
export class Leads extends DurableObject<Bindings> {
  private sql: SqlStorage;

  constructor(ctx: DurableObjectState, env: Bindings) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    ctx.blockConcurrencyWhile(async () => migrate(ctx.storage.sql, ledgerMigrations));
  }

  private get delivery(): DeliveryConfig {
    return {
      url: this.env.LEAD_WEBHOOK_URL || undefined,
      secret: this.env.LEAD_WEBHOOK_SECRET || undefined,
      retryBaseMs: Number(this.env.LEAD_RETRY_BASE_MS ?? 30_000),
      chatQuietMs: Number(this.env.CHAT_LEAD_QUIET_MS ?? CHAT_LEAD_QUIET_MS),
      alerts: alertConfig(this.env),
    };
  }

  /**
   * Stores a new lead or a newer state of one; older states arriving late are ignored, and a
   * contact lead whose details another visitor's object sent within a day is that lead.
   */
  async upsert(incoming: LeadRecord): Promise<{ stored: boolean; duplicateOf?: string }> {
    const lead = fitLead(incoming);
    const stored = storedUpdatedAt(this.sql, lead.id);
    if (stored !== null && stored > lead.updatedAt) return { stored: false };
    const duplicateOf = stored === null ? findDuplicate(this.sql, lead) : null;
    if (duplicateOf) return { stored: false, duplicateOf };
    storeLead(this.sql, lead);
    const now = Date.now();
    const config = this.delivery;
    const reasons = alertReasons(this.sql, lead, stored === null, now);
    const dues = [
      queueDelivery(this.sql, lead, stored === null, now, config),
      queueAlerts(this.sql, lead.id, reasons, configuredChannels(config.alerts), now),
      stored === null && config.alerts.prospect
        ? queueProspectEmail(this.sql, lead, now).due
        : null,
    ].filter((t): t is number => t !== null);
    if (dues.length) await wakeBy(this.ctx.storage, Math.min(...dues));
    this.changed(lead.id, stored === null ? "created" : "updated");
    return { stored: true };
  }

  list(filters: LeadFilters): LeadListResponse {
    return listLeads(this.sql, filters);
  }

  get(id: string): LeadDetail | null {
    return leadDetail(this.sql, id);
  }

  /** The filtered list as CSV, streamed row by row. */
  csv(filters: LeadFilters): ReadableStream<Uint8Array> {
    return csvStream(allLeads(this.sql, filters));
  }

  setHandled(id: string, handled: boolean): LeadSummary | null {
    setHandled(this.sql, id, handled, Date.now());
    this.changed(id, "updated");
    return leadSummary(this.sql, id);
  }

  /** Sales' "Retry delivery". */
  async retry(
    id: string,
  ): Promise<{ lead: LeadSummary } | { error: "not_found" | "no_webhook" | "nothing_to_retry" }> {
    if (!leadSummary(this.sql, id)) return { error: "not_found" };
    if (!this.delivery.url && !configuredChannels(this.delivery.alerts).length)
      return { error: "no_webhook" };
    const now = Date.now();
    if (!retryLatest(this.sql, id, now)) return { error: "nothing_to_retry" };
    await wakeBy(this.ctx.storage, now);
    return { lead: leadSummary(this.sql, id)! };
  }

  /** Sales delete a lead: gone from the ledger now, and from visitors' objects (retried). */
  async remove(id: string): Promise<boolean> {
    const visitorRef = visitorRefOf(this.sql, id);
    if (!visitorRef) return false;
    const copies = [{ visitorRef, leadId: id }, ...aliasVisitors(this.sql, id)];
    deleteLeads(this.sql, { id });
    queueErasures(this.sql, copies, Date.now());
    this.changed(id, "deleted");
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
    const found = confirmEmail(this.sql, id, Date.now());
    if (found) this.changed(id, "updated");
    return found;
  }

  /** Every change sales should see at once goes through here (`ledger/live.ts`). */
  private changed(leadId: string, change: LeadChange["change"]): void {
    broadcastLeadChange(this.ctx, { leadId, change });
  }

  /** An inbox sign-in (see ledger/sales-sessions.ts). */
  openSalesSession(tokenHash: string, name: string, ttlMs: number) {
    return openSession(this.sql, tokenHash, name, ttlMs, Date.now());
  }

  /** The name of a live session's person, or null. */
  salesSessionName(id: string, tokenHash: string): string | null {
    return sessionName(this.sql, id, tokenHash, Date.now());
  }

  /** A person opened the inbox: remembered as someone work can be given to; everyone seen. */
  seen(actor: InboxActor): InboxActor[] {
    notePerson(this.sql, actor, Date.now());
    return people(this.sql);
  }

  closeSalesSession(id: string): boolean {
    return closeSession(this.sql, id);
  }

  health(): DeliveryHealth {
    return deliveryHealth(this.sql, Date.now());
  }

  async alarm(): Promise<void> {
    const now = Date.now();
    const read = (id: string) => readLead(this.sql, id);
    const nextDelivery = await runDueDeliveries(this.sql, now, this.delivery, read);
    const nextErasure = await runErasures(this.sql, now, ({ visitorRef, leadId }) =>
      this.env.VISITOR.get(this.env.VISITOR.idFromString(visitorRef)).forgetLead(leadId),
    );
    await wakeAtEarliest(this.ctx.storage, [nextDelivery, nextErasure]);
  }

  /** An open inbox's WebSocket (`GET /api/inbox/live`, signed in): see ledger/live.ts. */
  async fetch(request: Request): Promise<Response> {
    return acceptInboxSocket(this.ctx, request);
  }

  async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    answerInbox(ws, message);
  }

  async webSocketClose(ws: WebSocket, code: number): Promise<void> {
    closeInbox(ws, code);
  }

  async webSocketError(ws: WebSocket): Promise<void> {
    closeInbox(ws, 1011);
  }
}
