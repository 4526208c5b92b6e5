/**
 * The situation a prospect describes: systems the extractor's tables miss, which departments it
 * touches, how large they and the core team are, and the company's headcount — each number read
 * beside the words that give it its meaning. What drives the project: clarity-driver-table.ts.
 */

import { sentOnErrand } from "../../language/errand";
import { figures } from "../../language/numbers";
import { readOnce } from "../../language/read-once";
import { readCompanySize as readSize } from "../../language/size";
import { headcountAlone } from "../../language/size-alone";
import { departmentPatterns, ON_THE_ROAD, SERVICE_TRADE } from "./clarity-department-table";
import { doingItToday } from "./clarity-team-today";

/** The company's headcount a clause gives, read once per clause of the message read now. */
const readCompanySize = readOnce(readSize);

/** The departments by their names and their people: clarity-department-table.ts. */
export { departmentPatterns } from "./clarity-department-table";
/** What drives the project, by the table of its usual reasons: clarity-driver-table.ts. */
export { driverPatterns } from "./clarity-driver-table";
/** Systems the platforms' tables do not know: with the tables now (clarity-platform-names.ts). */
export { moreSystems } from "./clarity-platform-names";

/** A count of people, as a capture group; words are figures by then (`figures`, the language module's). */
const N = String.raw`(\d{1,2})`;

/** The core team's size said outright, or a count of "us" or of people on the project. */
const CORE_TEAM_OF = new RegExp(
  String.raw`\b(?:core|project|implementation|simulation) team (?:of|is|would be|will be|could be)?\s*(?:about |around |roughly )?${N}\b`,
  "i",
);
const OF_US = new RegExp(
  String.raw`\b${N} of us\b|\b${N}[- ]person (?:core |project )?team\b`,
  "i",
);
const ON_THE_PROJECT = new RegExp(
  String.raw`\b${N} (?:people|persons) (?:on|for|in) the (?:project|core team|simulation)`,
  "i",
);
const TEAM_OF = new RegExp(String.raw`(?:^|[^\w)] *)team of (?:about |around )?${N}\b`, "i");
/** People named by their role for the work, and the words that say they would lead it. */
const ROLES_NAMED =
  /\b(?:me|myself|controller|cfo|coo|ceo|cio|cto|vp|manager|director|analyst|head of \w+|accountant|bookkeeper|engineer|architect|\w+ lead\b(?! (?:this|it|the)))\b/gi;
const LEADING =
  /\b(?:would|will|could|can) (?:probably |likely )?(?:lead|run|drive|own) (?:this|it|the project)|\balong with\b/i;

/**
 * "the billing team of six", "our estimating team of 4": a team named by its work, whatever
 * the word, is a department and its size; only a team said as ours or by its shape is the core
 * team ("a small team of 3", "the project team of 4").
 */
const WORK_TEAM =
  /(?<![\w-])(?!(?:the|our|a|an|my|core|project|implementation|simulation|small|smaller|little|tight|tiny|dedicated|internal|lean|joint|mixed|cross-functional|working|whole|good|great|strong|solid|new|same|one|own)\s)[a-z][a-z-]{2,}\s+team$/;

/**
 * "We're a team of about 90", "we're just a small team of 12": the whole company said as a team,
 * not the people on the project.
 */
