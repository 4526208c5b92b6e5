/**
 * Teams named in the prospect's own words where no common department says what they said: a
 * team by its own name ("the commercial lines team (12)", "our client care team", "the income
 * team"), a group of people by their role with a count beside it ("tenancy sustainment officers,
 * 9 of them", "patient coordinators (about 60)", "claims handlers - 6"), one beside such a team in
 * the same list ("… and personal lines (20)"), the people said by the work they do ("the people
 * who do the rotas"), and each item of a list headed as the teams ("Teams involved:\n- …").
 * Each found as said (lower case), with the words that say it and the count given. Linear: one
 * pattern over the text per shape.
 */
import { figures } from "../../language/numbers";
import { readOnce } from "../../language/read-once";
import { initialsNamed } from "./clarity-role-initials";
import { departmentPatterns } from "./clarity-situation";
import { workOf } from "./clarity-teams-work";

export interface NamedTeam {
  /** The team in the prospect's words, lower case. */
  own: string;
  /** The words of the text that name it. */
  phrase: string;
  size?: number;
}

/** Words before a team's name that say how, whose or which, not the team: dropped from its front. */
const NOT_NAME = new Set(
  `the our my their your a an and or both all whole entire same new old small big tiny lean great
  good local other this that these those every each one two three four five six own internal
  dedicated core project implementation leadership management senior junior exec executive
  steering working existing current main wider extended central head hq global regional
  rest two-person three-person small-ish mighty little overall full external outside freelance
  independent outsourced offshore bigger larger smaller newer older better proper separate`.split(
    /\s+/,
  ),
);
/**
 * Words that end the name's run: a verb or a function word said before it, and a determiner
 * ("from our side the team": "side" is no team's word; "honestly the fitters": "honestly" none).
 */
const BREAK = new Set(
  `the our my their your a an these those is are was were be been to of for with from in on at by as into onto via that which who we
  they you i it he she but so then than if when while because get gets got have has had do does
  did will would can could should may might must need needs want wants let lets hire hired
  build built run runs ask told tell talk meet join leads lead help helps manage manages`.split(
    /\s+/,
  ),
);

/** Words that open a clause of what someone does: no part of a role's name. */
const CLAUSE_WORD =
  /^(?:who|that|which|whose|to|is|are|was|were|be|been|do|does|did|will|would|can|could|should)$/;

/** "<words> team (12)", "<words> department – 4", "<words> unit": the noun, then its count. */
const TEAM_AT =
  /\b(?:team|teams|department|dept|unit)\b(?:\s*\(\s*(?:about|around|approx\.?|roughly|~|c\.?)?\s*(\d{1,4})\s*(?:people|staff|ftes?)?\s*\)|\s+[-–—]\s*(?:about\s+|around\s+|~)?(\d{1,4})\b(?!\s*(?:%|k\b|days?|weeks?|months?|years?|hours?))|,\s+(?:about\s+|around\s+|~)?(\d{1,4})(?=\s*(?:[,.;]|$)))?/giu;

/** A count as a team's is said: "(N)", "- N of them", ", N of them"; the words before it name whom. */
const COUNT_AT =
  /\s*\(\s*(?:about|around|approx\.?|roughly|~|c\.?)?\s*(\d{1,4})\s*(?:people|staff|ftes?|of them)?\s*\)|\s+[-–—]\s*(?:about\s+|around\s+|~)?(\d{1,4})(?:\s+of them)?\b(?!\s*(?:%|k\b|days?|weeks?|months?|years?|hours?))|,\s+(\d{1,4})\s+of them\b/gu;

