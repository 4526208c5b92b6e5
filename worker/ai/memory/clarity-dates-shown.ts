/**
 * How a date is shown on the roadmap, beside the words that give it: an event whose month the
 * sentence also says ("before peak season, so by September", "for the new financial year, so
 * April 2027") shows both — "before peak season (September)"; a plan said in phases ("pilot in
 * 10 stores by end of Q2 2027, full rollout by Q4", "live at the first two sites in March, the
 * rest by September") is the first go-live with the rest beside it.
 */
import type { When } from "../../contracts/facts";
import { months } from "../../language/vocabulary";
import { monthOf, readWhen } from "../../language/when";

const MONTH_WORDS = [...months, ...months.map((m) => m.slice(0, 3)), "sept"].join("|");

/** Words that fix a month themselves: a month's name, a quarter, a year. */
const FIXED = new RegExp(String.raw`\b(?:${MONTH_WORDS}|q[1-4]|20\d\d)\b`, "i");

/** A month or a quarter said, with its year when given: "September", "April 2027", "Q2 2027". */
const MONTH_SAID = new RegExp(
  String.raw`\b(?:(?:early|mid|late|end of)[\s-]+)?(?:${MONTH_WORDS}|q[1-4])\b\.?(?:\s+(?:of\s+)?(?:20\d\d|next year|this year))?`,
  "i",
);

/** An event's date shown with the month the sentence gives it, when that is the event's month. */
export function withMonthShown(w: When, sentence: string, now: Date): When {
  if (!w.month || FIXED.test(w.text)) return w;
  const said = MONTH_SAID.exec(sentence.slice(sentence.indexOf(w.text) + 1));
  if (!said || monthOf(said[0], now) !== w.month) return w;
  return { ...w, text: `${w.text} (${said[0].trim()})` };
}

/** A first phase: a pilot, a first wave, the first sites. */
const FIRST_PHASE =
  /\b(?:pilot\w*|phase (?:1|one)|first (?:phase|wave|stage|release)|soft launch|mvp|(?:the )?first (?:\d+|two|three|few|couple of) \w+)\b/i;
/** The rest after it: a full rollout, everyone, the remaining sites. */
const REST =
  /\b(?:full|fully|everyone|everywhere|all (?:the )?\w+|the rest|remaining|rest of|company-wide|group-wide|nationwide|phase (?:2|two)|second (?:phase|wave|stage))\b/i;

/**
 * A plan said in phases in one sentence: the first phase's date as the go-live, the rest's words
 * after it. Undefined when the sentence gives no two dates of a first phase and the rest.
 */
export function phasedPlan(sentence: string, now: Date): When | undefined {
  if (!FIRST_PHASE.test(sentence) || !REST.test(sentence)) return undefined;
  const parts = sentence.split(/,\s+|;\s*|\s+(?:and|then|with)\s+(?=\S+\s+\S+)/i);
  const first = parts.findIndex((p) => FIRST_PHASE.test(p));
  const rest = parts.findIndex((p, i) => i > first && REST.test(p));
  if (first < 0 || rest < 0) return undefined;
  const a = readWhen(parts[first]!, now);
  const b = readWhen(parts[rest]!, now);
  if (!a?.month || !b) return undefined;
  if (b.month && b.month < a.month) return undefined;
  const phase = FIRST_PHASE.exec(parts[first]!)![0].toLowerCase();
  return { kind: "go-live", month: a.month, text: `${a.text} (${phase}), then ${b.text}` };
}
