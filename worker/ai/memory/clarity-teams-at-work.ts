/**
 * Teams found by what a team is — a group of people doing a piece of work — rather than by the
 * department's name: "the lads who load the lorries", "the person who raises our bills", "the
 * people answering the phones", "the costing clerks", "our schedulers", "quality keep batch
 * records", "it would hit invoicing hardest". One table says which department each kind of work
 * belongs to (clarity-teams-work.ts); the shapes here say where a group of people and their work
 * meet. A customer, a supplier
 * or a contractor is never such a group: only our own people words open one. Reads the text
 * `teamsSaid` left (no question, approver or team left alone). Linear: each shape runs once.
 */

import { readOnce } from "../../language/read-once";
import { firstFound, sentencePieces } from "../../language/sentence-parts";
import { units } from "../../language/vocabulary";
import { agentTeams } from "./clarity-agents-people";
import { departmentPatterns } from "./clarity-situation";
import { bareTeam } from "./clarity-teams-bare";
import { AGENTS, PLACES, teamsByRole } from "./clarity-teams-by-role";
import { joinedTeams } from "./clarity-teams-joined";
import { ownName } from "./clarity-teams-own-name";
import { productMade } from "./clarity-teams-products";
import { workOf } from "./clarity-teams-work";

const departmentOf = (words: string) => departmentPatterns.find(([re]) => re.test(words))?.[1];

/** Our own people, as a group or one of them; never customers, suppliers or contractors. */
const PEOPLE =
  "(?:people|folks|staff|lads|guys|boys|girls|gals|ladies|blokes|fellas|chaps|women|men|team|crew|colleagues|clerks?|person|woman|man)";

/** "the lads who load …", "whoever raises …", "the people answering …", "folks on the …". */
const GROUP_OF = String.raw`\b(?:the|our|their|those|these|all the|all our)\s+(?:[\w-]+\s+)?${PEOPLE}`;
/** A group named as such ("the lads", "our people"): "300 people moving from …" counts heads. */
const DOING = new RegExp(
  String.raw`${GROUP_OF}\s+(?:who|that)\s+|\b(?:whoever|anyone who|everyone who|those who|the ones (?:who|that))\s+|(?:^|[.;:!?,]\s*)(?:people|folks|staff)\s+(?:who|that)\s+|${GROUP_OF}\s+(?=\w+ing\b)|${GROUP_OF}\s+(?:on|in|at|doing|running|handling|covering|manning)\s+(?:the\s+)?`,
  "gi",
);

/** "the costing clerks", "the goods-in team", "our payables clerk": the work, then the group. */
const GROUP =
  /\b(?:teams?|desks?|departments?|depts?|offices?|clerks?|staff|crews?|side|functions?|units?|lads|guys|boys|girls|gals|ladies|blokes|fellas|folks|people|(?:manager|lead|coordinator|planner|administrator|officer|supervisor|writer|assistant|controller|specialist)s?)\b/gi;
/**
 * The words before a group noun (looked back from it: one scan of the text): one or two, or a
 * list joined by "and" ("our commercial and finance people").
 */
const wordsBefore = (text: string, at: number) => {
  const back = text.slice(Math.max(0, at - 60), at);
  // The list's shape is tried only where a list can be: most groups follow one or two words.
  const joined = /,|&|\band\b/i.test(back)
    ? /((?:[\w&/-]+\s*(?:,|&|\band\b)\s*){1,3}[\w&/-]+\s+)$/i.exec(back)?.[1]
    : undefined;
  return joined ?? /((?:[\w&/-]+\s+){1,2})$/.exec(back)?.[1];
};

/**
 * Words that end a group's modifiers: what comes before them is not the group's work. A size
 * said of the group is none of its work either ("a small maintenance team"); "new business" is
 * the sales trade's work, no new team.
 */
const DETERMINER = new RegExp(
  String.raw`\b(?:the|our|their|my|a|an|some|any|all|more|most|few|many|new(?! business\b)|extra|other|small|tiny|little|big|large|lean|busy|growing|(?:two|three|four|five|\d+)-(?:person|man|strong)|${Object.keys(units).join("|")}|\d+)\b`,
  "i",
);

/**
 * A terse list of teams ("Accounts and the branches", "the drivers and the yard"): each item a
 * team by its work, as a reply to "which teams?" gives them.
 */
function listed(text: string): string[] {
  const words = text.trim().split(/\s+/);
  if (words.length > 10 || /[.!?]\s+\S/.test(text.trim())) return [];
  const items = text
    .replace(/[.!?]+\s*$/, "")
    .replace(/^\W*(?:mostly|mainly|just|only|probably|basically)\s+/i, "")
    // "the planning team and the rota coordinators mostly": a hedge after the list is no item's.
    .replace(/[\s,]+(?:mostly|mainly|really|probably|too|as well|i think|i guess)\s*$/i, "")
    .split(/\s*(?:,\s*(?:and|plus|&)?|&|\+|\/|\band\b|\bplus\b)\s*/i)
    .map((i) => i.trim().replace(/^(?:the|our|all|both)\s+/i, ""));
  if (items.length < 2 || items.some((i) => !i || i.split(/\s+/).length > 3)) return [];
  return items.flatMap((i) => {
    // "the engineers, the office and the stores": a role the departments place is theirs.
    const d =
      workOf(i) ??
      (/^(?:delivery\s+)?drivers$/i.test(i) ? "warehouse and logistics" : undefined) ??
      departmentOf(i) ??
      bareTeam(i);
    return d ? [d] : [];
  });
}

