import { stages as allStages, type Stage } from "../../contracts/crm";
import { figures } from "../../language/numbers";
import { type Period, readMonth, readPeriod } from "../../language/period";
import { type AmountBound, amountBound } from "./crm-amount-bound";
import { capitalizedPhrase, namedCompanies } from "./crm-names";
import { questionTopics, type Topic } from "./crm-topics";

export { questionTopics, type Topic } from "./crm-topics";

/**
 * A question about the pipeline, read by its aggregate (total, count, biggest, average, …) and its
 * filters: the stages it names or leaves out, a period of close dates, an amount or probability
 * bound, open deals only — and the deal a request names (docs/decisions/033).
 */

/** A request worded as a question: a question mark, or a question word first. */
export const questionShape =
  /\?\s*$|^(?:(?:all|open|active)\s+)?(?:deals|opps|opportunities)\b(?!\s+(?:is|are|was|were)\b)|^(?:rank|sort|order)\b|^(?:what|what's|whats|how|which|who|where|when|is|are|do|does|did|tell me|show|list|give me|any|anything)\b/i;

/** Which deal a message means: known companies it names, else the name as said, or "it". */
export interface DealRef {
  named: string[];
  said?: string;
  pronoun?: boolean;
}

export type QuestionIntent = {
  kind: "question";
  topics: Topic[];
  deal?: DealRef;
  /** The stages a question is about ("what's in Proposal?"), when it names any. */
  stages?: Stage[];
  /** The close dates asked about ("closing this quarter", "before Christmas"). */
  period?: Period;
  /** The amounts asked about ("over 100k", "under $50,000"). */
  amounts?: AmountBound;
  /** Only the deals not yet won ("what's still open", "biggest open deal"). */
  open?: boolean;
  /** Two named deals set against each other ("is Atlas bigger than Northwind?"). */
  compare?: boolean;
  /** Deals the question leaves out by name ("the total excluding Atlas"). */
  without?: string[];
  /** Named deals asked about together ("northwind plus meridian", "if both close"). */
  sum?: boolean;
  /** How many of the biggest or smallest are asked for ("top 2 deals", "our three smallest"). */
  first?: number;
};

/** Words that ask for deals added up, not described one by one. */
const summing =
  /\b(?:plus|together|combined|total|sum|both|worth|add(?:s|ed)? up|altogether|value|how much|what would we)\b|\+/i;

/** The deal an update or question means. */
export function dealRef(text: string, companies: readonly string[]): DealRef {
  const named = namedCompanies(text, companies);
  if (named.length) return { named };
  if (
    /\b(?:it|its|that one|that deal|this deal|the deal|them)\b|\b(?:push|move|bump|set|mark|change|update|slide|shift|make|put|drop|raise|lower)\s+(?:that|this)\b/i.test(
      text,
    )
  )
    return { named, pronoun: true };
  const verbPhrase =
    /\b(?:move|set|update|change|mark|push|bump|with|about|on|(?<=\bcontacts?\s+)(?:at|for))\s+(?:the\s+)?([a-z][\w&'.-]*(?:\s+[\w&'.-]+){0,2}?)(?:['’]s)?(?:\s+deal)?(?=\s+(?:to|into|as|up|down|back|out|probability|amount|value|stage|close|closing|at|is|this|lately)\b|[?.!]|$)/i.exec(
      text,
    );
  const said = capitalizedPhrase(text) ?? verbPhrase?.[1];
  const slotWord =
    /^(?:it|deal|pipeline|us|me|probability|amount|value|stage|(?:the )?close date)$|^(?:our|my|all|these|those|every|each)\b/i;
  // "end of Q1", "in March": a span of close dates, not a company.
  const period = said && readPeriod(`in ${said}`, "2026-01-01");
  // "what about proposal?": a stage's name, not a company's.
  const stage = said && stageNames.some(([re]) => re.test(said));
  return said && !slotWord.test(said) && !period && !stage ? { named, said } : { named };
}

/** Stages a question names by their names ("what's in Proposal?", "closed won"). */
const stageNames: [RegExp, Stage][] = [
  // "closed deals": a deal here closes only by being won.
  [
    /\bclosed[- ]?won\b|\bwon\b|\bwins\b|\b(?:did|have|do) (?:we|i) win\b|\bclosed (?:deals?|ones|opps?|business)\b/i,
    "Closed Won",
  ],
  [/\bnegotiat\w*|\bneg(?:o|ot)?\b|\bin contract\b/i, "Negotiation"],
  [/\bproposals?\b|\bprop\b/i, "Proposal"],
  [/\bdiscovery\b|\bdisco\b|\bqualif\w*|\bearly[- ]stages?\b/i, "Discovery"],
  // "the late stages": every stage between the first one and a win.
  [/\blater?[- ]stages?\b/i, "Proposal"],
  [/\blater?[- ]stages?\b/i, "Negotiation"],
];

/** Where a second span of dates can follow the first: "january or february", "Q1 through Q2". */
const nextSpan = /\s+(?:or|and|through|thru|till|until|to)\s+|\s*[-–+&]\s*/i;

/** "after christmas", "later than January": every close date from the day after it. */
function afterDate(t: string, today: string): Period | undefined {
  const m = /\b(?:after|later than|beyond|past)\s+([^,.;?!]{3,30})/i.exec(t);
  const until = m && readPeriod(`by ${m[1]}`, today);
  if (!until) return undefined;
  const next = new Date(`${until.to}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return {
    from: next.toISOString().slice(0, 10),
    to: "9999-12-31",
    label: `after ${new Date(`${until.to}T00:00:00Z`).toLocaleDateString("en-US", {
      month: "short",
      day: "numeric",
      year: "numeric",
      timeZone: "UTC",
    })}`,
  };
}

/** The close dates a question asks about; two spans said together ("jan or feb") make one. */
function periodIn(t: string, today: string): Period | undefined {
  let span = readPeriod(t, today) ?? afterDate(t, today);
  if (!span) return undefined;
  const joiners = [...t.matchAll(new RegExp(nextSpan, "gi"))].map((m) => m[0].trim());
  for (const [i, part] of t.split(nextSpan).slice(1, 4).entries()) {
    const next = readPeriod(part, today) ?? readPeriod(`in ${part}`, today);
    if (!next || (next.from >= span.from && next.to <= span.to)) continue;
    // "january through march" is every month between; "january or march" says both.
    const through = /^(?:through|thru|till|until|to|-|–)$/i.test(joiners[i] ?? "");
    span = {
      from: [next.from, span.from].sort()[0]!,
      to: [next.to, span.to].sort()[1]!,
      label: `${span.label} ${through ? "to" : "or"} ${next.label.replace(/^(?:in|by|before|during) /, "")}`,
    };
  }
  return span;
}

export function question(t: string, companies: readonly string[], today: string): QuestionIntent {
  // "what did we win this month": the wins' own month, which the open deals' topic would miss.
  const wins = /\b(?:won|wins?|closed[- ]won)\b/i.test(t) ? readMonth(t, today) : undefined;
  const period = periodIn(t, today) ?? wins;
  const amounts = amountBound(t);
  const open = /\b(?:still open|open|active|in play|not (?:yet )?(?:won|closed))\b/i.test(t);
  const filters: Partial<QuestionIntent> = {
    ...(period ? { period } : {}),
    ...(amounts ? { amounts } : {}),
    ...(open ? { open } : {}),
  };
  const intent = plainQuestion(t, companies);
  // "top 2 deals", "our three biggest": the first few of a ranking by size, not the one.
  const many =
    /\b(?:top|biggest|largest|smallest|first)\s+(\d{1,2})\b|\b(\d{1,2})\s+(?:biggest|largest|smallest|top|best)\b/i.exec(
      figures(t),
    );
  const first = many ? Number(many[1] ?? many[2]) : 0;
  if (first > 1) filters.first = first;
  // "open deals excluding discovery": the stages left, without the won ones.
  const stages = open ? intent.stages?.filter((s) => s !== "Closed Won") : intent.stages;
  return { ...intent, ...(stages?.length ? { stages } : {}), ...filters };
}

/**
 * "excluding closed won", "other than discovery", "everything but Atlas", "deals not in
 * proposal", "the total if we lose Atlas": stages or deals a question leaves out.
 */
const leftOut =
  /\b(?:excluding|exclude|except(?: for)?|without|not counting|other than|besides|apart from|minus|ex|(?<=\b(?:everything|all|anything|deals?|ones?|opps?|pipeline)\s+)but|(?<=\b(?:deals?|ones?|opps?|anything|everything)\s+)not in|(?<=\bif\s+(?:we\s+)?)lose)\s+(?:the\s+)?([^,.;?!]{3,30})/i;

/** Topics that pick one deal out of some. */
const ranking = new Set<Topic>([
  "biggest",
  "smallest",
  "soonest",
  "closes_last",
  "most_likely",
  "least_likely",
  "furthest_along",
]);

/** Words that set two deals against each other. */
const comparing =
  /\b(?:bigger|larger|smaller|more|less|higher|lower|vs\.?|versus|compar\w*|difference|than)\b/i;

function plainQuestion(said: string, companies: readonly string[]): QuestionIntent {
  // "median" is a statistic, not "Meridian" typed in a hurry.
  const t = said.replace(/\bmedian\b/gi, "middle-value");
  const out = leftOut.exec(t);
  // "the total excluding Atlas": the question over the other deals.
  const without = out ? namedCompanies(out[1]!, companies) : [];
  if (out && without.length)
    return {
      ...plainQuestion(t.slice(0, out.index) + t.slice(out.index + out[0].length), companies),
      without,
    };
  const deal = dealRef(t, companies);
  // "which closes first, Atlas or Northwind?": the ranking over the deals named, not all.
  const ranked = questionTopics(t).filter((topic) => ranking.has(topic));
  if (deal.named.length >= 2 && ranked.length)
    return {
      kind: "question",
      topics: ranked,
      without: companies.filter((c) => !deal.named.includes(c)),
    };
  if (deal.named.length === 2 && comparing.test(t))
    return { kind: "question", topics: [], deal, compare: true };
  const aboutDeal =
    deal.named.length > 0 ||
    (deal.said && /\b(?:with|about|on)\b|\bcontacts? (?:at|for)\b/i.test(t));
  const inText = out ? t.slice(0, out.index) + t.slice(out.index + out[0].length) : t;
  const named = aboutDeal ? [] : stageNames.filter(([re]) => re.test(inText)).map(([, s]) => s);
  const excluded = out ? stageNames.filter(([re]) => re.test(out[1]!)).map(([, s]) => s) : [];
  const stages = excluded.length
    ? allStages.filter((s) => !excluded.includes(s) && (!named.length || named.includes(s)))
    : allStages.filter((s) => named.includes(s));
  if (stages.length) {
    // "What's in closed won?": the stage's words are not a topic ("closed" is not a close date).
    const rest = stageNames.reduce((text, [re]) => text.replace(new RegExp(re, "gi"), " "), t);
    return { kind: "question", topics: questionTopics(rest), stages };
  }
  const stripped = questionTopics(t.replace(/\bdeals?\b/gi, ""));
  // "top 2 deals": an extreme needs its deal word to be one.
  const topics = stripped.length
    ? stripped
    : questionTopics(t).filter((x) => x === "biggest" || x === "smallest");
  const sum = deal.named.length > 1 && summing.test(t);
  // A deal's own description answers most topics; its weighted value it adds.
  const weighed = topics.filter((x) => x === "weighted" || x === "forecast");
  return aboutDeal && !/\band\b/i.test(t)
    ? { kind: "question", topics: weighed, deal, ...(sum ? { sum } : {}) }
    : { kind: "question", topics, ...(aboutDeal ? { deal } : {}), ...(sum ? { sum } : {}) };
}
