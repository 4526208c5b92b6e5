/**
 * Where the tables' systems (clarity-platform-names.ts) stand in a message, with their labels:
 * each table's name where it is first said outside the names read before it.
 */
import { labelOf, moreSystems, systems } from "./clarity-platform-names";

/** A tables' system where `text` names it; `generic` when named by a kind ("homegrown MRP"). */
export interface TableSpan {
  start: number;
  end: number;
  label: string;
  generic?: boolean;
}

/** Where the tables' systems stand in `text`, with their labels, in the tables' order. */
export function tableSpans(text: string): TableSpan[] {
  const spans: TableSpan[] = [];
  for (const [re, label] of systems) {
    const m = freeMatch(re, text, spans);
    if (m) spans.push({ start: m.index, end: m.index + m[0].length, label });
  }
  for (const [re, label] of moreSystems) {
    const m = re.exec(text);
    if (m)
      spans.push({
        start: m.index,
        end: m.index + m[0].length,
        label: labelOf(label, m),
        generic: true,
      });
  }
  return spans;
}

/**
 * Where a table's name is said outside the names read before it: "Xero Practice Manager for
 * billing, Xero for the ledger" says Xero apart, after the product that opens with its name.
 */
function freeMatch(re: RegExp, text: string, spans: readonly TableSpan[]) {
  const m = re.exec(text);
  if (!m || !spans.some((k) => m.index < k.end && k.start < m.index + m[0].length)) return m;
  const all = new RegExp(re.source, `${re.flags}g`);
  all.lastIndex = m.index + m[0].length;
  for (let n = all.exec(text); n; n = all.exec(text))
    if (!spans.some((k) => n.index < k.end && k.start < n.index + n[0].length)) return n;
  return m;
}
