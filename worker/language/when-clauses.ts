/**
 * Every date of a message clause by clause (docs/decisions/033): where a message parts into
 * clauses (`CLAUSES`, a kind of its own after "and", "before" …: `byKind`), which words a date in a
 * clause belongs to by the clause's shape (`clauseParts`, `when-parts.ts`: a date inside "after / once / as soon as
 * / when …" is the date of that clause's own event when it names one, "launch after the committee
 * approves it in February": February is the decision; a date added with "ideally", "preferably" or
 * "at the latest" is of the main verb, "…, ideally by June": the launch), and a date counted from
 * another ("six months after that": `afterAnother`); a date said again more realistically stands in
 * the first one's place (`when-said-again.ts`), a shortlist's date gives way to the choice's
 * (`when-shortlist.ts`). One clause's date is `when-date.ts`'s, its
 * kind `when-kind.ts`'s.
 */
import type { When } from "../contracts/facts";
import { retracted } from "./corrections";
import { figures } from "./numbers";
import { months, seasons } from "./vocabulary";
import { dateWords, MONTH_SHOWN, mayHoldDate, readWhen } from "./when-date";
import { numberedFiscalMonth } from "./when-fiscal-numbered";
import { statesFiscalYear } from "./when-fiscal-quarter";
import { kindNamed, kindOf, namesKind } from "./when-kind";
import { monthKey, monthOf, monthText } from "./when-month";
import { inStepOrder } from "./when-order";
import { othersDate, talkDated } from "./when-others";
import { withoutOtherwise } from "./when-otherwise";
import { clauseParts } from "./when-parts";
import { withoutPlanThatWas } from "./when-plan-was";
import { withoutRejected } from "./when-rejected";
import { restatedMonth } from "./when-restated";
import { sayAgain } from "./when-said-again";
import { choiceOverShortlist } from "./when-shortlist";
import { waitedFor } from "./when-waiting";

/** A date taken back: "not May", "rather than Q2", "instead of the spring". */
const takenBackDate = new RegExp(
  String.raw`\b(?:not|rather than|instead of)\s+(?:in\s+|by\s+)?(?:the\s+)?(?:early |mid[- ]|late )?(?:${[...months, ...Object.keys(seasons)].join("|")}|q[1-4])\b(?:\s+20\d\d)?`,
  "gi",
);

/**
 * Every date in a message, one per clause, each with its kind; a date taken back is skipped, and
 * a date counted from another ("six months after that") is counted from the one before it — in
 * the message, else `before`, the month of the date said before the message ("YYYY-MM").
 */
