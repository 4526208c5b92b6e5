import type { LeadSummary } from "../contracts/inbox";

/**
 * One CSV cell (RFC 4180). A cell that a spreadsheet would run as a formula (it begins with =, +,
 * -, @, a tab or a carriage return) is prefixed with an apostrophe.
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvRow = (cells: (string | number | boolean | null | undefined)[]) =>
  `${cells.map(csvCell).join(",")}\r\n`;

export const leadCsvHeader = [
  "id",
  "kind",
  "created_at",
  "updated_at",
  "name",
  "email",
  "company",
  "phone",
  "note",
  "project_type",
  "delivery_status",
  "delivery_attempts",
  "delivery_error",
  "handled",
  "visitor_ref",
];

export function leadCsvRow(lead: LeadSummary): string {
  return csvRow([
    lead.id,
    lead.kind,
    lead.createdAt,
    lead.updatedAt,
    lead.contact.name,
    lead.contact.email,
    lead.contact.company,
    lead.contact.phone,
    lead.contact.note,
    lead.projectType,
    lead.delivery?.status ?? "none",
    lead.delivery?.attempts ?? 0,
    lead.delivery?.lastError,
    lead.handled,
    lead.visitorRef,
  ]);
}

/** The byte-order mark that makes spreadsheets read the file as UTF-8. */
export const CSV_BOM = "\uFEFF";