/** A word of place just before: what follows it is where, not what work. */
const AFTER_IN = /\b(?:in|at|from|near|outside)\s+$/i;

/** "our schedulers": whose visits they book says which schedulers they are. */
const SCHEDULERS = /\bschedulers\b(?:\W+\w+){0,8}/i;

/**
 * The work as the clause's subject, doing something people do: "quality keep batch records",
 * "credit control spends every Monday …", "recruitment and onboarding still run on paper".
 */
const WORK_NOUN =
  "(?:credit control|collections|recruitment|recruiting|hiring|onboarding|payroll|invoicing|billing|bookkeeping|accounts payable|accounts receivable|payables|receivables|costing|quality|goods[- ]in|despatch|shipping|returns|scheduling|estimating|dispatch|facilities|maintenance|purchasing|planning|accounts|merchandising|marketing|underwriting|claims|admin|kitchen|front of house|stockroom|compliance)";
const A_WORK = new RegExp(`^${WORK_NOUN}$`, "i");
/**
 * What a team does when the subject of a complaint: "merchandising and e-commerce fight over stock",
 * "payroll hates the new portal", "credit control won't touch it".
 */
const COMPLAINS =
  "hates?|complains?|moans?|fights?|argues?|clash(?:es)?|refuses?|won'?t|never|can'?t|cannot|re-?keys?|(?:is|are) (?:drowning|swamped|fed up|sick of|tired of)";
const AT_WORK = new RegExp(
  String.raw`(?:^|[.;:,!?]\s*|\b(?:and|but|while|so|whereas)\s+)(?:the\s+|our\s+)?(${WORK_NOUN}(?:\s+(?:and|&)\s+(?:the\s+|our\s+)?(?:${WORK_NOUN}|[a-z][a-z-]+))?)\s+(?:(?:still|also|just|now|currently|all|mostly|basically|always|constantly)\s+)?(?:keeps?|spends?|runs?|uses?|does|do|handles?|works?|chases?|logs?|types?|enters?|prints?|tracks?|manages?|relies|rely|lives?|sits?|struggles?|wastes?|loses?|(?:is|are|gets?) (?:run|done|handled|managed|kept|tracked)|${COMPLAINS})\b`,
  "gim",
);

/**
 * What a change alters, said of the people or places whose work it is: "it would change how the
 * tills and the stockroom work", "a big impact on the branches". Named by a table only.
 */
const CHANGES =
  /\b(?:change how|changes? for|impact\w* on|disrupt\w*|mean for|affect\w*|hit\w*)\s+(?:how\s+)?(?:the\s+|our\s+)?([\w-]+)(?:\s+(?:and|&)\s+(?:the\s+|our\s+)?([\w-]+))?/gi;

/** The work a change lands on: "it would hit invoicing hardest", "falls on payroll". */
const LANDS = new RegExp(
  String.raw`\b(?:hit|hits|hitting|lands?\s+(?:\w+\s+)?on|landing\s+(?:\w+\s+)?on|falls?\s+(?:\w+\s+)?on|affects?|touch(?:es)?)\s+(?:the\s+|our\s+)?(${WORK_NOUN})\b`,
  "gi",
);

/** A window of words after `at`, up to the clause's end. */
const windowAfter = (text: string, at: number) =>
  (/^[^.;:!?()—]{0,60}/.exec(text.slice(at))?.[0] ?? "")
    .split(/,|\s(?:because|so|but|and then|while)\s/)[0]!
    .split(/\s+/)
    .slice(0, 6)
    .join(" ");

/**
 * Work that only a department of the company does, named bare: "two payrolls", "credit control",
 * "onboarding". A process named as slow ("month-end takes two weeks") is a pain, not a team named. Payroll named as a system ("ADP payroll", "the payroll
 * software") is a system, not the people who run it.
 */
const BARE: [RegExp, string][] = [
  [/\b(?:invoicing|billing|credit control|bookkeeping|payables|receivables)\b/i, "finance"],
  [
    /\b(?:payrolls?\b(?!\s+(?:system|software|provider|bureau|package|platform|tool|app))|recruitment|onboarding)\b/i,
    "HR",
  ],
  [/\bgoods[- ]in\b/i, "warehouse and logistics"],
  [/\bQ[AC]\b/, "quality"],
];

/** A brand just before (not opening its sentence): "we run ADP payroll" names a system. */
const brandBefore = (text: string, at: number) =>
  /[\p{Ll}\d,]\s+\p{Lu}[\p{L}\d]*\s+$/u.test(text.slice(Math.max(0, at - 40), at));