const WE_ARE_A_TEAM =
  /\bwe(?:'re| are) (?:just |only |merely |basically |really )?an? (?:[\w-]+ ){0,2}team of\b/i;

/** The core team's size: a number given for it, or the people named to do the work. */
export function coreTeamOf(said: string, previouslyAsked: string | undefined): number | undefined {
  const text = figures(said);
  let m = CORE_TEAM_OF.exec(text);
  if (m) return Number(m[1]);
  m = OF_US.exec(text);
  if (m) return Number(m[1] ?? m[2]);
  m = ON_THE_PROJECT.exec(text);
  if (m) return Number(m[1]);
  m = TEAM_OF.exec(text);
  const company = WE_ARE_A_TEAM.test(text);
  // "our accounts team of 6": a department's size, not the core team.
  const whose = m
    ? `${/(?:\S+\s+){1,2}$/.exec(text.slice(Math.max(0, m.index - 30), m.index + 1))?.[0] ?? ""}team`
    : "";
  if (
    m &&
    !company &&
    !departmentPatterns.some(([re]) => re.test(whose)) &&
    !WORK_TEAM.test(whose) &&
    !doingItToday(text, m.index, m.index + m[0].length)
  )
    return Number(m[1]);
  // "Our controller would lead this, along with our ops manager and me": people named for the work.
  // A sentence said again (a pasted list, a line repeated) is counted once.
  const counted = new Map<string, number>();
  const count = (s: string) => {
    let n = counted.get(s);
    if (n === undefined) {
      n = [...s.matchAll(ROLES_NAMED)].length;
      counted.set(s, n);
    }
    return n;
  };
  for (const sentence of text.split(/(?<=[.!?;])\s+/)) {
    // "she asked me to find out what this costs": the one who sent them and "me", no team.
    if (sentOnErrand(sentence)) continue;
    if (LEADING.test(sentence) && count(sentence) >= 2) return count(sentence);
    if (
      sentence.length < 120 &&
      /^[\w ,'&-]+\.?$/.test(sentence.trim()) &&
      /,|\band\b/.test(sentence) &&
      count(sentence) >= 2 &&
      count(sentence) <= 6
    )
      return count(sentence);
  }
  // "We can free up the warehouse lead and one senior accountant": people named for the work.
  const freed =
    /\b(?:free up|spare|dedicate|commit|put forward)\s+(.{3,120}?)(?:\s+for\b|\s+during\b|[.;]|$)/i.exec(
      text,
    );
  const named = freed?.[1] ?? (previouslyAsked === "coreTeam" ? text : undefined);
  return named ? peopleNamed(named) : undefined;
}

/**
 * How many people an answer about the team names: two or more roles, or "just me" said outright.
 * Not knowing yet is no team size, and neither is one role mentioned ("I'll drive it").
 */
function peopleNamed(named: string): number | undefined {
  if (
    /\b(?:don'?t know|not sure|no idea|tbd|haven'?t decided|undecided|unclear|to be decided)\b/i.test(
      named,
    )
  )
    return undefined;
  if (/\b(?:just|only) (?:me|myself)\b|\bme alone\b|\bon my own\b/i.test(named)) return 1;
  const people = named
    .split(/,|\band\b|\bplus\b/i)
    .filter((part) =>
      /\b(?:me|myself|lead|manager|director|controller|analyst|head|vp|cfo|coo|cio|cto|ceo|accountant|engineer|admin|owner|architect)\b/i.test(
        part,
      ),
    );
  return people.length >= 2 && people.length <= 8 ? people.length : undefined;
}

/** People named by their role, and the department they work in. */
const roleDepartments: [string, string][] = [
  [
    "(?:sales )?reps?|salespeople|sales people|account (?:managers?|executives?)|brokers?|sdrs?|aes?",
    "sales",
  ],
  ["(?:support |service )?agents?|advisors?|call handlers?", "customer service"],
  ["accountants?|bookkeepers?", "finance"],
  [
    `(?:field|${SERVICE_TRADE}) (?:engineers?|technicians?)|technicians?|dispatchers?|engineers${ON_THE_ROAD}`,
    "field service and dispatch",
  ],
  [`engineers?(?!${ON_THE_ROAD})|designers?`, "engineering"],
  ["pickers?|packers?|drivers?|warehouse (?:staff|workers?)", "warehouse and logistics"],
  ["buyers?|purchasers?", "procurement"],
  ["marketers?", "marketing"],
];

/** "25 reps", "40 account managers": a count, then one of the roles (one pattern over all of them). */
const byRole = new RegExp(
  String.raw`\b(\d{1,4})\s+(?:${roleDepartments.map(([words]) => `(${words})`).join("|")})\b`,
  "gi",
);

export function sizesOf(text: string): [string, number][] {
  const sizes: [string, number][] = [];
  const dept = (word: string) =>
    departmentPatterns.find(([re]) => re.test(word))?.[1] ??
    (/rep/i.test(word) ? "sales" : /agent/i.test(word) ? "customer service" : undefined);
  for (const m of text.matchAll(
    /\b(finance|accounting|accounts|sales|operations|support|customer service|warehouse|purchasing|procurement|marketing|engineering|IT|HR)\b(?: team)?\s*(?:\(|is |of |has |with )(?:about |around |roughly )?(\d{1,4})\b(?! ?%)/gi,
  )) {
    const d = dept(m[1]!) ?? dept(`${m[1]} team`);
    if (d) sizes.push([d, Number(m[2])]);
  }
  // "a 12-person dispatch desk", "the 8-strong finance team": the size before the department.
  for (const m of text.matchAll(
    /\b(\d{1,4})[- ](?:person|people|strong|staff)\s+((?:[a-z]+\s+){1,2})(?:desk|team|department|dept|unit|crew|squad|office|function|division|shift|pod)s?\b/gi,
  )) {
    const d = dept(m[2]!);
    if (d && !sizes.some(([x]) => x === d)) sizes.push([d, Number(m[1])]);
  }
  // "25 reps", "40 account managers", "12 pickers": people by their role.
  for (const m of text.matchAll(byRole)) {
    const d = roleDepartments[m.slice(2).findIndex(Boolean)]?.[1];
    if (d && !sizes.some(([x]) => x === d)) sizes.push([d, Number(m[1])]);
  }
  for (const m of text.matchAll(
    /\b(\d{1,4})-person (finance|accounting|sales|operations|support|customer service|warehouse|purchasing|marketing|engineering|IT) team\b/gi,
  )) {
    const d = dept(m[2]!);
    if (d && !sizes.some(([x]) => x === d)) sizes.push([d, Number(m[1])]);
  }
  return sizes;
}

/** The size the company is about to have: "75 people, soon 110 after the acquisition". */
const later =
  /\b(?:soon|shortly|growing to|will be|about to be|going to be)\s+(?:about |around |roughly |~)?(\d{1,3}(?:,\d{3})+|\d{2,5})\b(?!\s*(?:%|k\b|m\b|[$€£]|years?|months?|weeks?|days?))/i;

/**
 * Headcount of the company, not of a team; the size it is growing to once given, as the project
 * is for the company it will be.
 */
export const companySizeOf = readOnce(sizeOfCompany);
function sizeOfCompany(text: string): number | undefined {
  const now = companySizeNow(text);
  const next = now === undefined ? undefined : later.exec(figures(text));
  return next ? Number(next[1]!.replace(/,/g, "")) : now;
}

/** Headcount of the company, not of a team: "a 300-person manufacturer", "180 employees". */
function companySizeNow(text: string): number | undefined {
  const m =
    /\b(\d{1,3}(?:,\d{3})+|\d{2,5})-(?:person|people|employee|staff)\b(?! ?(?:[\w-]+ )?(?:team|desk|department|dept|unit|crew|squad|division|function|office|shift|pod)s?\b)/i.exec(
      text,
    );
  if (m) return Number(m[1]!.replace(/,/g, ""));
  // Clause by clause: "the warehouse team is about 60 people" is a team, not the company.
  const clauses = text.split(/(?<=[.!?;,])\s+|\n+|\s+(?:and|but|while)\s+/);
  if (!(aTeam.test(text) || clauses.some(aDepartment)))
    return readCompanySize(text) ?? headcountAlone(text);
  // A team named: the first clause about the company gives its size, where the whole message
  // gives one. The clauses first (each read once by its words): where none gives a size, the
  // whole message need not be read.
  const sized = clauses.find(aboutCompany);
  if (sized === undefined || readCompanySize(text) === undefined) return headcountAlone(text);
  return readCompanySize(sized);
}

/** A clause not about a part of the company that gives a size. */
const aboutCompany = (clause: string) =>
  !((partTeam(clause) || aDepartment(clause)) && !theCompany.test(clause)) &&
  readCompanySize(clause) !== undefined;

const aTeam = /\b(?:team|crew|department|dept|division|squad|unit)s?\b/i;
/**
 * A clause about a part of the company, not all of it: a department, a crew or a unit, or a team
 * with a word before it that says which ("the warehouse team", "my team", "the project team");
 * "a team of ~70" alone, in a terse message, is the firm.
 */
const partTeam = (clause: string) => {
  if (!aTeam.test(clause)) return false;
  if (/\b(?:crew|department|dept|division|squad|unit)s?\b/i.test(clause)) return true;
  return !/^\W*(?:(?:we(?:'re| are)|a|an|the|our|whole|small|growing|lean)\s+)*team\s+(?:of|is|are|=|:)\s*(?:about|around|roughly|~|≈)?\s*\d/i.test(
    clause,
  );
};
/** "Sales is 40 people", "finance has 12": a department's count said as its subject. */
const aDepartment = (clause: string) => {
  const subject =
    /^\W*(?:the\s+|our\s+)?([a-z][a-z ]{1,25}?)\s+(?:is|are|has|have|counts?|numbers?)\s+(?:about\s+|around\s+|roughly\s+|~)?\d/i.exec(
      clause,
    );
  return !!subject && departmentPatterns.some(([re]) => re.test(subject[1]!));
};
const theCompany =
  /\bwe(?:'re| are) (?:just |only |merely |basically |really )?an? (?:[\w-]+ ){0,2}team of\b|\b(?:company|business|organi[sz]ation|firm|headcount|in total|overall|all told|group-wide)\b/i;
