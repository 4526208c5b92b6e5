/**
 * Our own people named by their role as a clause's subject ("the nurses double-chart everything",
 * "our underwriters and claims handlers are on different systems", "our surveyors write up every
 * job twice"), or by the place they work in ("the guys in the workshop"): the group is a team in
 * scope, in the prospect's word where no table of work names its department. Only people words
 * open such a group: customers, suppliers, users and owners are never one. Also the tables of
 * people by the work they do (`AGENTS`) and of places named for their team (`PLACES`). Linear:
 * one pattern over the text for each shape.
 */

import { readOnce } from "../../language/read-once";
import { firstFound, sentencePieces } from "../../language/sentence-parts";
import { units } from "../../language/vocabulary";
import { rolesDoing } from "./clarity-role-initials";
import { ROLE_SHAPE } from "./clarity-role-shape";
import { teamsBare } from "./clarity-teams-bare";

/** People named by the work they do ("our schedulers", "the loaders", "two bookkeepers"). */
export const AGENTS: [RegExp, string][] = [
  [
    /\b(?:loaders|pickers|packers|storemen|(?:van|delivery|lorry|truck|forklift) drivers)\b/i,
    "warehouse and logistics",
  ],
  [/\b(?:bookkeepers?|cashiers|credit controllers?|payroll clerks?)\b/i, "finance"],
  [
    /\b(?:estimators?|salesmen|saleswomen|salespeople|bid writers?|account exec(?:utive)?s?)\b/i,
    "sales",
  ],
  [/\breceptionists?\b/i, "customer service"],
  // Loss adjusters work the claims: "claims emails for our adjusters".
  [/\b(?:loss\s+|claims?\s+)?adjusters?\b/i, "claims"],
  [/\b(?:devs|developers|programmers)\b/i, "IT"],
  // "our drivers get their runs …": our own drivers; "the drivers for this" are reasons.
  [/\b(?:our|the)\s+drivers\b(?!\s+(?:for|of|behind|are|were|is)\b)/i, "warehouse and logistics"],
  [/\bstorekeepers?\b/i, "warehouse and logistics"],
  [/\b(?:recruiters)\b/i, "HR"],
  [/\b(?:machinists|welders|line workers)\b/i, "manufacturing"],
  // "the lab techs" work in the lab; "install crews" are installers.
  [
    /\b(?:installers|fitters|(?<!\blab\s)(?:service )?techs|mechanics|install(?:ation)? (?:crews?|teams?|engineers))\b/i,
    "field service and dispatch",
  ],
];

/** Where a team works, named for the team: "the two depots", "the back office". */
export const PLACES: [RegExp, string][] = [
  [
    /\b(?:depots?|distribution cent(?:re|er)s?|DCs?|fulfil?ment cent(?:re|er)s?)\b/,
    "warehouse and logistics",
  ],
  [/\bback[- ]office\b/i, "operations"],
  // The guest-facing side of a hotel, restaurant or venue, named for where it works.
  [/\bfront[- ]of[- ]house\b/i, "front of house"],
  [/\b(?:front|reception) desk\b|\bthe reception\b/i, "customer service"],
  [/\btrade counters?\b|\bshowrooms?\b/i, "sales"],
  // Shops, and stores said as shops ("the thrift stores", "our 14 stores"); "the stores" bare is
  // the stockroom (warehouse, in `WORK`).
  [
    /\b(?:shops|(?:retail|thrift|charity|high[- ]street|convenience|farm|garden|flagship)\s+(?:stores?|shops?|outlets?|branches)|(?:our|all (?:the|our)|each|every|across (?:the|our))\s+(?:\d+\s+)?(?:stores|outlets)|\d+\s+(?:stores|outlets)|in-?store|store (?:staff|managers?|teams?|operations))\b(?!\s+(?:system|software|app|platform))/i,
    "retail",
  ],
  [
    /\b(?:labs|(?:the|our)\s+lab|laborator(?:y|ies))\b(?!\s+(?:system|software|results?|tests?|reports?))/i,
    "lab",
  ],
  // Where staff work, named as the place: "across the branches", "each branch".
  [
    /\b(?:the|our|all (?:the |our )?|each|every|across)\s+branch(?:es)?\b(?!\s+managers?)/i,
    "branches",
  ],
];

