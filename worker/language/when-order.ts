/**
 * A project's steps come in order: "pick a vendor by March and be live by year end" said in
 * November is live at the end of next year, not in five weeks. A go-live whose month falls before
 * a decision or start date said before it in the same message, with no year of its own said, is
 * a year later. (A step said after the go-live, "decide on phase 2 a quarter after that", may
 * follow it.)
 */
import type { When } from "../contracts/facts";
import { monthKey } from "./when-month";

const YEAR_SAID = /\b20\d\d\b|\bnext year\b|\bthis year\b/i;

/** The message's dates with a go-live set after the steps said before it. */
export function inStepOrder(whens: When[]): When[] {
  whens.forEach((w, i) => {
    if (w.kind !== "go-live" || !w.month || YEAR_SAID.test(w.text)) return;
    const before = whens
      .slice(0, i)
      .filter((s) => s.kind !== "go-live" && s.month)
      .map((s) => s.month!)
      .sort()
      .at(-1);
    if (!before || w.month >= before) return;
    const [y, m] = w.month.split("-").map(Number) as [number, number];
    const later = monthKey(y + 1, m - 1);
    if (later >= before) w.month = later;
  });
  return whens;
}
