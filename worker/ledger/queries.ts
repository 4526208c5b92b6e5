import {
  type DeliveryAttempt,
  LEAD_ID_PATTERN,
  type LeadConversation,
  type LeadDetail,
  type LeadListResponse,
  type LeadStatus,
  type LeadSummary,
  type Qualification,
} from "../contracts/inbox";
import { encodeCursor, type InboxFilters } from "../contracts/inbox-schemas";
import type { LeadRecord } from "../contracts/lead-record";
import { phoneDigits } from "./lead-record";
import { dayBounds } from "./next-steps";

/** A lead row as the list reads it (no body), with its prospect's work. */
export type LeadRow = {
  id: string;
  kind: LeadSummary["kind"];
  visitor_ref: string;
  created_at: number;
  updated_at: number;
  contact: string;
  project_type: string | null;
  qualification: string | null;
  first_action_at: number | null;
  email_confirmed_at: number | null;
  unconfirmed_other_browser: number;
  delivery_status: "pending" | "delivered" | "failed" | null;
  delivery_attempts: number;
  delivery_error: string | null;
  prospect_id: string;
  status: LeadStatus | null;
  lost_reason: string | null;
  reopened_at: number | null;
  assignee: string | null;
  attribution: string | null;
};

/** A lead and its prospect (every stored lead has one; `LEFT` only while one is being placed). */
export const leadFrom = "lead l LEFT JOIN prospect p ON p.id = l.prospect_id";
export const listColumns =
  "l.id, l.kind, l.visitor_ref, l.created_at, l.updated_at, l.contact, l.project_type, l.qualification, l.first_action_at, l.delivery_status, l.delivery_attempts, l.delivery_error, l.email_confirmed_at, l.unconfirmed_other_browser, l.prospect_id, p.status, p.lost_reason, p.reopened_at, p.assignee, l.attribution";

const iso = (t: number | null) => (t === null ? null : new Date(t).toISOString());
const noQualification: Qualification = {
  project: null,
  companySize: null,
  budget: null,
  timeline: null,
};

export function summary(row: LeadRow): LeadSummary {
  const status = row.status ?? "new";
  return {
    id: row.id,
    kind: row.kind,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    contact: JSON.parse(row.contact),
    projectType: row.project_type,
    qualification: { ...noQualification, ...JSON.parse(row.qualification ?? "{}") },
    prospectId: row.prospect_id,
    status,
    lostReason: row.lost_reason,
    reopenedAt: iso(row.reopened_at),
    assignee: row.assignee,
    firstActionAt: iso(row.first_action_at),
    handled: status !== "new",
    emailConfirmed: row.email_confirmed_at !== null,
    unconfirmedOtherBrowser: row.unconfirmed_other_browser === 1,
    visitorRef: row.visitor_ref,
    delivery: row.delivery_status
      ? {
          status: row.delivery_status,
          attempts: row.delivery_attempts,
          lastError: row.delivery_error,
        }
      : null,
    attribution: row.attribution ? JSON.parse(row.attribution) : null,
  };
}

export type Where = { clause: string; args: (string | number)[] };

/**
 * The WHERE clause and its bindings for the inbox filters, over a lead (`l`) or a prospect (`p`)
 * table (no LIKE: its patterns are capped). `assignee` is "none" or a name ("me" resolved); `due`
 * reads the prospect's next step against `now`, the day in the rep's `tz`.
 */
