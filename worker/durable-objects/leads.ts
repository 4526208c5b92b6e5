import { DurableObject } from "cloudflare:workers";
import type { LeadDetail, LeadFilters, LeadListResponse, LeadSummary } from "../contracts/inbox";
import { CSV_BOM, csvRow, leadCsvHeader, leadCsvRow } from "../ledger/csv";
import {
  CHAT_LEAD_QUIET_MS,
  type DeliveryConfig,
  type DeliveryHealth,
  deliveryHealth,
  queueDelivery,
  retryLatest,
  runDueDeliveries,
} from "../ledger/deliveries";
import { aliasVisitors, findDuplicate } from "../ledger/duplicates";
import { fitLead, type LeadRecord, searchText } from "../ledger/lead-record";
import { allLeads, type LeadRow, leadDetail, listLeads, summary } from "../ledger/queries";
import { closeSession, openSession, sessionValid } from "../ledger/sales-sessions";
import { ledgerMigrations } from "../ledger/schema";
import type { Bindings } from "../lib/app-env";
import { contactFingerprint } from "../lib/duplicates";
import { migrate } from "../lib/sql-migrate";

/** The one ledger instance's name. */
export const LEDGER_NAME = "ledger";

/**
 * The lead ledger: every lead of the site, contact and chat, in one SQLite database (one named
 * instance). Visitors' objects hand leads over (`upsert`, retried until acknowledged); the ledger
 * owns webhook delivery and answers the sales inbox. See docs/decisions/012.
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
    };
  }

  /** Stores a new lead or a newer state of one; older states arriving late are ignored. */
  async upsert(incoming: LeadRecord): Promise<{ stored: boolean; duplicateOf?: string }> {
    const lead = fitLead(incoming);
    const existing = this.sql
      .exec<{ updated_at: number }>("SELECT updated_at FROM lead WHERE id = ?", lead.id)
      .toArray()[0];
    if (existing && existing.updated_at > lead.updatedAt) return { stored: false };
    const duplicateOf = existing ? null : findDuplicate(this.sql, lead);
    if (duplicateOf) return { stored: false, duplicateOf };
    const body = JSON.stringify({
      values: lead.values,
      roadmap: lead.roadmap,
      conversations: lead.conversations,
    });
    this.sql.exec(
      `INSERT INTO lead (id, kind, visitor_ref, created_at, updated_at, contact, project_type, search, body, dedupe)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT(id) DO UPDATE SET updated_at = excluded.updated_at, contact = excluded.contact,
         project_type = excluded.project_type, search = excluded.search, body = excluded.body`,
      lead.id,
      lead.kind,
      lead.visitorRef,
      lead.createdAt,
      lead.updatedAt,
      JSON.stringify(lead.contact),
      lead.projectType,
      searchText(lead),
      body,
      lead.kind === "contact" ? contactFingerprint(lead.contact) : null,
    );
    const due = queueDelivery(this.sql, lead, !existing, Date.now(), this.delivery);
    if (due !== null) await this.wakeAt(due);
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
    const rows = allLeads(this.sql, filters);
    const encoder = new TextEncoder();
    let header = true;
    return new ReadableStream({
      pull(controller) {
        if (header) {
          header = false;
          controller.enqueue(encoder.encode(CSV_BOM + csvRow(leadCsvHeader)));
          return;
        }
        let chunk = "";
        for (let i = 0; i < 500; i++) {
          const next = rows.next();
          if (next.done) {
            if (chunk) controller.enqueue(encoder.encode(chunk));
            controller.close();
            return;
          }
          chunk += leadCsvRow(next.value);
        }
        controller.enqueue(encoder.encode(chunk));
      },
    });
  }

  private row(id: string): LeadSummary | null {
    const row = this.sql
      .exec<LeadRow>(
        "SELECT id, kind, visitor_ref, created_at, updated_at, contact, project_type, handled_at, delivery_status, delivery_attempts, delivery_error FROM lead WHERE id = ?",
        id,
      )
      .toArray()[0];
    return row ? summary(row) : null;
  }

  setHandled(id: string, handled: boolean): LeadSummary | null {
    this.sql.exec("UPDATE lead SET handled_at = ? WHERE id = ?", handled ? Date.now() : null, id);
    return this.row(id);
  }

  /** Sales' "Retry delivery". */
  async retry(
    id: string,
  ): Promise<{ lead: LeadSummary } | { error: "not_found" | "no_webhook" | "nothing_to_retry" }> {
    if (!this.row(id)) return { error: "not_found" };
    if (!this.delivery.url) return { error: "no_webhook" };
    const now = Date.now();
    if (!retryLatest(this.sql, id, now)) return { error: "nothing_to_retry" };
    await this.wakeAt(now);
    return { lead: this.row(id)! };
  }

  /** Sales delete a lead: gone from the ledger now, and from the visitor's object (retried). */
  async remove(id: string): Promise<boolean> {
    const row = this.sql
      .exec<{ visitor_ref: string }>("SELECT visitor_ref FROM lead WHERE id = ?", id)
      .toArray()[0];
    if (!row) return false;
    const copies = [{ visitorRef: row.visitor_ref, leadId: id }, ...aliasVisitors(this.sql, id)];
    this.deleteLeads("id = ?", id);
    for (const copy of copies)
      this.sql.exec(
        "INSERT OR REPLACE INTO erasure (visitor_ref, lead_id, next_attempt_at) VALUES (?, ?, ?)",
        copy.visitorRef,
        copy.leadId,
        Date.now(),
      );
    await this.wakeAt(Date.now());
    return true;
  }

  /** A visitor erased their data (`DELETE /api/visitor`): every lead of theirs goes. */
  eraseVisitor(visitorRef: string): { erased: number } {
    const erased = this.deleteLeads("visitor_ref = ?", visitorRef);
    this.sql.exec("DELETE FROM erasure WHERE visitor_ref = ?", visitorRef);
    this.sql.exec("DELETE FROM lead_alias WHERE visitor_ref = ?", visitorRef);
    return { erased };
  }

  private deleteLeads(condition: string, value: string): number {
    const ids = this.sql
      .exec<{ id: string }>(`SELECT id FROM lead WHERE ${condition}`, value)
      .toArray()
      .map((r) => r.id);
    for (const id of ids) {
      this.sql.exec("DELETE FROM attempt WHERE lead_id = ?", id);
      this.sql.exec("DELETE FROM delivery WHERE lead_id = ?", id);
      this.sql.exec("DELETE FROM lead_alias WHERE lead_id = ?", id);
      this.sql.exec("DELETE FROM lead WHERE id = ?", id);
    }
    return ids.length;
  }

  /** An inbox sign-in (see ledger/sales-sessions.ts). */
  openSalesSession(tokenHash: string, ttlMs: number) {
    return openSession(this.sql, tokenHash, ttlMs, Date.now());
  }

  salesSessionValid(id: string, tokenHash: string): boolean {
    return sessionValid(this.sql, id, tokenHash, Date.now());
  }

  closeSalesSession(id: string): boolean {
    return closeSession(this.sql, id);
  }

  health(): DeliveryHealth {
    return deliveryHealth(this.sql, Date.now());
  }

  private async wakeAt(at: number): Promise<void> {
    const alarm = await this.ctx.storage.getAlarm();
    if (alarm === null || at < alarm) await this.ctx.storage.setAlarm(at);
  }

  private readLead = (id: string): LeadRecord | null => {
    const row = this.sql
      .exec<LeadRow & { body: string }>("SELECT * FROM lead WHERE id = ?", id)
      .toArray()[0];
    if (!row) return null;
    return {
      id: row.id,
      kind: row.kind,
      visitorRef: row.visitor_ref,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      contact: JSON.parse(row.contact),
      projectType: row.project_type,
      ...JSON.parse(row.body),
    };
  };

  /** Tells visitors' objects to forget leads sales deleted; retried with backoff. */
  private async runErasures(now: number): Promise<number | null> {
    const due = this.sql
      .exec<{ visitor_ref: string; lead_id: string; attempts: number }>(
        "SELECT * FROM erasure WHERE next_attempt_at <= ? LIMIT 50",
        now,
      )
      .toArray();
    for (const e of due) {
      try {
        const stub = this.env.VISITOR.get(this.env.VISITOR.idFromString(e.visitor_ref));
        await stub.forgetLead(e.lead_id);
        this.sql.exec(
          "DELETE FROM erasure WHERE visitor_ref = ? AND lead_id = ?",
          e.visitor_ref,
          e.lead_id,
        );
      } catch (error) {
        // A reference that is not an object id can never be reached: nothing there to erase.
        const unreachable = error instanceof TypeError;
        this.sql.exec(
          unreachable
            ? "DELETE FROM erasure WHERE visitor_ref = ? AND lead_id = ?"
            : "UPDATE erasure SET attempts = attempts + 1, next_attempt_at = ? WHERE visitor_ref = ? AND lead_id = ?",
          ...(unreachable ? [] : [now + Math.min(1000 * 2 ** (e.attempts + 1), 3_600_000)]),
          e.visitor_ref,
          e.lead_id,
        );
      }
    }
    return this.sql
      .exec<{ next: number | null }>("SELECT MIN(next_attempt_at) AS next FROM erasure")
      .one().next;
  }

  async alarm(): Promise<void> {
    const now = Date.now();
    const nextDelivery = await runDueDeliveries(this.sql, now, this.delivery, this.readLead);
    const nextErasure = await this.runErasures(now);
    const next = [nextDelivery, nextErasure].filter((t): t is number => t !== null);
    if (next.length) await this.ctx.storage.setAlarm(Math.max(Math.min(...next), Date.now()));
  }
}
