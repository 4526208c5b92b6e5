/**
 * The products a selection question weighs, from the memory's typed values: a system the company
 * runs today (`integrations`) is not a candidate, and when the memory holds the targets
 * (`products`) the options are those of them named ("currently on Sage X3; thinking about SAP or
 * Dynamics" weighs SAP and Dynamics, never Sage; docs/decisions/033).
 */
import type { ClarityMemory } from "../memory/clarity-memory";

const words = (name: string) => name.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** Whether two product names name the same product: one's words all in the other's. */
const same = (a: string, b: string) => {
  const x = words(a);
  const y = new Set(words(b));
  return x.length > 0 && x.every((w) => y.has(w));
};
const matches = (option: string, names: readonly string[]) =>
  names.some((n) => same(option, n) || same(n, option));

export function candidatesOf(
  f: Pick<ClarityMemory, "products" | "integrations">,
  options: readonly string[],
): string[] {
  const targets = options.filter((o) => !matches(o, f.integrations));
  const named = targets.filter((o) => matches(o, f.products));
  return named.length > 1 ? named : targets;
}
