/**
 * The maker of what they run gone, or the machine it runs on failing, as a reason in their words
 * with what it was of: "the vendor went bust", "the servers die" (the pattern: MAKER_GONE in
 * clarity-cause-endings.ts).
 */
import { shown } from "./clarity-cause-marked";

/** The maker gone or the machine failing, in their words with what it was of ("the vendor went bust"). */
export function makerGone(clause: string, m: RegExpExecArray): string | undefined {
  // "before the servers die": the machine failing, without the "before".
  const before = /^(?:before|until|till)\s+/i.exec(m[0]);
  const article = /\b(?:the|our|their)\s+$/i.exec(clause.slice(0, m.index))?.[0] ?? "the ";
  const said = (before ? m[0].slice(before[0].length) : `${article.toLowerCase()}${m[0]}`).replace(
    /\s+/g,
    " ",
  );
  // "the company behind our production system went bust": too long to say back, the maker gone.
  const verb = /\s(?:went|has gone|have gone|gone|going|is going|are going)\s.*$/i.exec(said);
  return shown(said.length > 40 && verb ? `the vendor${verb[0]}` : said);
}