export function whensIn(raw: string, now: Date, before?: string): When[] {
  // "within her first 100 days" of a new CEO: the date it ends on (when-tenure.ts).
  const plain = dateWords(raw, now);
  if (!mayHoldDate(plain)) return [];
  const said = withoutSums(retracted(plain));
  const kept = withoutPlanThatWas(
    withoutOtherwise(withoutRejected(said.replace(takenBackDate, " "))),
  );
  // "Not March, May": the month put in place of one taken back is a month, even "May".
  const text = kept === said ? kept : kept.replace(/(^|[,;:]\s*)may(?=\W*$)/i, "$1in May");
  // A go-live before the steps said with it is next year's (when-order.ts).
  return inStepOrder(
    text
      // Clauses apart: "start in January, live by June" holds a start and a go-live ("would
      // then be" keeps its adverb: "kick-off would then be in March" is one clause).
      .split(CLAUSES)
      .flatMap((clause) => clause.split(DATE_THEN_OWN_KIND))
      .flatMap(byKind)
      // "after the board signs off in January, ideally by April": each date of its own words;
      // "sign-off once the new CFO starts; she joins in March": the kind waiting (when-waiting.ts).
      .flatMap((clause, i, all) => waitedFor(clauseParts(clause), all[i - 1], datedAt(now)))
      .reduce<When[]>((whens, { text: clause, kind, again }) => {
        const from = whens.findLast((w) => w.month);
        const counted = afterAnother(clause, from?.month ?? before, now);
        // A date only stated ("our year end is in March") and counted from is no target itself,
        // nor a later step than the date counted from it, said of something else than "we": a
        // start "two months after" "our new ERP goes live in February" counts from another
        // thing's date.
        if (counted && from && (stated.has(from) || otherThings(counted, from)))
          whens.splice(whens.indexOf(from), 1);
        const said = counted ?? readWhen(clause, now);
        // "our FY ends in June and the go-live has to be in FY27": June 2027 (when-fiscal-numbered.ts).
        const fiscal =
          said && from?.month && stated.has(from) && statesFiscalYear(clauseOf.get(from) ?? "")
            ? numberedFiscalMonth(said, from.month)
            : undefined;
        const read = said && fiscal ? { ...said, month: fiscal } : said;
        // "our fiscal year starts in April and we start the project then": a kind with no date
        // of its own, pointing back, is the kind of the date only stated before it.
        if (!read && from && stated.has(from) && THEN.test(clause) && namesKind(clause)) {
          const kinded = { ...from, kind: kindOf(clause) };
          whens.splice(whens.indexOf(from), 1, kinded);
          return whens;
        }
        // "before harvest, which starts in February", "by the end of our fiscal year - our FY ends
        // Jan 31": the month of the event named just before.
        const last = whens.at(-1);
        if (again && last?.month && read) {
          sayAgain(last, read, kindNamed(clause));
          return whens;
        }
        const month = last && restatedMonth(last, clause, read?.month, now);
        if (last && month) {
          last.month = month;
          return whens;
        }
        const w = read && kind ? { ...read, kind } : read;
        if (w && !counted && !kind && !namesKind(clause)) stated.add(w);
        if (w) whens.push(w);
        if (w) clauseOf.set(w, clause);
        return whens;
      }, [])
      .filter(namedOverStated)
      // "The vendor stops support next year": another's date, stated (when-others.ts).
      // "We'll discuss the rollout next week": a talk's date.
      .filter((w) => !stated.has(w) || !othersDate(clauseOf.get(w) ?? "", w.text))
      .filter((w) => !talkDated(clauseOf.get(w) ?? "", w.text))
      .filter(choiceOverShortlist(clauseOf)),
  );
}

/**
 * A date only stated ("the audit is in June") beside one of the same kind the words name ("so we
 * need it live by May") is the other thing's: the named one stands. A fiscal year's start or end
 * stated to place its quarters ("financial year ends in June; kick-off early Q3") gives way to a
 * date of any kind, and so does a meeting's or a busy time's (`THEIR_EVENT`).
 */
const namedOverStated = (w: When, _i: number, all: When[]) =>
  !stated.has(w) ||
  !all.some(
    (o) =>
      o !== w &&
      !stated.has(o) &&
      (o.kind === w.kind ||
        statesFiscalYear(clauseOf.get(w) ?? "") ||
        THEIR_EVENT.test(clauseOf.get(w) ?? "")),
  );

/**
 * A meeting's date ("the board meets again in January") or a busy time's ("boat storage gets busy
 * in the fall", "our peak is December") beside a date the words name ("we must decide before
 * March") is that event's, not the project's.
 */
const THEIR_EVENT =
  /\b(?:board|committee|council|trustees|directors|exec(?:utive)?s?|management|we|they)\s+(?:meets?|meeting|sits?|convenes?|gets? together)\b|\b(?:gets?|is|are|goes|go)\s+(?:really\s+|very\s+|super\s+)?(?:busy|hectic|slammed|mad|crazy|quiet|slow)\b|\b(?:busy|peak|busiest|high|low|quiet)\s+(?:season|time|period|months?)\b/i;

/**
 * Where a message's dates part into clauses of their own: sentences, "before the go-live",
 * "and then …", ", go live …", the same date said again as a month ("before the spring rush, so March
 * 2028", "ahead of winter, i.e. October 2027": the month is the date meant), and a condition of ours with its own date ("is April realistic if we
 * start in January?": April is the target asked about, January the start).
 */
