/**
 * A succession said as a reason: the one who built or owns the business going ("only our founder
 * understands the rates, and he's retiring next year", "the owner steps down in 2028"). A
 * sentence may also make it a key-person risk; the going itself is why now too.
 */
import { SUCCESSION } from "./clarity-cause-shapes";

const ROLE =
  /\b(founder|owner|co-?owner|managing director|md|chairman|chairwoman|chair|senior partner|principal|proprietor)\b/i;

/**
 * The business sold with it: "the buyer wants clean numbers", "we're selling the company", "a sale
 * to private equity". The owner going is then the business changing hands, no key person's loss.
 */
export const SALE =
  /\b(?:buyers?|acquirers?|purchasers?|bidders?|private equity|(?:sell|selling|sold|buys?|buying|bought)\s+(?:the|our)\s+(?:business|company|firm|group)|(?:sale|exit)\s+(?:of\s+the\s+(?:business|company|firm)|process)|up for sale|on the market)\b/i;

/** "the founder retiring", "the owner stepping down", or undefined. */
export function successionDriver(said: string): string | undefined {
  const m = SUCCESSION.exec(said);
  if (!m) return undefined;
  // "Dad owns the firm": the one who owns it is its owner.
  const role = ROLE.exec(m[0])?.[1] ?? "owner";
  const shown = /^md$/i.test(role) ? "MD" : role.toLowerCase();
  const going = /step/i.test(m[0])
    ? "stepping down"
    : /sell/i.test(m[0])
      ? "selling up"
      : "retiring";
  return `the ${shown} ${going}`;
}
