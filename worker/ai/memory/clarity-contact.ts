/**
 * What sales need from a chat message: the phone the prospect gave (E.164), the company they named
 * and whether they want a call — each read by the language module (docs/decisions/033), the
 * latest word standing ("actually, email is fine" takes a call wish back).
 */
import { callWishIn } from "../../language/calls";
import { callTimeIn } from "../../language/calls-time";
import { budgetText } from "../../language/money";
import { companyFromMessages } from "../../language/names";
import { readPhone } from "../../language/phones";
import type { ClarityMemory, ReplyPlan } from "./clarity-memory";

/**
 * Runs of digits that could be a phone, each read on its own: the phone library's search over a
 * whole message grows fast with long runs of digits ("1 1 1 …"), a few short windows do not.
 */
const candidate = /\+?\(?\d[\d\s().-]{5,18}\d/g;
function phoneIn(said: string, context: string): string | undefined {
  let tries = 0;
  for (const m of said.matchAll(candidate)) {
    // Seven to fifteen digits in groups of two or more: "1 1 1 1 1 1 1" is no phone.
    const digits = m[0].replace(/\D/g, "").length;
    const groups = m[0].split(/\D+/).filter(Boolean).length;
    if (digits < 7 || digits > 15 || digits / groups < 2) continue;
    if (++tries > 3) break;
    // The words either side tell money from a phone ("€1.200.000") and hint at the country.
    const near = said.slice(Math.max(0, m.index - 3), m.index + m[0].length + 14);
    const phone = readPhone(near, `${context} ${said.slice(0, 400)}`);
    if (phone) return phone;
  }
  return undefined;
}

/** Phone, company and call wish from one message (`said`: as typed, capitals and all). */
export function learnContact(
  m: ClarityMemory,
  next: ClarityMemory,
  learned: ReplyPlan["learned"],
  said: string,
) {
  // The country a national number is read in: the company's words, the budget's currency.
  const context = [m.company, m.budget && budgetText(m.budget)].filter(Boolean).join(" ");
  // Digits inside an address ("priya.55460113@…") are no phone.
  // A message with no "@" has no address: read as it is, not scanned for one word by word.
  const phone = phoneIn(said.includes("@") ? said.replace(/\S+@\S+/g, " ") : said, context);
  if (phone && phone !== m.phone) {
    next.phone = phone;
    learned.phone = phone;
  }
  // A company is named in words; a message of figures alone names none.
  const company = /\p{Lu}\p{L}/u.test(said) ? companyFromMessages([said]) : undefined;
  if (company && company !== m.company) next.company = company;
  const wish = callWishIn(said);
  if (wish !== null) next.callWish = wish;
  // The time a call suits, said with the wish ("mornings are better"): the reply says it back.
  const time = wish === true ? callTimeIn(said) : undefined;
  if (time) next.callTime = time;
}