const CLAUSES = new RegExp(
  String.raw`\s+(?=(?:if|assuming|provided|unless)\s+(?:we|you|they)\b[^,.;!?]*\b(?:${[...months, ...Object.keys(seasons)].join("|")}|q[1-4]|next)\b)|(?<=[.!?;])(?<!\b(?:i\.e|e\.g)\.)\s+|\s+(?=(?:before|ahead of|prior to)\s+(?:the\s+|our\s+)?(?:go[- ]live|launch|cut[- ]?over|roll ?out)\b)|(?:,\s*|\s+)(?:and|but|so|(?<!\b(?:would|will|should|could|can|might|must|shall|'d|'ll)\s+)then)\s+(?=(?:go|we|to|launch|start|decide|live|have|kick|begin|be|want|need|aim|hope|plan|expect|must|should|would)\b)|,\s+(?=(?:go(?:ing)?[- ]live|live|launch|start|kick|begin|decid|we(?:'ll| will)? (?:go|start|launch|decide)|and|let's|let us|(?:can|could) (?:we|you|someone))\b)|,\s*(?=(?:so|ie|i\.e\.?|that is|meaning|in other words|namely),?\s+(?:by|in|before|around|at|the|end|early|late|mid|q[1-4]|20\d\d|${months.join("|")})\b)`,
  "i",
);

const stated = new WeakSet<When>();
/** Whether a clause holds a month of its own. */
const datedAt = (now: Date) => (clause: string) => readWhen(clause, now)?.month !== undefined;

/** A project's steps in the order they come: a decision, a start, a go-live. */
const STEP: Record<When["kind"], number> = { decision: 0, start: 1, "go-live": 2 };
const clauseOf = new WeakMap<When, string>();
const otherThings = (counted: When, from: When) =>
  STEP[counted.kind] < STEP[from.kind] && !/\b(?:we|us|i)\b/i.test(clauseOf.get(from) ?? "we");
/** Words pointing back at a date said before: "then", "by then", "at that point". */
const THEN = /\b(?:then|that (?:point|time|date))\b/i;

/**
 * "once we sign in December we start in January": after a date, "we" with a verb of its own kind
 * begins a date of its own, with no comma or "and" between them.
 */
const DATE_THEN_OWN_KIND = new RegExp(
  String.raw`(?<=\b(?:${months.join("|")}|q[1-4]|20\d\d))\s+(?=we(?:'ll| will| would|'d)?\s+(?:start|kick|begin|go|launch|decide|sign)\b)`,
  "i",
);

/**
 * A sum is no date: "GBP 2.4M, decision by March" would otherwise read "2.4" as a day of this
 * month. Figures with a currency sign or a money unit are dropped before dates are read, with
 * the year they are spent in ("40k this year and 60k next year", "£150k for the 2027/28
 * financial year" date no project), the period they are given by ("€8,500 a month") and the span
 * they are spread over ("£200k over 2 years", "over a 10 month rollout").
 */
const SUM =
  /(?:(?:[$€£]\s?)?\b\d+(?:[.,]\d+)*\s*(?:k|m|mm|mn|bn|million|thousand|grand)\b|[$€£]\s?\d+(?:[.,]\d+)*)(?:\s+(?:this|next|per|a|each)\s+(?:year|quarter|month|fy|annum)|\s+for\s+(?:the\s+)?(?:(?:this|next|coming)\s+)?(?:(?:20\d\d(?:\s*[/-]\s*\d{2,4})?|fy\s?\d{2,4})(?:\s+(?:financial|fiscal|budget)\s+year)?|(?:financial|fiscal|budget)\s+year)|\s*,?\s*(?:(?:spread|phased|split|paid|spent|staggered)\s+)?(?:over|across)\s+(?:the\s+next\s+|an?\s+)?(?:\d{1,2}|[a-z]+)[\s-]+(?:years?|months?|quarters?)\b(?:\s+(?:roll-?out|project|programme|program|period|term|contract|engagement)\b)?){0,2}/gi;
