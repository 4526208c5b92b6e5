import type {
  DeliveryAttempt,
  LeadConversation,
  LeadDetail,
  LeadFilters,
  LeadListResponse,
  LeadSummary,
} from "../contracts/inbox";
import type { LeadRecord } from "./lead-record";

/** A lead row as the list reads it (no body). */
export type LeadRow = {
  id: string;
  kind: LeadSummary["kind"];
  visitor_ref: string;
  created_at: number;
  updated_at: number;
  contact: string;
  project_type: string | null;
  handled_at: number | null;
  email_confirmed_at: number | null;
  delivery_status: "pending" | "delivered" | "failed" | null;
  delivery_attempts: number;
  delivery_error: string | null;
};

export const listColumns =
  "id, kind, visitor_ref, created_at, updated_at, contact, project_type, handled_at, delivery_status, delivery_attempts, delivery_error, email_confirmed_at";

export function summary(row: LeadRow): LeadSummary {
  return {
    id: row.id,
    kind: row.kind,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    contact: JSON.parse(row.contact),
    projectType: row.project_type,
    handled: row.handled_at !== null,
    emailConfirmed: row.email_confirmed_at !== null,
    visitorRef: row.visitor_ref,
    delivery: row.delivery_status
      ? {
          status: row.delivery_status,
          attempts: row.delivery_attempts,
          lastError: row.delivery_error,
        }
      : null,
  };
}

/** The WHERE clause and its bindings for the inbox filters (no LIKE: its patterns are capped). */
function where(filters: LeadFilters): { clause: string; args: (string | number)[] } {
  const parts: string[] = [];
  const args: (string | number)[] = [];
  if (filters.kind) {
    parts.push("kind = ?");
    args.push(filters.kind);
  }
  if (filters.status === "none") parts.push("delivery_status IS NULL");
  else if (filters.status) {
    parts.push("delivery_status = ?");
    args.push(filters.status);
  }
  if (filters.handled) parts.push(`handled_at IS ${filters.handled === "true" ? "NOT " : ""}NULL`);
  if (filters.q) {
    parts.push("instr(search, ?) > 0");
    args.push(filters.q.toLowerCase());
  }
  return { clause: parts.length ? `WHERE ${parts.join(" AND ")}` : "", args };
}

export function listLeads(sql: SqlStorage, filters: LeadFilters): LeadListResponse {
  const limit = filters.limit ?? 100;
  const { clause, args } = where(filters);
  const { total } = sql
    .exec<{ total: number }>(`SELECT COUNT(*) AS total FROM lead ${clause}`, ...args)
    .one();
  let page = clause;
  const pageArgs = [...args];
  if (filters.cursor) {
    const [at, id] = filters.cursor.split(":");
    page += `${clause ? " AND" : "WHERE"} (created_at < ? OR (created_at = ? AND id < ?))`;
    pageArgs.push(Number(at), Number(at), id!);
  }
  const rows = sql
    .exec<LeadRow>(
      `SELECT ${listColumns} FROM lead ${page} ORDER BY created_at DESC, id DESC LIMIT ?`,
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
    nextCursor: more && last ? `${String(last.created_at).padStart(13, "0")}:${last.id}` : null,
  };
}

/** Every lead matching the filters, newest first (for the CSV export). */
export function* allLeads(sql: SqlStorage, filters: LeadFilters): Generator<LeadSummary> {
  const { clause, args } = where(filters);
  const cursor = sql.exec<LeadRow>(
    `SELECT ${listColumns} FROM lead ${clause} ORDER BY created_at DESC, id DESC`,
    ...args,
  );
  for (const row of cursor) yield summary(row);
}

type LeadBody = Pick<LeadRecord, "values" | "roadmap" | "conversations">;

export function leadDetail(sql: SqlStorage, id: string): LeadDetail | null {
  const row = sql
    .exec<LeadRow & { body: string }>(`SELECT ${listColumns}, body FROM lead WHERE id = ?`, id)
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
