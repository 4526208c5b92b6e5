import type { LeadSummary } from "../contracts/inbox";
import { columnName, leadShapeKeys, shapeOf } from "./lead-shape";

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

/** The lead's shape (`lead-shape.ts`), then how its delivery went (the inbox's own record). */
export const leadCsvHeader = [
  ...leadShapeKeys.map(columnName),
  "delivery_status",
  "delivery_attempts",
  "delivery_error",
];

export function leadCsvRow(lead: LeadSummary): string {
  const shape = shapeOf(lead);
  return csvRow([
    ...leadShapeKeys.map((k) => shape[k]),
    lead.delivery?.status ?? "none",
    lead.delivery?.attempts ?? 0,
    lead.delivery?.lastError,
  ]);
}

/** The byte-order mark that makes spreadsheets read the file as UTF-8. */
export const CSV_BOM = "\uFEFF";

/** Rows of CSV as a stream (BOM, header, then 500 rows a chunk), for an export of any size. */
export function csvStream(
  header: readonly string[],
  rows: Iterator<string>,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let first = true;
  return new ReadableStream({
    pull(controller) {
      if (first) {
        first = false;
        controller.enqueue(encoder.encode(CSV_BOM + csvRow([...header])));
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
        chunk += next.value;
      }
      controller.enqueue(encoder.encode(chunk));
    },
  });
}

function* leadRows(leads: Iterator<LeadSummary>): Generator<string> {
  for (let next = leads.next(); !next.done; next = leads.next()) yield leadCsvRow(next.value);
}

/** The leads as a CSV stream, one row each. */
export const leadCsvStream = (leads: Iterator<LeadSummary>) =>
  csvStream(leadCsvHeader, leadRows(leads));