/** People by role: who works in a team of the company (plural, as a group is named). */
const ROLE = `(?:nurses|clinicians|doctors|carers|care workers|therapists|pharmacists|dentists|hygienists|vets|teachers|tutors|trainers|surveyors|quantity surveyors|underwriters|claims handlers|adjusters|paralegals|solicitors|lawyers|architects|chefs|cooks|kitchen staff|cleaners|caretakers|porters|stylists|merchandisers|planners|schedulers|coordinators|administrators|admins|foremen|site managers|labourers|laborers|operatives|mechanics|electricians|plumbers|joiners|fitters|installers|technicians|techs|couriers|cashiers|tellers|developers|devs|programmers|analysts|researchers|scientists|chemists|lab techs|inspectors|estimators|designers|drafters|draughtsmen|recruiters|marketers|buyers|bookkeepers|accountants|${ROLE_SHAPE})`;

/**
 * "the nurses …", "our underwriters and claims handlers …": at a clause's start, before a verb,
 * or asked about as the subject of a question ("will the nurses need training?").
 * "the field engineers …" keep their "field" (field service, not engineering), "the lab techs" their "lab".
 */
const SUBJECT = new RegExp(
  String.raw`(?:^|[.;:!?,]\s*|\b(?:and|but|while|so|whereas|because|will|would|do|does|can|could|should|might|must)\s+)(?:the|our|my|all (?:the|our)|both (?:the|our)?)\s+(?:(?!(?:field|lab)\s)\w+\s+)?((?:field\s+)?${ROLE})(?:\s+(?:and|&)\s+(?:the\s+|our\s+)?(${ROLE}))?\s+(?!of\b|for\b|who\b|that\b|we\b|(?:think|thinks|thought|say|says|said|reckon|believe|feel|suggest\w*|want|wanted|prefer|recommend\w*|would rather)\b)(?=\w)`,
  "gi",
);
/**
 * The same role bare, opening a sentence or a clause after a comma, then what it does:
 * "underwriters quote in a rating engine, claims handlers work in another system". Not an item
 * of a list ("nurses, doctors and carers on three sites"): a preposition or a list word after it.
 */
const BARE_SUBJECT = new RegExp(
  String.raw`(?:^|[.;:!?,]\s*)((?:field\s+)?${ROLE})(?:\s+(?:and|&)\s+(?:the\s+|our\s+)?(${ROLE}))?\s+(?!(?:of|for|who|that|we|on|in|at|to|and|or|with|from|across|by|as|like|plus|etc|too|also)\b|(?:think|thinks|thought|say|says|said|reckon|believe|feel|suggest\w*|want|wanted|prefer|recommend\w*|would rather)\b)(?=[a-z])`,
  "gi",
);

/** "the guys in the workshop", "folks on the tools": the place, right after its preposition. */
const PLACE_OF =
  /\b(?:the|our)\s+(?:guys|lads|girls|ladies|people|folks|staff|team|crew|men|women)\s+(?:in|on|at|down in|out in)\s+(?:the\s+)?([a-z][\w-]{2,}(?:\s+(?:floor|desk|line|counter|room))?)\b/gi;
/** Places that name no team: where anyone sits, or time rather than place. */
const NO_PLACE =
  /^(?:meantime|moment|end|middle|past|future|meeting|office|building|company|business|room|uk|us|world|same|loop|know|dark|team|project|process|system|way|morning|evening|afternoon|week|month|year|day|hurry|background|main|back|front|our|their|your|his|her|my|this|that|site|ground|road|phone|call|tools|top|bottom|coalface|frontline)$/i;

/**
 * Staff named by a head word that only ever names people at work, with the trade's own word
 * before it: "the fee earners", "our case workers", "the HR officers", "claims handlers", "night
 * porters"; or opening a sentence ("Account handlers manage renewals"). Kept in the prospect's
 * words where no table places them.
 */
const STAFF_HEAD = new RegExp(
  String.raw`(?:\b(?:the|our|my|and|all (?:the|our)|both (?:the|our)?|\d+|${Object.keys(units).join("|")})\s+|(?:^|(?<=[.;:!?]\s+))(?=\p{Lu}))((?:[\p{L}&-]+\s+)?[\p{L}&-]+)\s+(workers|earners|handlers|officers|assistants|advisers|advisors|keepers|operators|porters)\b`,
  "giu",
);
/** The head words alone: one cheap look before the pattern with its modifiers. */
const STAFF_WORD =
  /(?:workers|earners|handlers|officers|assistants|advis[eo]rs|keepers|operators|porters)\b/i;
