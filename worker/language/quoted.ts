/**
 * The prospect's own words in a message that carries someone else's: a thread pasted or forwarded
 * under them ("---------- Forwarded message ---------", "-----Original Message-----", "On 3 Nov,
 * Mark <mark@…> wrote:", "From: Tom <tom@…>"), up to a line of dashes that closes it, and the
 * lines quoted with ">". A supplier's quote,
 * its phone or "call me anytime" in that thread are the sender's, not the prospect's — unless the
 * prospect forwards it from their own side ("from our MD", not "from our supplier"), when it
 * speaks for them (docs/decisions/033).
 */

/** A line that opens a thread below the prospect's words: everything from it on is someone else's. */
const THREAD_HEAD =
  /^\s*(?:-{2,}\s*(?:forwarded message|original message|begin forwarded message)\s*-*|begin forwarded message:?|(?:on|am|le|el)\s.{0,120}\b(?:wrote|schrieb|a écrit|escribió)\s*:|from:\s.*<?[\w.%+-]+@[\w-]+(?:\.[\w-]+)+>?)\s*$/i;
/** The prospect naming the thread as their own side's: "from our MD", "my boss's email below". */
const OUR_SIDE =
  /\b(?:from|by|of|for)\s+(?:our|my)\s+[\w-]+|\b(?:our|my)\s+[\w-]+(?:'s)?\s+(?:e-?mail|note|message|summary|brief)\b|\b(?:our|my)\s+[\w-]+\s+(?:just\s+|has\s+|had\s+)?(?:sent|wrote|written|forwarded|emailed|replied|put together|drafted)\b/i;
/**
 * Someone outside the prospect's company: "from our (current) supplier", "our old vendor's
 * email" — their thread is the outsider's words, not the prospect's side.
 */
const OUTSIDE =
  /\b(?:our|my)\s+(?:(?:current|old|previous|existing|former|present|last|incumbent)\s+)?(?:suppliers?|vendors?|agency|agencies|providers?|contractors?|consultants?|consultancy|resellers?|integrators?|account managers?)\b/i;
/** A line of dashes or underscores alone: where a pasted thread ends and the prospect goes on. */
const THREAD_END = /^\s*(?:-{5,}|_{5,}|={5,})\s*$/;
/** A quoted line, as mail clients mark them. */
const QUOTED = /^\s*>/;

/**
 * The lines of a thread that say when a mail was sent: "Date: Thu, 19 Nov 2026 at 16:42", "Sent:
 * Monday, …", "On 17 Nov 2026, at 09:15, Dana wrote:".
 */
const SENT_ON =
  /^\s*(?:(?:date|sent)\s*:|(?:on|am|le|el)\s.{0,120}\b(?:wrote|schrieb|a écrit|escribió)\s*:\s*$)/i;
/**
 * A thread kept as the prospect's side's words, without the lines that say when each mail was
 * sent: that day is no date of the project. Who sent it stays (its address may be the contact).
 */
function withoutHeads(lines: string[]): string {
  return lines.filter((l) => !SENT_ON.test(l.replace(/^(?:\s*>)+/, ""))).join("\n");
}

/**
 * The prospect's words above a thread under them, where their signature ends their own part
 * ("Kind regards, Owen Price, Head of IT, Talbot Cold Stores" and then "From: Helen …"); the
 * text itself when no thread is under it.
 */
export function aboveThread(text: string): string {
  if (!/wrote|schrieb|écrit|escribió|forwarded|original message|from:/i.test(text)) return text;
  const lines = text.split("\n");
  // Outlook's head, its address maybe taken out: "From: Helen Ward" over "Sent: …" or "To: …".
  const head = lines.findIndex(
    (l, i) =>
      THREAD_HEAD.test(l) ||
      (/^\s*from:\s/i.test(l) && /^\s*(?:sent|date|to)\s*:/i.test(lines[i + 1] ?? "")),
  );
  return head > 0 ? lines.slice(0, head).join("\n") : text;
}

/** The text without a thread under it or quoted lines; the text itself when it holds neither. */
export function ownWords(text: string): string {
  // Most messages carry no thread: one cheap look before reading line by line.
  if (!/>|wrote|schrieb|écrit|escribió|forwarded|original message|from:/i.test(text)) return text;
  const lines = text.split("\n");
  const head = lines.findIndex((l) => THREAD_HEAD.test(l));
  // Forwarded from their own side ("from our MD", "my CFO's note below"), the thread speaks for
  // the prospect's company: it is theirs.
  const above = lines.slice(0, Math.max(head, 0)).join(" ");
  if (head >= 0 && OUR_SIDE.test(above) && !OUTSIDE.test(above)) return withoutHeads(lines);
  // A thread closed by a line of dashes, the prospect writing on below it: those lines are theirs.
  const end = head < 0 ? -1 : lines.findIndex((l, i) => i > head && THREAD_END.test(l));
  const below = end < 0 ? [] : [ownWords(lines.slice(end + 1).join("\n"))];
  const own = head < 0 ? lines : [...lines.slice(0, head), ...below];
  // One line opening with ">" may be "> 500 staff" (more than 500): a quote is two lines or more.
  const quoted = own.filter((l) => QUOTED.test(l)).length >= 2;
  const kept = quoted ? own.filter((l) => !QUOTED.test(l)) : own;
  // A message that is all thread ("> …" only) is read as it is: the prospect pasted it as theirs.
  return kept.join("\n").trim() ? kept.join("\n") : text;
}
