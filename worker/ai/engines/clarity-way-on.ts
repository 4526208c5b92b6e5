/**
 * The line that ends a reply that asks nothing: a call, more to add, or a person — never one this
 * conversation has already had (h58: a long conversation had each of them three or four times).
 */
import { firstUnsent } from "../../lib/reply-hash";
import type { ClarityMemory } from "../memory/clarity-memory";
import { links } from "./clarity-answers";

/**
 * The line that ends a reply with no question: one this conversation has not had yet, in turn from
 * the turn's number; none once every one has been said (a way on said twice is a loop).
 */
export function wayOn(f: ClarityMemory, n: number): string | undefined {
  const ways = [
    // No call offered to someone who said they want none.
    f.callWish === false
      ? `If anything else comes to mind, add it here and I'll fold it into the roadmap.`
      : `Whenever it suits you, ${links.call}.`,
    "Add anything else that comes to mind — people, systems, timing — and I'll fold it into the roadmap.",
    `If you'd rather continue with a person, ${links.contact}.`,
  ];
  return firstUnsent(f.sent, [...ways.slice(n % 3), ...ways.slice(0, n % 3)]);
}