/** A year owning a thing dates no project: "next year's capital plan", "the budget for next year". */
const YEARS_THING =
  /\b(?:(?:this|next|last) (?:year|quarter)|20\d\d)['’]s\b|\b(?:budgets?|capital plan|funds?|funding|spend) for (?:this|next) (?:year|quarter)\b/gi;
const withoutSums = (t: string) => t.replace(SUM, " ").replace(YEARS_THING, " ");

/**
 * A clause joined by "and", "then", "with", "before", "after" or a comma is a date of its own when
 * it names its own kind: "pick a vendor before Christmas and roll out in the spring", "choose in
 * Q1 before going live in Q4", "after the summer we kick off, aiming to be live by March". A part
 * naming none stays with the words before it ("by June and March", "live after a pilot in May").
 */
function byKind(clause: string): string[] {
  // Split with the joining words kept (odd indexes), to give back to a part that stays joined.
  const parts = clause.split(JOINS);
  const out = [parts[0]!];
  for (let i = 1; i < parts.length; i += 2) {
    const part = parts[i + 1]!;
    if (kindNamed(part)) out.push(part);
    else out[out.length - 1] += `${parts[i]}${part}`;
  }
  return out;
}

const JOINS =
  /((?:,\s*|\s+)(?:and|then|with|and then)\s+|,\s+|(?<!\b(?:days?|weeks?|months?|quarters?|years?))\s+(?:before|after)\s+(?=(?:we(?:'ll| will)?\s+)?(?:go(?:ing)?[- ]live|roll(?:ing)? ?out|launch|start|kick|begin|decid|sign|pick|choos)))/i;

/** "six months after that", "a quarter after signing", "3 weeks following the kick-off". */
const AFTER_ANOTHER =
  /\b(a|an|one|\d{1,3})\s+(days?|weeks?|months?|quarters?|years?)\s+(?:after|following|later than|on from|post)\b(?!\s+(?:now|today)\b)([^.;!?]*)/i;
/** "go live 9 months later", "90 days later": counted from the date said before. */
const LATER =
  /\b(a|an|one|\d{1,3})\s+(days?|weeks?|months?|quarters?|years?)\s+later\b(?!\s+than\b)/i;
/**
 * "within 6 months of that", "inside a year of kick-off", "9 months from then": a span counted
 * from a date said before, or named after the words ("within a quarter of signing in May").
 */
const WITHIN_OF =
  /\b(?:within|inside(?: of)?|in under|no later than)\s+(a|an|one|\d{1,3})\s+(days?|weeks?|months?|quarters?|years?)\s+(?:of|from)\b(?!\s+(?:now|today)\b)([^.;!?]*)/i;
const FROM_THEN =
  /\b(a|an|one|\d{1,3})\s+(days?|weeks?|months?|quarters?|years?)\s+from\s+(?=(?:then|that|there|kick|the (?:kick|start|signing|contract|go)|signing|starting|contract)\b)([^.;!?]*)/i;

/**
 * A date counted from another date (docs/decisions/033): "we sign in March and go live six months
 * after that" is September; "three months after signing in May 2027" is August. The date counted
 * from is one named after the words ("after signing in May 2027"), else the last one said before
 * them; with neither there is nothing to count from and the clause is read as it stands. What the
 * date is of comes from the words around the count, not the event it counts from ("signing").
 */
function afterAnother(clause: string, before: string | undefined, now: Date): When | undefined {
  const t = figures(clause);
  const m = AFTER_ANOTHER.exec(t) ?? LATER.exec(t) ?? WITHIN_OF.exec(t) ?? FROM_THEN.exec(t);
  if (!m) return undefined;
  const after = m[3] ?? "";
  const from =
    (/\d|\b20\d\d\b/.test(after) || MONTH_SHOWN.test(after) ? monthOf(after, now) : undefined) ??
    before;
  if (!from) return undefined;
  const n = /^\d/.test(m[1]!) ? Number(m[1]) : 1;
  const unit = m[2]!.toLowerCase();
  const [y, mo] = from.split("-").map(Number) as [number, number];
  // "90 days later", "6 weeks after": a day or a week counted as a part of a month.
  const added = unit.startsWith("day")
    ? Math.round(n / 30)
    : unit.startsWith("week")
      ? Math.round((n * 7) / 30)
      : n * (unit.startsWith("quarter") ? 3 : unit.startsWith("year") ? 12 : 1);
  const rest = `${t.slice(0, m.index)} ${t.slice(m.index + m[0].length)}`;
  const month = monthKey(y, mo - 1 + added);
  // Shown as the month it is ("June 2027 (4 months after)"): "after that" means nothing alone.
  const text = `${monthText(month)} (${m[1]} ${m[2]} after)`;
  return { kind: kindOf(rest), text, month };
}
