/** `npm run abuse`'s table: one row per attack, what got through against its limit. */
import type { Row } from "./abuse-run.ts";

const columns = ["item", "attempts", "got through", "limit", "note"] as const;

export function printReport(rows: readonly Row[], seconds: number): void {
  const cells = rows.map((r) => [
    r.item,
    String(r.attempts),
    r.through === null ? "not checkable" : String(r.through),
    r.limit,
    r.note,
  ]);
  const widths = columns.map((c, i) =>
    Math.max(c.length, ...cells.map((row) => (i === 4 ? 0 : row[i]!.length))),
  );
  const line = (row: readonly string[]) =>
    `| ${row.map((cell, i) => (i === 4 ? cell : cell.padEnd(widths[i]!))).join(" | ")} |`;
  console.log(line(columns));
  console.log(`|${widths.map((w, i) => "-".repeat(i === 4 ? 6 : w + 2)).join("|")}|`);
  for (const row of cells) console.log(line(row));
  const through = rows.reduce((n, r) => n + (r.through ?? 0), 0);
  const unchecked = rows.filter((r) => r.through === null).length;
  console.log(
    `\n${through === 0 ? "nothing got through" : `${through} got through`}${
      unchecked ? `, ${unchecked} not checkable` : ""
    } (${seconds.toFixed(0)} s)`,
  );
}
