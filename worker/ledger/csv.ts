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

/** Leads as a CSV stream (BOM, header, then 500 rows a chunk), for an export of any size. */
export function csvStream(rows: Iterator<LeadSummary>): ReadableStream<Uint8Array> {
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
