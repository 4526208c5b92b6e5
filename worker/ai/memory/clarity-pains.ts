/**
 * Pains a prospect gives with a number ("pickers lose 2 hours a day hunting for stock", "1 in 10
 * quotes has a pricing mistake", "we missed 12 renewals last year"), read as drivers that keep
 * the figure as said: "time lost searching (2 hours a day)". Two tables: the shapes a figure of
 * pain takes, and what it is about, read in the figure's own clause. Linear: each pattern runs
 * once per clause, none nests quantifiers.
 */

import { inTheirWords } from "../../language/in-their-words";
import { figures as inFigures } from "../../language/numbers";

/** A figure, or "a"/"half an" before a unit: number words are figures by then (`inFigures`). */
// A figure or a range of them ("3-4 days", "two to three weeks" once figures() wrote the words).
const N = String.raw`(?:\d[\d,.]*(?:\s*(?:-|–|to)\s*\d[\d,.]*)?|an?|half an?)`;
const UNIT = "(?:minutes?|mins?|hours?|hrs?|days?|weeks?|fortnights?|months?)";
const KIND = String.raw`(?:full\s+|working\s+|business\s+)?`;
const ABOUT = String.raw`(?:(?:about|around|roughly|approximately|nearly|almost|over|at least|up to)\s+)?`;

/** What a figure is about, from the words of its clause; the first that fits names it. */
const subjects: [RegExp, string][] = [
  [
    /\bpric\w* (?:mistakes?|errors?)|\bwrong prices?|\b(?:outdated|old|stale) prices?/i,
    "pricing errors",
  ],
  [/\bmonth[- ]end\b|\bclos(?:e|ing) (?:the )?(?:books|month)\b/i, "slow month-end close"],
  [/\bquot(?:e|es|ing)\b/i, "slow quoting"],
  [/\bapprov\w+/i, "slow approvals"],
  [/\boverstock\w*/i, "overstock"],
  [/\bstock[- ]?outs?\b|\bout of stock\b/i, "stock-outs"],
  [/\bstock counts?\b|\binventory (?:counts?|accuracy)\b|\boff by\b/i, "inventory inaccuracy"],
  [/\bhunt\w*|\bsearch\w*|\blooking for\b/i, "time lost searching"],
  [/\bchangeovers?\b|\bset-?ups?\b/i, "changeover time"],
  // "the vendor is putting the price up 40% at renewal": a price rise, not a renewal missed.
  [
    /\bpric(?:e|es|ing)\s+(?:up|rise|increase|hike)|\b(?:put\w*|push\w*|go\w*)\s+(?:the |their |our )?(?:price|prices|fees?|costs?|licen[cs]es?|subscription)\s+up\b|\b(?:price|fee|cost|licen[cs]e|subscription)s?\s+(?:are |is )?(?:going up|rising|increas\w+|doubl\w+)|\bcost(?:s|ing)?\s+(?:us\s+)?\d[\d.]*\s*(?:%|percent)\s+more\b|\b\d[\d.]*\s*(?:%|percent)\s+(?:more expensive|dearer)\b/i,
    "price rise",
  ],
  [/\brenewals?\b/i, "missed renewals"],
  [/\binvoices?\b/i, "manual invoice processing"],
  [/\breport\w*|\bnumbers together\b|\bdashboards?\b/i, "manual reporting"],
  [
    /\badmin\b|\bpaperwork\b|\bdata entry\b|\bre-?key\w*|\bcop(?:y|ies|ying)\b|\bby hand\b|\bmanual\w*/i,
    "manual admin",
  ],
  [/\berrors?\b|\bmistakes?\b|\bwrong\b|\brework\b/i, "errors"],
  [/\blate\b|\bdelay\w*|\boverdue\b/i, "delays"],
  [/\bchurn\w*|\bcancel\w*/i, "churn"],
];

const subjectOf = (clause: string) => subjects.find(([re]) => re.test(clause))?.[1];
const tidy = (figure: string) =>
  figure
    .replace(/^(?:about|around|roughly|approximately|nearly|almost)\s+/i, "")
    .replace(/\s+/g, " ")
    .trim();
const per = (clause: string) =>
  /\b(?:each|every|per)\s+(?!day|week|month|quarter|year)([a-z]{3,})\b/i.exec(clause)?.[1];

/** Words that make time a loss even when nothing names the work ("we lose 2 hours a day"). */
const lossVerbs =
  /\b(?:lose|loses|losing|lost|wast\w*|spend\w*|spent|burn\w*|cost\w*|stuck|wait\w*|chas\w*|hunt\w*)\b/i;

/** Time counts as a pain when its clause says what work it is, or that it is lost. */
const timeLost = (clause: string, figure: string, sentence: string) => {
  const about =
    subjectOf(clause) ??
    (lossVerbs.test(clause) ? "time lost" : undefined) ??
    // "Claims are done by hand and take a week": the work is named in the other half.
    subjectOf(sentence);
  return about && `${about} (${figure})`;
};

