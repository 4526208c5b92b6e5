/**
 * How many people a department has, read where the count stands beside it in one clause: "12
 * people in finance", "finance has eight people", "30 of us in sales", "90 of them are in the
 * warehouse", "our support team of nine", "Finance: 8", "Sales — 40 people", "30 customer
 * service agents", "our two bookkeepers". A clause naming one department and one count of people
 * gives that department's size; a clause naming two, or none, gives none. Number words are
 * figures first (the language module's `figures`). Linear: each clause is read once.
 */
import { figures } from "../../language/numbers";
import { teamsAtWorkOnce } from "./clarity-read-once";
import { departmentPatterns } from "./clarity-situation";
import { ownTeamCounted, teamShapes } from "./clarity-team-sizes-shapes";

/** A count: not a sum, a share, a year, a time or part of a longer figure. */
const COUNT =
  /(?<![\d.,$€£%/:-])\b(\d{1,4})\b(?![.,]\d)(?!\s*(?:%|percent|k\b|m\b|mm\b|million|thousand|grand|years?|yrs?|months?|weeks?|days?|hours?|hrs?|minutes?|mins?|am\b|pm\b|tickets|orders|calls|emails|invoices|quotes|skus|items|sites|stores|branches|plants|countries|systems))/gi;

/** A people noun a few words after the count: "30 customer service agents", "two bookkeepers". */
const ROLE_AFTER =
  /^\s*(?:[\w-]+\s+){0,3}?(?:agents|reps|clerks|techs|technicians|engineers|drivers|pickers|packers|accountants|bookkeepers|buyers|planners|dispatchers|schedulers|staff|people|employees|advisors|handlers|managers|analysts|developers|designers|marketers|recruiters|installers|operators|workers)\b/i;
/** People in general: a count of them beside work named bare ("payroll for 75 people") is no team's. */
const GENERIC_AFTER = /^\s*(?:people|staff|employees|workers|persons)\b/i;
/**
 * The department, then its count: "finance has 8", "support team of 9", "Finance: 8", "Sales — 40",
 * "I run finance with a team of 6".
 */