/** What one sentence gives each step of `teamsAtWork` (no pattern of theirs reads past its end). */
interface WorkFinds {
  doing: (string | undefined)[];
  groups: (string | undefined)[];
  /** Whether each of `AGENTS` then `PLACES` is found. */
  kinds: boolean[];
  atWork: string[];
  lands: (string | undefined)[];
  changes: (string | undefined)[];
  /** Each of `BARE`'s first find: a department, none where a brand comes before it. */
  bare: (string | null | undefined)[];
}

const KINDS = [...AGENTS, ...PLACES];

/** The finds of one sentence, kept by its words (sentence-parts.ts). */
const workFinds = readOnce((text: string): WorkFinds => {
  const doing: (string | undefined)[] = [];
  for (const m of text.matchAll(DOING))
    doing.push(workOf(windowAfter(text, m.index + m[0].length)));
  const groups: (string | undefined)[] = [];
  const add = (d: string | undefined) => groups.push(d);
  // "hiring more clerks": a word after a determiner or quantifier names no work of theirs.
  for (const m of text.matchAll(GROUP)) {
    // "our development team (fundraising)": the words in brackets say which team it is.
    const gloss = /^\s*\(([\p{L}&][\p{L}&\s-]{2,28})\)/u.exec(
      text.slice(m.index + m[0].length),
    )?.[1];
    if (gloss) {
      add(workOf(gloss) ?? departmentOf(gloss) ?? gloss.toLowerCase());
      continue;
    }
    const before = wordsBefore(text, m.index);
    // "our company makes kitchen units": what it makes, no team.
    if (!before || productMade(before)) continue;
    const work = before.split(DETERMINER).at(-1)!;
    // "&" inside a word ("F&B") joins no list.
    const items = work.split(/\s*,\s*|\s+&\s+|\s+and\s+/i).filter((w) => w.trim());
    // "the depot in bristol and head office": a word after "in" is a place, no team's work.
    if (items.length > 1 && AFTER_IN.test(text.slice(0, m.index - before.length))) items.shift();
    if (items.length > 1)
      for (const d of joinedTeams(
        items,
        (item) => workOf(item) ?? departmentOf(item) ?? ownName(item, `${item} ${m[0]}`),
      ))
        add(d);
    // "the order desk": the work with its group noun first, then the work alone.
    else add(workOf(`${work}${m[0]}`) ?? workOf(work) ?? ownName(work, `${before}${m[0]}`));
  }
  const kinds = KINDS.map(([re]) => re.test(text));
  // Work no table places ("facilities and maintenance track jobs"): the prospect's word.
  const atWork: string[] = [];
  for (const m of text.matchAll(AT_WORK))
    m[1]!.split(/\s+(?:and|&)\s+(?:the\s+|our\s+)?/i).forEach((w, i) => {
      // The second of a pair is a team where the tables place it ("invoicing and sales").
      const d =
        workOf(w) ?? departmentOf(w) ?? (i === 0 || A_WORK.test(w) ? w.toLowerCase() : undefined);
      if (d) atWork.push(d);
    });
  const lands = [...text.matchAll(LANDS)].map((m) => workOf(m[1]!));
  const changes: (string | undefined)[] = [];
  for (const m of text.matchAll(CHANGES))
    for (const w of [m[1], m[2]]) if (w) changes.push(workOf(w));
  const bare = BARE.map(([re, d]) => {
    const m = re.exec(text);
    return m ? (brandBefore(text, m.index) ? null : d) : undefined;
  });
  return { doing, groups, kinds, atWork, lands, changes, bare };
});

/** The departments a message names by the work their people do, in the order found. */
export function teamsAtWork(text: string): string[] {
  const found: string[] = [];
  const add = (d: string | undefined) => {
    if (d && !found.includes(d)) found.push(d);
  };
  // Read sentence by sentence, each step over the whole message in turn, as one read would.
  const finds = sentencePieces(text).map(workFinds);
  for (const f of finds) for (const d of f.doing) add(d);
  for (const f of finds) for (const d of f.groups) add(d);
  KINDS.forEach(([, d], i) => {
    if (finds.some((f) => f.kinds[i])) add(d);
  });
  for (const d of listed(text)) add(d);
  const schedulers = SCHEDULERS.exec(text);
  if (schedulers)
    add(
      /engineer|technician|visit|job|crew|van/i.test(schedulers[0])
        ? "field service and dispatch"
        : "operations",
    );
  for (const f of finds) for (const d of f.atWork) add(d);
  for (const f of finds) for (const d of f.lands) add(d);
  for (const f of finds) for (const d of f.changes) add(d);
  // A pattern's first find in the message decides: none where a brand comes before it.
  BARE.forEach((_, i) => {
    const first = firstFound(finds, (f) => f.bare[i]);
    if (first) add(first);
  });
  // People by role or by the place they work: a table's department, else the prospect's word.
  for (const w of teamsByRole(text))
    add(workOf(w) ?? AGENTS.find(([re]) => re.test(w))?.[1] ?? departmentOf(w) ?? w);
  // People called agents by their trade ("the leasing agents"): the trade is the team.
  const agents = agentTeams(text);
  for (const w of agents) add(w);
  return agents.length ? found.filter((d) => d !== "agents") : found;
}