/** A piece of work said as its clause's subject, before its time: "year-end consolidation (9 weeks)". */
const NOT_WORK_SUBJECT =
  /\b(?:it|this|that|which|what|who|everything|something|all|each|we|they|you|project|simulation|implementation|rollout|go-?live|sprint|delivery of|onboarding of|the whole thing)\s*$/i;
function workBefore(
  clause: string,
  at: number,
  figure: string,
  sentence = clause,
): string | undefined {
  const before = clause
    .slice(0, at)
    .replace(/^.*\b(?:and|but|so|because|while)\s+/i, "")
    .replace(/^\W*(?:(?:last|this|next)\s+\w+['’]s\s+|(?:the|our|a|an)\s+)+/i, "")
    .trim();
  // "Consolidation is done in Excel … and takes us 15 working days": after the "and" there is no
  // subject; the sentence's own, a short one before its verb, is the work.
  const subject =
    before || (/^\W*((?:[\w-]+\s+){0,2}[\w-]+)\s+(?:is|are|was|were)\b/i.exec(sentence)?.[1] ?? "");
  const words = subject.split(/\s+/).filter(Boolean);
  if (!words.length || words.length > 4 || NOT_WORK_SUBJECT.test(subject) || /\d/.test(subject))
    return undefined;
  return `${subject} (${figure})`;
}

/** The shapes a figure of pain takes, each giving the driver it makes of its clause. */
const shapes: [
  RegExp,
  (m: RegExpExecArray, clause: string, sentence: string) => string | undefined,
][] = [
  // "2 hours a day", "6 hours a week", "a week every quarter": time lost at a rate.
  [
    new RegExp(
      String.raw`\b${N}\s+${KIND}${UNIT}\s+(?:a|per|each|every)\s+(?:day|week|month|quarter|year)\b`,
      "i",
    ),
    (m, clause, sentence) => timeLost(clause, tidy(m[0]), sentence),
  ],
  // "takes us 15 working days", "needs about 45 minutes", "take up to 4 days": time per piece of work.
  [
    new RegExp(
      String.raw`\b(?:takes?|taking|took|needs?|needing|spends?|spending|spent|lose|loses|losing|lost|costs?|costing|waits?|waiting)\s+(?:us\s+|them\s+|me\s+|(?:the|our)\s+(?:[\w-]+\s+){1,3})?(${ABOUT}${N}\s+${KIND}${UNIT})\b`,
      "i",
    ),
    (m, clause, sentence) => {
      const each = per(clause);
      const figure = `${tidy(m[1]!)}${each ? ` per ${each}` : ""}`;
      // "year-end consolidation took nine weeks": the work is the clause's subject, as said.
      // Only a time the work takes now ("takes", "took"), not one a plan will take.
      const now =
        /^(?:takes|took|taking)\b/i.test(m[0]) ||
        // "quotes take 3 days", not "the project will take 4-8 weeks".
        (/^take\b/i.test(m[0]) &&
          !/\b(?:will|would|could|should|might|may|to|can|'ll|shall|must|does|do|did)\s*$/i.test(
            clause.slice(0, m.index),
          ));
      return (
        timeLost(clause, figure, sentence) ??
        (now ? workBefore(clause, m.index, figure, sentence) : undefined)
      );
    },
  ],
  // "we do month end in 15 days": the time a piece of work is done in.
  [
    new RegExp(
      String.raw`\b(?:do|does|did|close|closes|closed|run|runs|finish|finishes|get|gets)\b[^.,;]{0,30}?\b(?:in|within|over)\s+(${ABOUT}${N}\s+${KIND}${UNIT})\b`,
      "i",
    ),
    (m, clause) => {
      const about = subjectOf(clause);
      return about && `${about} (${tidy(m[1]!)})`;
    },
  ],
  // "70 day DSO", "a 6-week lead time": a measure with its figure before it.
  [
    /\b(\d[\d,.]*)[- ](day|week)s?\s+(DSO|lead[- ]times?|turnaround|backlog|close|payment terms|debtor days)\b/i,
    (m) => `${m[3]} (${m[1]} ${m[2]!.toLowerCase()}s)`,
  ],
  // "25% of those emails are where-is-my-order questions": a share of the volume.
  [
    /\b(\d{1,3}(?:\.\d+)?)\s?(?:%|percent)\s+of\s+(?:those|these|our|the|all)?\s*([a-z]+)\s+(?:are|is)\s+([^.,;]{3,40})/i,
    (m) => `${m[3]!.trim()} (${m[1]}% of ${m[2]})`,
  ],
  // "about 15% of the time", "overstock by 20%": a rate of something going wrong.
  [
    /\b(\d{1,3}(?:\.\d+)?)\s?(?:%|percent)(\s+of the time)?/i,
    (m, clause) => {
      const about = subjectOf(clause);
      return about && `${about} (${m[1]}%${m[2] ? " of the time" : ""})`;
    },
  ],
  // "1 in 10 has a pricing mistake".
  [
    /\b(\d{1,3})\s+(?:in|out of)\s+(\d{1,3})\b/i,
    (m, clause) => {
      const about = subjectOf(clause);
      return about && `${about} (${m[0]})`;
    },
  ],
  // "we missed 12 renewals last year", "lost about 30 orders a month".
  [
    /\b(missed|lost|lose|losing|dropped|miss)\s+(?:about\s+|around\s+|over\s+|roughly\s+)?(\d[\d,]*)(?:[- ]odd|-ish|\s+or so)?\s+((?:big\s+|major\s+|key\s+)?[a-z]+(?:\s+(?!(?:last|this|a|per|each|every|because|bc|and|but|to|in|on|of|for|we|since|over|across|through|from|with|after|due|when|while|at|as|by)\b)[a-z]+)?)(\s+(?:last|this|a|per|each|every)\s+(?:week|month|quarter|year))?/i,
    (m) => `${m[1]!.toLowerCase()} ${m[2]} ${m[3]}${m[4] ?? ""}`,
  ],
  // "9,000 emails a month": a volume.
  [
    /\b(\d[\d,]*)\s+(ticket|email|call|order|invoice|request|chat|quote|return|claim|shipment|order line)s?\s+(?:a|per|each|every)\s+(day|week|month|year)\b/i,
    (m) => `${m[2]!.toLowerCase()} volume (${m[1]} a ${m[3]!.toLowerCase()})`,
  ],
  // "We had 40 mis-shipments last month": a count of things gone wrong.
  [
    /\b(?:had|have|get|got|see|saw|logged|raised)\s+(?:about\s+|around\s+|over\s+|roughly\s+)?(\d[\d,]*)\s+((?:mis-?[a-z]+|errors?|mistakes?|complaints?|stock-?outs?|late [a-z]+|failed (?!(?:[a-z-]+\s+){0,2}?(?:attempts?|tries|projects?|rollouts?|implementations?|go-?lives?|migrations?)\b)[a-z]+|credit notes?|write-?offs?|chargebacks?|escalations?|incidents?|outages?|disputes?))\b(\s+(?:last|this|a|per|each|every)\s+(?:week|month|quarter|year))?/i,
    (m) => `${m[1]} ${m[2]!.toLowerCase()}${m[3] ?? ""}`,
  ],
  // "We write off around $200k of stock a year": money lost.
  [
    /\b(?:writ(?:e|es|ing|ten)|wrote)\s+off\s+(?:about\s+|around\s+|roughly\s+|over\s+|nearly\s+)?([$€£]?\d[\d,.]*\s*(?:k|m|million|thousand)?(?:\s*(?:dollars|euros|pounds))?)(?:\s+(?:of|in)\s+([a-z]+))?/i,
    (m) => `${m[2] ? `${m[2]} ` : ""}written off (${m[1]!.trim()})`,
  ],
  // "Our DSO is 75 days", "on-time delivery is down to 82%": a measure said with its figure.
  [
    /^\W*(?:(?:our|the|and|but|so)\s+)?((?:[\w-]+\s+){0,3}?[\w-]+)\s+(?:is|are|runs?|sits?|stands?|hovers?|(?:has\s+|have\s+)?(?:dropped|fallen|fell|slipped|gone up|went up|rose|risen|jumped|climbed|increased|grown|grew|doubled))\s+(?:(?:by|at|around|about|down to|up to|only|just|maybe|roughly|below|under|over|to)\s+)*(\d[\d,.]*)\s*(%|percent|days|weeks)/i,
    (m) =>
      /^(?:project|simulation|it|that|this|timeline|deadline|budget|go-?live|we|they|there|company|team|price|cost|fee|target|goal|aim|plan|objective|ambition|hope|expectation)$/i.test(
        m[1]!.trim().split(/\s+/).at(-1)!,
      )
        ? undefined
        : `${m[1]!.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase())} (${m[2]}${/%|percent/i.test(m[3]!) ? "%" : ` ${m[3]}`})`,
  ],
];

/** The pains with a figure in one sentence, as drivers; `known` figures are already noted. */
export function measuredPains(original: string, known: readonly string[] = []): string[] {
  const sentence = inFigures(original);
  const pains: string[] = [];
  const has = (figure: string) => {
    const alone = new RegExp(`(?<![\\d,.])${figure.replace(/[.]/g, "\\.")}(?![\\d,.]*\\d)`);
    return known.some((k) => alone.test(k)) || pains.some((p) => alone.test(p));
  };
  for (const clause of sentence.split(/[;,:]\s+|\s+(?:and|but|while|so|because)\s+/i)) {
    for (const [re, driver] of shapes) {
      const m = re.exec(clause);
      if (!m) continue;
      const said = driver(m, clause, sentence);
      const number = /\d[\d,.]*/.exec(m[0])?.[0] ?? m[0];
      // The figure as the prospect wrote it: "(two hours a day)", not "(2 hours a day)".
      if (said && !has(number)) pains.push(inTheirWords(said, original));
      if (said) break;
    }
  }
  return pains;
}