const DEPT_THEN_COUNT =
  /^(?:\s*(?:team|department|dept|desk|office|side|staff|function))?\s*(?:(?:with|and|,)\s+(?:a|my|our)\s+team\s+of|(?:is|are|was|were)(?:\s+(?:a\s+(?:team|group|crew)\s+of|made up of))?|(?:has|have)\s+a\s+(?:headcount|team)\s+of|we(?:'re| are)|has|have|employs|counts|numbers|consists? of|comprises?|of|with|at|:|—|–|-|\(|=)\s*(?:about|around|roughly|approximately|approx\.?|~|just|only|over|under|nearly|almost|some)?\s*$|^\s*~\s*$/i;
/** The count, then its department: "12 people in finance", "90 of them are in the warehouse". */
const COUNT_THEN_DEPT =
  /^\s*(?:people|persons|staff|employees|heads|ftes?|of us|of them|folks)?\s*(?:are\s+|is\s+|work\s+|working\s+|sit\s+|based\s+)?(?:(?:in|on|within|across|for)\s+(?:the\s+|our\s+)?|(?:doing|handling|running|covering|managing)\s+(?:the\s+|our\s+)?)?$/i;

/** "Finance is just me and two others": the speaker and those they count, as the team. */
const JUST_US =
  /\b(?:is|are)\s+(?:just|only)\s+(?:me|myself)(?:\s+(?:and|plus)\s+(\d{1,2})\s+others?)?\b/i;

/**
 * A count said as an aside, in a clause of its own: "about 60 of them", "15 of them", "35 in my
 * team", "a team of 3" (after "I head up customer operations": the writer's own team).
 */
const ASIDE =
  /^\W*(?:(?:a|my|our)\s+(?:small\s+)?team\s+of\s+)?(?:about|around|roughly|some|approximately|~)?\s*(\d{1,4})(?:\s+(?:of them|of us|strong|(?:in|on)\s+(?:my|our|the)\s+team)\b|(?<=team\s+of\s+(?:about\s+|around\s+)?\d{1,4})(?=\W*$))/i;
/**
 * A head count as an aside just after a team named as one: "the tax team, 30 people, and client
 * services". After "I run IT for a dairy cooperative, 260 staff" it is the cooperative's.
 */
const PEOPLE_ASIDE =
  /^\W*(?:about|around|roughly|some|approximately|~)?\s*(\d{1,4})\s+(?:people|persons|staff|heads|ftes?)\W*$/i;
const TEAM_NAMED = /\b(?:team|department|dept|crew|squad|unit)\s*$/i;
/** Whether a message has such an aside: one look, not one per clause. */
const ASIDES =
  /\d\s+(?:of them|of us|strong|(?:in|on)\s+(?:my|our|the)\s+team|(?:people|persons|staff|heads|ftes?)\s*(?:[,;)]|$))|\bteam of \d/i;

/**
 * Words that make a count the whole company's ("we're a team of 4 in IT", "we are 5 persons in
 * finance" are the team's).
 */
const WHOLE =
  /(?<!\bin\s+(?:the\s+|our\s+)?[\w ]{2,25}?\s)\bwe(?:'re| are)\b(?![^,;]*\bof (?:us|them) (?:in|on)\b)(?!\s+(?:just\s+|only\s+)?a\s+(?:small\s+)?team of\b)(?!\s+(?:just\s+|only\s+|about\s+)?\d{1,4}\s+(?:people\s+|persons\s+|of us\s+)?(?:in|on)\s+(?:the\s+|our\s+)?(?!total\b|all\b)[a-z])|\b(?:company|group(?!\s+of\b)|firm|business|organi[sz]ation|(?<!\bhas\s+a\s)headcount|in total|overall|all told|company-wide)\b/i;

/** "the tax team", "our payroll department": a team by its own name. */
const NAMED_TEAM = /\b(?:the|our|my)\s+([a-z][a-z-]{2,20})\s+(?:team|department|dept)\b/i;

/** Where in the clause a department is named, and which. */
function departmentsIn(clause: string): { name: string; at: number; end: number }[] {
  const found: { name: string; at: number; end: number }[] = [];
  for (const [re, name] of departmentPatterns) {
    const m = re.exec(clause);
    if (m && !found.some((f) => f.name === name))
      found.push({ name, at: m.index, end: m.index + m[0].length });
  }
  // Teams by the work their people do ("our two bookkeepers", "the costing clerks").
  for (const name of teamsAtWorkOnce(clause))
    if (!found.some((f) => f.name === name)) found.push({ name, at: -1, end: -1 });
  // A team no table knows, named as one: "the tax team", "our payroll department".
  const team = found.length ? null : NAMED_TEAM.exec(clause);
  if (team)
    found.push({ name: team[1]!.toLowerCase(), at: team.index, end: team.index + team[0].length });
  return found;
}

/** The departments' sizes a message gives, as [department, people]. */
export function teamSizesOf(message: string): [string, number][] {
  const text = teamShapes(message);
  const sizes: [string, number][] = [];
  const own = ownTeamCounted(figures(text));
  if (own) sizes.push(own);
  // "Finance is just me and two others": read over the sentence, whose "and" the clauses split.
  for (const sentence of figures(text).split(/[.!?;]\s/)) {
    const us = JUST_US.exec(sentence);
    const depts = us ? departmentsIn(sentence.slice(0, us.index)) : [];
    if (us && depts.length === 1) sizes.push([depts[0]!.name, 1 + Number(us[1] ?? 0)]);
  }
  // "finance (8), ops (30)": a size in brackets is the size said after a colon. "We're a
  // 90-person company: 40 on the shop floor": the company's count, then its teams'.
  // "20-odd", "20ish", "20+": a rough count is a count.
  const said = figures(text)
    .replace(/\b(\d{1,4})(?:-?ish|-odd|\+)(?![\w+])/gi, "$1")
    .replace(
      /\s*\(\s*(?:about|around|roughly|approx\.?|c\.|~)?\s*(\d{1,4})(\s*(?:people|persons|staff|ftes?|heads))?\s*\)/gi,
      ": $1$2",
    )
    .replace(
      /(\b(?:company|firm|business|organi[sz]ation|we(?:'re| are)\b[^:;.]*)):\s+(?=\d)/gi,
      "$1; ",
    );
  // The one department of a clause without a count, for an aside after it ("the warehouse team,
  // about 60 of them, …").
  let named: string | undefined;
  let previous = "";
  // Only a message with such an aside looks for the department before it (one look, not per clause).
  const asides = ASIDES.test(said);
  for (const clause of said.split(/[,;!?\n(]|\.\s|\s(?:and|but|while|plus)\s/i)) {
    const aside =
      named &&
      !WHOLE.test(clause) &&
      (ASIDE.exec(clause) ?? (TEAM_NAMED.test(previous) ? PEOPLE_ASIDE.exec(clause) : null));
    previous = clause;
    if (aside && !sizes.some(([d]) => d === named)) sizes.push([named!, Number(aside[1])]);
    named = undefined;
    // "a 400-person logistics group", "we're 150": the company counted, not a team.
    const countless = asides && !/\d/.test(clause) ? departmentsIn(clause) : [];
    if (countless.length === 1) named = countless[0]!.name;
    if (!/\d/.test(clause) || WHOLE.test(clause)) continue;
    const depts = departmentsIn(clause);
    if (depts.length !== 1) continue;
    const [dept] = depts;
    const counts: number[] = [];
    for (const m of clause.matchAll(COUNT)) {
      const after = clause.slice(m.index + m[0].length);
      const before = dept!.end >= 0 && dept!.end <= m.index ? clause.slice(dept!.end, m.index) : "";
      const between = dept!.at > m.index ? clause.slice(m.index + m[0].length, dept!.at) : "";
      // "a 300-person manufacturer", "for 75 people": a count beside no team's name is no team's.
      const people =
        (dept!.at > m.index &&
          !/^-/.test(after) &&
          ((between.trim() !== "" && COUNT_THEN_DEPT.test(between)) ||
            (between.trim() === "" && ROLE_AFTER.test(after)))) ||
        (before !== "" && DEPT_THEN_COUNT.test(before)) ||
        (dept!.at < 0 && ROLE_AFTER.test(after) && !GENERIC_AFTER.test(after)) ||
        // "two people handling payroll": people at the work, not payroll run for them.
        (dept!.at < 0 &&
          /^\s*(?:people|staff|folks)\s+(?:doing|handling|running|covering)\b/i.test(after));
      if (people) counts.push(Number(m[1]));
    }
    // "Ops is roughly 30 people, finance 6": a department and a bare figure, in a list of sizes.
    // "ops ~20", "ops c. 20": a rough figure is a figure.
    const bare =
      /^\W*(?:and\s+)?(?:the\s+|our\s+)?[\p{L}& ]{2,25}?\s+(?:~\s*|c\.\s*|about\s+|around\s+)?(\d{1,4})\W*$/u.exec(
        clause,
      );
    if (!counts.length && bare && dept!.at >= 0 && dept!.end <= clause.indexOf(bare[1]!))
      counts.push(Number(bare[1]));
    const n = counts[0];
    if (counts.length === 1 && n! > 0 && !sizes.some(([d]) => d === dept!.name))
      sizes.push([dept!.name, n!]);
  }
  return sizes;
}

/** "They're 8 people.", "there are about 12 of them": a count said of the team just named. */
const THEY =
  /^\W*(?:they(?:'re| are)|there(?:'re| are))\s+(?:about\s+|around\s+|roughly\s+|only\s+|just\s+|~)?(\d{1,4})\s*(?:people|staff|of them|in total|heads|ftes?|strong)?\W*$/i;

/** The size of the department last named, given in a short message of its own, or undefined. */
export function sizeOfLast(text: string, last: string | undefined): [string, number] | undefined {
  if (!last || text.length > 60) return undefined;
  const m = THEY.exec(figures(text));
  return m ? [last, Number(m[1])] : undefined;
}