/** Words before a staff head that say how, when or who, not the work. */
const NOT_WORK =
  /^(?:and|new|other|key|senior|junior|older|younger|young|old|local|remote|home|office|knowledge|frontline|front-line|shift|night|day|temp|agency|contract|seasonal|full-time|part-time|skilled|hard|few|many|some|most|more|extra|existing|current|our|the|their|\d+)$/i;

/** "housekeeping get their lists printed": a piece of work as the subject of what people do. */
const ING_AT_WORK =
  /(?:^|[.;:,!?]\s*|\b(?:and|but|while|so|whereas)\s+)(?:the\s+|our\s+)?([a-z][a-z-]{3,}ing)\s+(?:(?:still|also|just|now|currently|all|mostly)\s+)?(?:get|gets|keep|keeps|do|does|use|uses|spend|spends|print|prints|log|logs|type|types|record|records|track|tracks|handle|handles|chase|chases|re-?key|re-?keys|work|works|juggle|juggles|book|books|send|sends|rely|relies)\b/gim;
const NOT_A_TEAM_ING =
  /^(?:nothing|everything|something|anything|thing|morning|evening|spring|string|ceiling|building|clothing|during|bring|pricing|meeting|timing|funding|licensing|messaging|printing|reporting|shipping|picking|packing|ordering|tracking|everyone)$/i;

/**
 * Two groups said as separate by what they do (the second may be initials: "R&D and QA both keep
 * their own test logs"): "admissions and the bursar's office both chase
 * the same parents", "the kitchens and the bar run separate stock sheets". Each is a team of
 * theirs; people outside the company, pronouns and names are not.
 */
const PAIR =
  /(?:^|[.;!?]\s+)(?:[Tt]he\s+|[Oo]ur\s+)?([\p{L}&'’-]+(?:\s+[\p{L}&'’-]+)?)\s+(?:and|&)\s+(?:the\s+|our\s+)?([\p{Ll}&'’-]+(?:\s+[\p{L}&'’-]+)?|\p{Lu}[\p{Lu}&]{1,4})\s+(?:(?:both|each)\b|(?:[\p{L}-]+\s+){1,2}(?:separate|different|their own|its own|two different)\b)/gu;
const NOT_OURS =
  /^(?:the|our|their|a|an|we|they|i|you|it|he|she|customers?|clients?|suppliers?|vendors?|partners?|users?|parents?|patients?|students?|members?|guests?|donors?|tenants?|competitors?|systems?|tools?|spreadsheets?|sites?|branches|offices?|prices?|numbers|codes|data)$/i;

/**
 * The people said to be the system's users: "the main users would be our project coordinators
 * and site supervisors", "people in merchandising and buying would use it most". Each item of the
 * list is a team, by its work or in the prospect's word.
 */
