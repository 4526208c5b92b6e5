import type {
  DeliveryStatus,
  LeadKind,
  LeadStatus,
  NextStepKind,
  ProspectListResponse,
  ProspectSummary,
} from "../contracts/inbox";
import { encodeCursor, type InboxFilters, type ProspectSort } from "../contracts/inbox-schemas";
import { filterWhere } from "./queries";

/**
 * The inbox list: one row per prospect (docs/decisions/025), filtered, sorted by last activity or
 * by what qualifies them, paged by keyset. Each sort reads its own index; prospects without the
 * value come after those with it, whichever the direction.
 */
type ProspectRow = {
  id: string;
  newest_lead_id: string;
  lead_count: number;
  kinds: string;
  contact: string;
  qualification: string;
  status: LeadStatus;
  lost_reason: string | null;
  reopened_at: number | null;
  assignee: string | null;
  created_at: number;
  last_activity_at: number;
  delivery_status: DeliveryStatus | null;
  email_confirmed: number;
  call_requested: number;
  next_step_kind: NextStepKind | null;
  next_step_due_at: number | null;
  meeting_at: number | null;
  meeting_status: "booked" | "cancelled" | null;
  sort_value: string | number | null;
};

export const prospectColumns =
  "p.id, p.newest_lead_id, p.lead_count, p.kinds, p.contact, p.qualification, p.status, p.lost_reason, p.reopened_at, p.assignee, p.created_at, p.last_activity_at, p.delivery_status, p.email_confirmed, p.call_requested, p.next_step_kind, p.next_step_due_at, m.at AS meeting_at, m.status AS meeting_status";
/** The prospects with their meeting, as `prospectColumns` reads them. */
export const prospectFrom = "prospect p LEFT JOIN meeting m ON m.prospect_id = p.id";
const columns = prospectColumns;

const sorts: Record<ProspectSort, { column: string; order: "asc" | "desc"; nullable: boolean }> = {
  activity: { column: "p.last_activity_at", order: "desc", nullable: false },
  created: { column: "p.created_at", order: "desc", nullable: false },
  status: { column: "p.status_rank", order: "asc", nullable: false },
  project: { column: "p.project COLLATE NOCASE", order: "asc", nullable: true },
  size: { column: "p.size_value", order: "desc", nullable: true },
  budget: { column: "p.budget_value", order: "desc", nullable: true },
  timeline: { column: "p.timeline_value", order: "asc", nullable: true },
};

export function prospectSummary(row: Omit<ProspectRow, "sort_value">): ProspectSummary {
  return {
    id: row.id,
    leadId: row.newest_lead_id,
    leadCount: row.lead_count,
    kinds: row.kinds.split(",").filter(Boolean) as LeadKind[],
    contact: JSON.parse(row.contact),
    qualification: JSON.parse(row.qualification),
    status: row.status,
    lostReason: row.lost_reason,
    reopenedAt: row.reopened_at === null ? null : new Date(row.reopened_at).toISOString(),
    assignee: row.assignee,
    createdAt: new Date(row.created_at).toISOString(),
    lastActivityAt: new Date(row.last_activity_at).toISOString(),
    delivery: row.delivery_status,
    emailConfirmed: row.email_confirmed === 1,
    callRequested: row.call_requested === 1,
    nextStep:
      row.next_step_kind && row.next_step_due_at !== null
        ? { kind: row.next_step_kind, dueAt: new Date(row.next_step_due_at).toISOString() }
        : null,
    meeting:
      row.meeting_at !== null && row.meeting_status
        ? { at: new Date(row.meeting_at).toISOString(), status: row.meeting_status }
        : null,
  };
}

/** One segment of the sorted list: rows with the value, or (nullable sorts) rows without it. */
function segment(
  sql: SqlStorage,
  filters: InboxFilters,
  sort: (typeof sorts)[ProspectSort],
  order: "asc" | "desc",
  withValue: boolean,
  limit: number,
): ProspectRow[] {
  const { clause, args } = filterWhere(filters, "p");
  const parts = clause ? [clause.slice("WHERE ".length)] : [];
  const cmp = order === "desc" ? "<" : ">";
  const after = filters.cursor;
  if (sort.nullable) parts.push(`${sort.column} IS ${withValue ? "NOT " : ""}NULL`);
  if (after && withValue) {
    // A row value: SQLite reads it as one range of the sort's index.
    parts.push(`(${sort.column}, p.id) ${cmp} (?, ?)`);
    args.push(after.value as string | number, after.id);
  } else if (after) {
    parts.push(`p.id ${cmp} ?`);
    args.push(after.id);
  }
  const by = withValue ? `${sort.column} ${order}, p.id ${order}` : `p.id ${order}`;
  return sql
    .exec<ProspectRow>(
      `SELECT ${columns}, ${withValue ? sort.column.replace(" COLLATE NOCASE", "") : "NULL"} AS sort_value
       FROM ${prospectFrom} ${parts.length ? `WHERE ${parts.join(" AND ")}` : ""}
       ORDER BY ${by} LIMIT ?`,
      ...args,
      limit,
    )
    .toArray();
}

/** A page of prospects for the filters, in the sort asked for. */
export function listProspects(
  sql: SqlStorage,
  filters: InboxFilters,
): Omit<ProspectListResponse, "speed"> {
  const limit = filters.limit ?? 50;
  const sort = sorts[filters.sort ?? "activity"];
  const order = filters.order ?? sort.order;
  const { clause, args } = filterWhere(filters, "p");
  const { total } = sql
    .exec<{ total: number }>(`SELECT COUNT(*) AS total FROM prospect p ${clause}`, ...args)
    .one();
  // A cursor with no value is in the segment without one (nullable sorts only).
  const inNulls = sort.nullable && filters.cursor !== undefined && filters.cursor.value === null;
  let rows = inNulls ? [] : segment(sql, filters, sort, order, true, limit + 1);
  if (sort.nullable && rows.length <= limit)
    rows = rows.concat(
      segment(
        sql,
        inNulls ? filters : { ...filters, cursor: undefined },
        sort,
        order,
        false,
        limit + 1 - rows.length,
      ),
    );
  const more = rows.length > limit;
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return {
    prospects: shown.map(({ sort_value: _v, ...row }) => prospectSummary(row)),
    total,
    nextCursor: more && last ? encodeCursor({ value: last.sort_value, id: last.id }) : null,
  };
}