export function filterWhere(filters: InboxFilters, of: "l" | "p", now = Date.now()): Where {
  const parts: string[] = [];
  const args: (string | number)[] = [];
  const where = (part: string, ...values: (string | number)[]) => {
    parts.push(part);
    args.push(...values);
  };
  if (filters.kind) where(of === "l" ? "l.kind = ?" : "instr(p.kinds, ?) > 0", filters.kind);
  if (filters.delivery === "none") where(`${of}.delivery_status IS NULL`);
  else if (filters.delivery) where(`${of}.delivery_status = ?`, filters.delivery);
  if (filters.status === "open") where("p.status IN ('new', 'contacted', 'qualified')");
  else if (filters.status === "closed") where("p.status IN ('won', 'lost')");
  else if (filters.status) where("p.status = ?", filters.status);
  if (filters.handled) where(`p.status ${filters.handled === "true" ? "!=" : "="} 'new'`);
  // Unassigned is most prospects: read in the sort's own index, not the owner's (the `+`).
  if (filters.assignee === "none") where("+p.assignee IS NULL");
  else if (filters.assignee) where("p.assignee = ?", filters.assignee);
  // A lead's id is found whole; phone characters alone also find the digits, however written.
  const q = filters.q?.toLowerCase();
  const digits = q && /^[\d\s().+-]+$/.test(q) ? phoneDigits(q) : "";
  if (q && LEAD_ID_PATTERN.test(q))
    where(
      of === "l"
        ? "l.id = ?"
        : "EXISTS (SELECT 1 FROM lead s WHERE s.id = ? AND s.prospect_id = p.id)",
      q,
    );
  else if (digits.length >= 6)
    where(`(instr(${of}.search, ?) > 0 OR instr(${of}.search, ?) > 0)`, digits, q!);
  else if (q) where(`instr(${of}.search, ?) > 0`, q);
  if (filters.callRequested) where("p.call_requested = 1");
  if (filters.due === "overdue") where("p.next_step_due_at < ?", now);
  else if (filters.due === "today") {
    const [start, end] = dayBounds(now, filters.tz ?? "UTC");
    where("p.next_step_due_at >= ? AND p.next_step_due_at < ?", start, end);
  }
  // A prospect is listed when any of its leads came from the source (docs/decisions/026).
  if (filters.source)
    where(
      of === "l"
        ? "l.source = ?"
        : "EXISTS (SELECT 1 FROM lead s WHERE s.source = ? AND s.prospect_id = p.id)",
      filters.source,
    );
  return { clause: parts.length ? `WHERE ${parts.join(" AND ")}` : "", args };
}

/** The leads, newest first (GET /api/inbox/leads). */
export function listLeads(sql: SqlStorage, filters: InboxFilters): LeadListResponse {
  const limit = filters.limit ?? 100;
  const { clause, args } = filterWhere(filters, "l");
  // Counted without the prospects unless a filter is theirs.
  const from = /\bp\./.test(clause) ? leadFrom : "lead l";
  const { total } = sql
    .exec<{ total: number }>(`SELECT COUNT(*) AS total FROM ${from} ${clause}`, ...args)
    .one();
  let page = clause;
  const pageArgs = [...args];
  if (filters.cursor) {
    const at = Number(filters.cursor.value);
    page += `${clause ? " AND" : "WHERE"} (l.created_at, l.id) < (?, ?)`;
    pageArgs.push(at, filters.cursor.id);
  }
  const rows = sql
    .exec<LeadRow>(
      `SELECT ${listColumns} FROM ${leadFrom} ${page} ORDER BY l.created_at DESC, l.id DESC LIMIT ?`,
      ...pageArgs,
      limit + 1,
    )
    .toArray();
  const more = rows.length > limit;
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return {
    leads: shown.map(summary),
    total,
    nextCursor: more && last ? encodeCursor({ value: last.created_at, id: last.id }) : null,
  };
}

/** Every lead matching the filters, newest first (for the CSV export). */
export function* allLeads(sql: SqlStorage, filters: InboxFilters): Generator<LeadSummary> {
  const { clause, args } = filterWhere(filters, "l");
  const cursor = sql.exec<LeadRow>(
    `SELECT ${listColumns} FROM ${leadFrom} ${clause} ORDER BY l.created_at DESC, l.id DESC`,
    ...args,
  );
  for (const row of cursor) yield summary(row);
}

type LeadBody = Pick<LeadRecord, "values" | "roadmap" | "conversations">;

export function leadDetail(sql: SqlStorage, id: string): LeadDetail | null {
  const row = sql
    .exec<LeadRow & { body: string }>(
      `SELECT ${listColumns}, l.body FROM ${leadFrom} WHERE l.id = ?`,
      id,
    )
    .toArray()[0];
  if (!row) return null;
  const body = JSON.parse(row.body) as LeadBody;
  const attempts = sql
    .exec<{ at: number; ok: number; status: number | null; error: string | null; channel: string }>(
      "SELECT at, ok, status, error, channel FROM attempt WHERE lead_id = ? ORDER BY id DESC LIMIT 50",
      id,
    )
    .toArray()
    .map(
      (a): DeliveryAttempt => ({
        at: new Date(a.at).toISOString(),
        channel: a.channel as DeliveryAttempt["channel"],
        ok: a.ok === 1,
        status: a.status,
        error: a.error,
      }),
    );
  return {
    ...summary(row),
    values: body.values,
    roadmap: body.roadmap,
    conversations: body.conversations as LeadConversation[],
    attempts,
  };
}