const USERS_ARE =
  /\b(?:(?:main|primary|key|heaviest|biggest|daily|day-to-day|end)\s+)?users\s+(?:would be|will be|are|'d be|are going to be)\s+([^.;!?]{3,90})/i;
const USE_IT =
  /(?:^|[.;!?]\s+)([^.;!?]{3,70}?)\s+(?:would|will|'d|'ll|are going to)\s+(?:use|be using|be in|live in)\s+it\b/i;
/** "claims and underwriting are the two big users": the list, then what it is. */
const ARE_USERS =
  /(?:^|[.;!?]\s+)([^.;!?]{3,70}?)\s+(?:are|will be|would be|'ll be|'d be)\s+the\s+(?:[\w-]+\s+){0,3}users\b/i;
/** "the teams that would use it: sales ops, rev ops and CS": the list after the colon. */
const USE_IT_LIST =
  /\b(?:teams?|people|ones|users|groups)\s+(?:that|who)\s+(?:would|will|'d|'ll)\s+use\s+it(?:\s+most)?\s*[:,—–-]\s*([^.;!?]{3,90})/i;
const NOT_USERS =
  /^(?:we|they|i|you|everyone|everybody|all of us|the whole (?:company|business|team)|staff|customers?|clients?|nobody|no one|people)$/i;
/** The list of users one sentence gives, by each shape in turn (a message takes each shape's first). */
function usersSaid(sentence: string): (string | undefined)[] {
  if (!/\busers?\b|\b(?:use|using|live in|be in)\s+it\b/i.test(sentence)) return [];
  return [USERS_ARE, USE_IT_LIST, USE_IT, ARE_USERS].map((re) => re.exec(sentence)?.[1]);
}
function usersListed(list: string | undefined): string[] {
  if (!list) return [];
  return list
    .replace(/\s+(?:most|mostly|mainly|every day|daily|the most)\b.*$/i, "")
    .split(/\s*,\s*|\s+(?:and|&|plus)\s+/i)
    .map((i) =>
      i
        .trim()
        .replace(/^(?:(?:and|probably|mostly|mainly|then)\s+)?(?:the|our|all (?:the|our))\s+/i, "")
        .replace(/^(?:people|folks|guys|staff|teams?)\s+(?:in|on|at)\s+(?:the\s+)?/i, ""),
    )
    .filter(
      (i) =>
        i && i.split(/\s+/).length <= 3 && !NOT_USERS.test(i) && !/\b(?:that|who|which)$/i.test(i),
    );
}

/** What one sentence gives each step of `teamsByRole` (no pattern of theirs reads past its end). */
interface RoleFinds {
  subject: string[];
  staff: string[];
  pair: string[];
  users: (string | undefined)[];
  ing: string[];
  place: string[];
}

/** The finds of one sentence, kept by its words (sentence-parts.ts). */
const roleFinds = readOnce((sentence: string): RoleFinds => {
  const subject: string[] = [];
  for (const re of [SUBJECT, BARE_SUBJECT])
    for (const m of sentence.matchAll(re)) subject.push(m[1]!, ...(m[2] ? [m[2]] : []));
  // "SDRs book the meetings, AEs close": a role's initials doing its work, as said.
  subject.push(...rolesDoing(sentence));
  const staff: string[] = [];
  if (STAFF_WORD.test(sentence))
    for (const m of sentence.matchAll(STAFF_HEAD)) {
      const work = m[1]!
        .split(/\s+/)
        .filter((w) => !NOT_WORK.test(w) && !(w.toLowerCase() in units));
      if (work.length) staff.push(`${work.join(" ")} ${m[2]}`);
    }
  const pair: string[] = [];
  if (/\b(?:both|each|separate|different|own)\b/i.test(sentence))
    for (const m of sentence.matchAll(PAIR)) {
      const both = [m[1]!, m[2]!].map((w) => w.replace(/^(?:the|our)\s+/i, ""));
      for (const w of both) if (!NOT_OURS.test(w.split(/\s+/).at(-1)!)) pair.push(w);
    }
  // Read whatever the gate: the message's gate ("ing ") is tested on the whole of it.
  const ing: string[] = [];
  for (const m of sentence.matchAll(ING_AT_WORK)) if (!NOT_A_TEAM_ING.test(m[1]!)) ing.push(m[1]!);
  // A capital is a name ("the guys at HubSpot"), not a place of ours.
  const place: string[] = [];
  for (const m of sentence.matchAll(PLACE_OF))
    if (/^\p{Ll}/u.test(m[1]!) && !NO_PLACE.test(m[1]!.split(/\s+/)[0]!))
      // "the guys on the floor": the shop floor.
      place.push(/^floor$/i.test(m[1]!) ? "shop floor" : m[1]!);
  return { subject, staff, pair, users: usersSaid(sentence), ing, place };
});

/**
 * The role or place words of the groups a message names, each as said (lower case, save
 * initials: "BDMs").
 */
export function teamsByRole(text: string): string[] {
  const found: string[] = [];
  const add = (w: string | undefined) => {
    // "BDMs and SDRs": letters typed as a role's initials keep their capitals.
    const word = w
      ?.split(/\s+/)
      .map((x) => (/^\p{Lu}{2,5}s$/u.test(x) ? x : x.toLowerCase()))
      .join(" ");
    if (word && !found.includes(word)) found.push(word);
  };
  // Read sentence by sentence, each step over the whole message in turn, as one read would.
  const finds = sentencePieces(text).map(roleFinds);
  for (const f of finds) for (const w of f.subject) add(w);
  for (const f of finds) for (const w of f.staff) add(w);
  for (const f of finds) for (const w of f.pair) add(w);
  // The users' list: the first shape any sentence has, its first sentence's.
  const shape = [0, 1, 2, 3].find((i) => finds.some((f) => f.users[i] !== undefined));
  const list = shape === undefined ? undefined : firstFound(finds, (f) => f.users[shape]);
  for (const w of usersListed(list)) add(w);
  for (const w of teamsBare(text)) add(w);
  if (text.includes("ing ")) for (const f of finds) for (const w of f.ing) add(w);
  for (const f of finds) for (const w of f.place) add(w);
  return found;
}
