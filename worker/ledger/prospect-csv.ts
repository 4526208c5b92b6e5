import type { InboxFilters } from "../contracts/inbox-schemas";
import { csvRow, csvStream } from "./csv";
import { valueCells, valueColumns } from "./lead-shape";
import { prospectColumns, prospectFrom, prospectSummary } from "./prospect-list";
import { filterWhere } from "./queries";

/**
 * The prospects as CSV, one row each (the leads' own export is `csv.ts`): who, where they stand,
 * their owner, next step, last call or email and latest note. Times are UTC in the form a
 * spreadsheet reads as a date (`2026-11-26 14:05:00`).
 */
export const prospectCsvHeader = [
  "prospect_id",
  "name",
  "email",
  "company",
  "phone",
  "status",
  "lost_reason",
  "owner",
  "leads",
  "created_at",
  "last_activity_at",
  "call_requested",
  "next_step",
  "next_step_due_at",
  "last_contact",
  "last_contact_at",
  "latest_note",
  "latest_note_at",
  // What they qualify by: the words, then the typed values (docs/decisions/033).
  "project",
  "company_size",
  "budget",
  "timeline",
  ...valueColumns,
];

/** An ISO time as a spreadsheet's date cell (UTC); empty for none. */
export const dateCell = (t: string | number | null | undefined) =>
  t === null || t === undefined ? null : new Date(t).toISOString().slice(0, 19).replace("T", " ");

function* prospectRows(sql: SqlStorage, filters: InboxFilters, now: number): Generator<string> {
  const { clause, args } = filterWhere(filters, "p", now);
  const rows = sql
    .exec<Parameters<typeof prospectSummary>[0]>(
      `SELECT ${prospectColumns} FROM ${prospectFrom} ${clause} ORDER BY p.last_activity_at DESC, p.id DESC`,
      ...args,
    )
    .toArray();
  for (const row of rows) {
    const p = prospectSummary(row);
    const contact = sql
      .exec<{ at: number; kind: string; outcome: string; note: string | null }>(
        "SELECT at, kind, outcome, note FROM activity WHERE prospect_id = ? ORDER BY id DESC LIMIT 1",
        p.id,
      )
      .toArray()[0];
    const note = sql
      .exec<{ text: string; at: number }>(
        "SELECT text, coalesce(edited_at, created_at) AS at FROM note WHERE prospect_id = ? ORDER BY id DESC LIMIT 1",
        p.id,
      )
      .toArray()[0];
    yield csvRow([
      p.id,
      p.contact.name,
      p.contact.email,
      p.contact.company,
      p.contact.phone,
      p.status,
      p.lostReason,
      p.assignee,
      p.leadCount,
      dateCell(p.createdAt),
      dateCell(p.lastActivityAt),
      p.callRequested,
      p.nextStep?.kind,
      dateCell(p.nextStep?.dueAt),
      contact
        ? `${contact.kind}: ${contact.outcome}${contact.note ? ` (${contact.note})` : ""}`
        : null,
      dateCell(contact?.at),
      note?.text,
      dateCell(note?.at),
      p.qualification.project,
      p.qualification.companySize,
      p.qualification.budget,
      p.qualification.timeline,
      ...valueCells(p.qualification.values),
    ]);
  }
}

/** The prospects as a CSV stream, one row each. */
export const prospectCsvStream = (sql: SqlStorage, filters: InboxFilters, now: number) =>
  csvStream(prospectCsvHeader, prospectRows(sql, filters, now));
