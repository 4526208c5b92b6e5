/**
 * The way a prospect would be contacted, as a form-style note or a quick line names it (read by
 * calls.ts): "Preferred contact: phone", "Contact by: phone", "phone preferred", "prefer phone"
 * ask for a call; "Preferred contact: email" asks for none (false); "Phone call: not needed"
 * refuses one. A text or a WhatsApp message is no call: null.
 */

const PHONE = String.raw`(?:(?:tele)?phone(?:\s+call)?|mobile|a call|call|calls)`;
const WRITING = `(?:e-?mail|mail|writing|in writing)`;
const CHANNEL = `(${PHONE}|${WRITING}|text|sms|whatsapp|signal)`;

/** "Preferred contact (method): phone", "contact by: phone", "best way to reach me - email". */
const NAMED = new RegExp(
  String.raw`\b(?:(?:preferred|preferable|best)\s+(?:(?:contact|communication)(?:\s+(?:method|channel|preference))?|(?:method|means|channel)\s+of\s+contact|way\s+to\s+(?:contact|reach)\s+(?:me|us))|contact\s+(?:preference|method|via|by)|contact\s+preferred)\s*(?:is|would be|:|-|–|—)?\s*:?\s*${CHANNEL}\b`,
  "i",
);
/**
 * "prefer phone", "I'd prefer phone", "phone preferred", "phone please" as a line of its own —
 * not the phone someone else prefers, nor a phone line or phone support.
 */
const SAID = new RegExp(
  String.raw`(?:^\W*|\b(?:i|we)(?:'d|\s+would)?\s+)prefer(?:red)?\s+(?:by\s+|via\s+)?${CHANNEL}\b(?!\s+(?:support|systems?|lines?|numbers?|cent(?:re|er)s?|apps?|tools?|software))|(?:^|[-*•:]\s*)${CHANNEL}\s+(?:preferred|please|ideally)\b`,
  "i",
);
/** A call's label answered no: "Phone call: not needed", "Callback - no thanks". */
const LABEL_NO =
  /\b(?:phone\s+)?call(?:\s*-?\s*back)?s?\s*[:–—-]\s*(?:not\s+(?:needed|necessary|required|wanted)|no(?:ne)?(?:\s+thanks?)?\b|n\/a\b)/i;

const IS_PHONE = new RegExp(`^${PHONE}$`, "i");
const IS_WRITING = new RegExp(`^${WRITING}$`, "i");

/** The way named: true a call, false writing (or a call's label answered no), null else. */
export function channelNamed(text: string): boolean | null {
  if (LABEL_NO.test(text)) return false;
  const m = NAMED.exec(text) ?? SAID.exec(text);
  if (!m) return null;
  const way = (m[1] ?? m[2] ?? "").toLowerCase();
  if (IS_PHONE.test(way)) return true;
  if (IS_WRITING.test(way)) return false;
  return null;
}