/** The run of lower-case words that ends a stretch of text (read back from a noun or a count). */
const WORDS_BEFORE = /(?<![\p{L}\d'’-])((?:[\p{Ll}][\p{Ll}&'-]*\s+){0,4}[\p{Ll}][\p{Ll}&'-]*)\s*$/u;

/** The lower-case words just before `at` in `text`, and where they start; whole words only. */
function wordsBefore(text: string, at: number): { words: string; start: number } | undefined {
  const from = Math.max(0, at - 70);
  const m = WORDS_BEFORE.exec(text.slice(from, at));
  if (!m) return undefined;
  let words = m[1]!;
  let start = from + m.index;
  // The stretch began inside a word: that word is not whole.
  if (start === from && from > 0 && /[\p{L}\d'’-]/u.test(text[from - 1]!)) {
    const space = words.search(/\s/);
    if (space < 0) return undefined;
    const rest = words.slice(space).trimStart();
    start += words.length - rest.length;
    words = rest;
  }
  // "R&D's": a word that goes on before the run is no start of it.
  if (start > 0 && /[\p{L}\d'’-]/u.test(text[start - 1]!)) return undefined;
  return words ? { words, start } : undefined;
}

/** A plural that only names people at work: "-ers", "-ors", "-ists", "-ants", "-ians", staff. */
const PEOPLE =
  /(?:[a-z]{3,}(?:ers|ors|ists|ants|ents|ians|eers)|staff|crews?|people|folks|nurses|clerks|reps|techs|admins)$/;
/** Outsiders alone, staff with their trade's word before them ("membership consultants"). */
const TRADE_STAFF = /^(?:consultants|agents|contractors|brokers)$/;
/** Words for a group of people whatever they do. */
const GROUP = /^(?:staff|crews?|people|folks)$/;
/** Plurals of that shape that name no staff of theirs. */
const NOT_STAFF =
  /^(?:customers|clients|suppliers|vendors|partners|users|members|patients|students|tenants|residents|guests|donors|orders|numbers|others|letters|papers|computers|servers|printers|folders|containers|trailers|matters|competitors|investors|owners|lenders|brokers|insurers|contractors|consultants|freelancers|volunteers|visitors|parents|passengers|drivers|players|followers|subscribers|buyers|sellers|readers|viewers|documents|agents|parts|elements|components|requirements|payments|accounts|events|comments|departments|governors|shareholders|stakeholders|centers|quarters|headquarters|layers|filters|markers|stickers|posters|chapters|hours|offers|answers|towers)$/;

/** A list's items beside a team named with a count: "… team (12) and personal lines (20)". */
const SIBLING_JOIN = /^\s*(?:,|and|&|\+|plus)\s*(?:the\s+|our\s+)?$/i;

/** "the people who do the rotas", "whoever does payroll", "the folks that run the night shift". */
const DO_THE_WORK =
  /\b(?:the\s+)?(?:people|folks|ones|guys|girls|staff|team)\s+(?:who|that)\s+(?:do|does|run|runs|handle|handles|look after|looks after|sort out|sorts out)\s+(?:the\s+|our\s+)?([\p{Ll}-]{4,}(?:\s+[\p{Ll}-]{4,})?)\b/giu;
/** Work words after "who do the" that name no work of a team. */
const NOT_WORK = /^(?:work|job|jobs|same|most|rest|thing|things|stuff|best|project|lot|bulk)\b/;

/** A line that heads a list of teams: "Teams involved:", "Who uses it:", "Departments -". */
const TEAMS_HEAD =
  /^[^\S\n]*(?:teams?|departments?|people|users|who)\b[^\n:]{0,30}[:—–-][^\S\n]*\n((?:[^\S\n]*(?:[-*•·]|\d+[.)])[^\n]+\n?)+)/gim;

/**
 * People by their role with their trade's word before it, said as ours: "the repairs planners",
 * "our membership consultants", "the vendor managers", "our tenancy sustainment officers"; also
 * at a sentence's start ("Our case managers are drowning"). A run stops before "and", where the
 * next role may start ("The project managers and the vendor managers").
 */
const ROLE_WITH_TRADE =
  /(?<![\p{L}\d'’-])(?:[Tt]he|[Oo]ur|[Aa]ll (?:the|our)|[Bb]oth|and)\s+((?:(?!(?:and|or)\b)[\p{Ll}][\p{Ll}-]+\s+){1,3}(?!(?:and|or)\b)[\p{Ll}][\p{Ll}-]+)\b/gu;
/**
 * Customer service in the trade's own name: "customer care", "client care", "member services" (a
 * call or contact centre is the house's customer service, by the place it works in).
 */
const SERVICE_NAMED =
  /\b(?:customer|client|member|guest|patient|tenant|student|citizen|resident)s?\s+(?:care|experience|relations)\b|\b(?:client|member|guest|patient|tenant|student|citizen|resident)s?\s+services\b/gi;

/** The house's labels, lower case: a name holding one is the house's department ("sales reps"). */
const LABELS = departmentPatterns.map(([, label]) => label.toLowerCase());

/**
 * Whether a role with its trade's word is the house's to place: the tables know the whole
 * phrase ("account managers"), it holds the house's own word ("sales reps"), its trade's word
 * names a department of the house ("accounts clerks"), or its role's work does ("engineers").
 * Asked of the same few words by every sentence that says them: kept by its words (read-once.ts).
 */
const houses = readOnce((own: string) => {
  const head = own.split(" ").at(-1)!;
  // "accounts clerks": the trade's word names a department of the house ("the accounts team").
  const trade = `${own.slice(0, -head.length)}team`;
  // "the application engineers": the role's own work is the house's one-word label (engineering).
  const stem = head.replace(/(?:ers|ors|s)$/, "");
  return (
    // "the costing clerks": the work the house places ("costing" is finance's).
    workOf(own) !== undefined ||
    (stem.length >= 5 && LABELS.some((l) => !l.includes(" ") && l.startsWith(stem))) ||
    LABELS.some((l) => ` ${own} `.includes(` ${l} `)) ||
    departmentPatterns.some(([re]) => (re.test(own) && !re.test(head)) || re.test(trade))
  );
});

/** The team's words from a run of lower-case words before its noun. */
function nameOf(words: string): string | undefined {
  const ws = words.trim().toLowerCase().split(/\s+/);
  let from = 0;
  for (let i = 0; i < ws.length; i++) if (BREAK.has(ws[i]!)) from = i + 1;
  const name = ws.slice(from);
  while (name.length && NOT_NAME.has(name[0]!)) name.shift();
  if (!name.length || name.some((w) => BREAK.has(w) || /^(?:and|or|&)$/.test(w))) return undefined;
  return name.join(" ");
}

const sizeOf = (...said: (string | undefined)[]) => {
  const n = Number(said.find((s) => s !== undefined));
  return Number.isFinite(n) && n > 0 ? n : undefined;
};

/** The item of a list headed as the teams, as said, without its count. */
function itemTeam(line: string): NamedTeam | undefined {
  const body = line.replace(/^\s*(?:[-*•·]|\d+[.)])\s*/, "").trim();
  const count =
    /\s*(?:\(\s*(?:about|around|approx\.?|roughly|~|c\.?)?\s*(\d{1,4})[^)]*\)|[-–—:]\s*(?:about\s+|~)?(\d{1,4})\b.*)$/.exec(
      body,
    );
  const words = (count ? body.slice(0, count.index) : body)
    .replace(/^(?:the|our|my)\s+/i, "")
    .replace(/\s+(?:team|teams|department|dept)$/i, "")
    .trim();
  if (!words || words.split(/\s+/).length > 6 || /[.!?]/.test(words)) return undefined;
  const size = count ? sizeOf(count[1], count[2]) : undefined;
  return { own: words.toLowerCase(), phrase: body, ...(size ? { size } : {}) };
}

/**
 * The teams a message names in its own words, in the order found: `teams` is the text with the
 * clauses that name no team of the project left out (clarity-teams-said.ts), `raw` the message
 * as typed, whose lines a list of teams is read from.
 */
export function namedTeams(teams: string, raw = teams): NamedTeam[] {
  // Number words only where a count is said in words ("nine of them"): figures() reads them.
  const text = /\bof them\b/i.test(teams) ? figures(teams) : teams;
  const found: NamedTeam[] = [];
  const add = (t: NamedTeam | undefined) => {
    if (!t || found.some((f) => f.own.includes(t.own) || t.own.includes(f.own))) return;
    found.push(t);
  };
  if (/\n/.test(raw))
    for (const m of raw.matchAll(TEAMS_HEAD))
      for (const line of m[1]!.split("\n")) if (line.trim()) add(itemTeam(line));
  const counted: { end: number }[] = [];
  // Each noun and count found first, then the words just before it read: linear in the text.
  for (const m of text.matchAll(TEAM_AT)) {
    const before = wordsBefore(text, m.index);
    const own = before && nameOf(before.words);
    // One word is a department the house names already ("the sales team", "income team").
    if (!own || own.split(" ").length < 2) continue;
    const size = sizeOf(m[1], m[2], m[3]);
    const end = m.index + m[0].length;
    add({ own, phrase: text.slice(before.start, end).trim(), ...(size ? { size } : {}) });
    if (size) counted.push({ end });
  }
  for (const m of text.matchAll(COUNT_AT)) {
    const before = wordsBefore(text, m.index);
    const own = before && nameOf(before.words);
    if (!own) continue;
    const last = own.split(" ").at(-1)!;
    const at = before.start + before.words.toLowerCase().lastIndexOf(own);
    const sibling = counted.some((c) => c.end <= at && SIBLING_JOIN.test(text.slice(c.end, at)));
    const staff = PEOPLE.test(last) && !NOT_STAFF.test(last);
    if (!staff && !sibling) continue;
    // "the two dispatchers (2)": a single role word is the house's to place.
    if (!sibling && own.split(" ").length < 2) continue;
    const size = sizeOf(m[1], m[2], m[3]);
    add({
      own,
      phrase: text.slice(before.start, m.index + m[0].length).trim(),
      ...(size ? { size } : {}),
    });
  }
  for (const m of text.matchAll(ROLE_WITH_TRADE)) {
    // "the repairs planners then book …": the words up to the first that names people.
    const said = m[1]!.toLowerCase().split(/\s+/);
    // A role, not a group word: "the controlling people" is controlling, placed by the house.
    const at = said.findIndex((w, i) => i > 0 && PEOPLE.test(w) && !GROUP.test(w));
    // "the membership consultants", "our leasing agents": with their trade's word, our own staff.
    if (at < 1 || (NOT_STAFF.test(said[at]!) && !TRADE_STAFF.test(said[at]!))) continue;
    // "the buyers who order ingredients": a clause between, so no trade's word before a role.
    if (said.slice(0, at).some((w) => CLAUSE_WORD.test(w))) continue;
    const own = nameOf(said.slice(0, at + 1).join(" "));
    if (!own || own.split(" ").length < 2 || houses(own)) continue;
    add({ own, phrase: own });
  }
  for (const own of initialsNamed(teams)) add({ own, phrase: own });
  for (const m of text.matchAll(SERVICE_NAMED)) add({ own: m[0].toLowerCase(), phrase: m[0] });
  if (/\bwho|that\b/i.test(text))
    for (const m of text.matchAll(DO_THE_WORK)) {
      // "the ones who do the ordering have …": a verb after the work is no part of it.
      const [first, second] = m[1]!.toLowerCase().split(/\s+/);
      const work = second && !BREAK.has(second) ? `${first} ${second}` : first!;
      // "the folks that handle returns": work the house places is its team's (teamsAtWork).
      if (NOT_WORK.test(work) || workOf(work)) continue;
      add({ own: work, phrase: m[0].slice(0, m[0].toLowerCase().lastIndexOf(work) + work.length) });
    }
  return found;
}

/** Initials that name people, never a system (clarity-role-initials.ts), for the systems' reader. */
export { teamInitials } from "./clarity-role-initials";
