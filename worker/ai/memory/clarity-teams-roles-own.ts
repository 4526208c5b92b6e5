/**
 * Teams said as one role's people, in the prospect's word: "the estimators price every job",
 * "our paralegals", "the fitters have no idea", "the surveyors"; and an office named for its
 * work: "the drawing office", "our booking office". The house's tables place some of these under
 * a wider label (an estimator's quotes under sales, drawings under engineering) and most not at
 * all; a reader of the roadmap expects the team they named. So with a team named by one piece of
 * its work ("the billing team of six" is not all of finance, as "the billing side" is not). A
 * role the house places by its people ("the adjusters" are claims) is the house's. A role the department names already
 * ("the dispatchers", "our accountants", "the buyers") stays the house's to place. Linear: one
 * pattern per shape over the text. A sentence may open with any of them ("Our negotiators …").
 */
import { departmentPatterns } from "./clarity-situation";
import type { NamedTeam } from "./clarity-teams-named";

/** "the estimators", "our paralegals", "all the fitters": a role's plural, said as ours. */
const ROLE =
  /(?<![\p{L}'’-])(?:[Tt]he|[Oo]ur|[Aa]ll (?:the|our)|[Bb]oth)\s+([a-z][a-z-]{2,}(?:ers|ors|ists|ians|eers)|paralegals|chefs|medics)\b(?!['’-])/gu;

/** Plurals of that shape that are no staff of theirs, or no one team (people at large, things). */
const NOT_A_ROLE =
  /^(?:customers|clients|suppliers|vendors|partners|users|members|others|orders|numbers|letters|papers|computers|servers|printers|scanners|routers|monitors|sensors|meters|boilers|heaters|tractors|trailers|containers|generators|calculators|indicators|factors|sectors|vectors|folders|headers|footers|filters|markers|stickers|posters|chapters|registers|ledgers|matters|competitors|investors|owners|lenders|brokers|insurers|contractors|subcontractors|consultants|freelancers|volunteers|visitors|parents|passengers|drivers|players|followers|subscribers|buyers|sellers|readers|viewers|employees|workers|managers|leaders|directors|officers|founders|shareholders|stakeholders|governors|trustees|centers|quarters|headquarters|layers|offers|answers|towers|others|teachers|doctors|lawyers|engineers|developers|programmers|designers|admins|administrators|interns|beginners|newcomers|starters|leavers|joiners|callers|senders|receivers|borrowers|debtors|creditors|auditors|regulators|inspectors|assessors|examiners|examiners|recruiters|headhunters|editors|authors|writers|publishers|retailers|wholesalers|distributors|manufacturers|producers|growers|farmers|builders|developers|specialists|professionals|colleagues|peers|bosses|owners|directors|seniors|juniors|veterans|experts|vendors|providers|resellers|integrators|installers|volunteers|donors|sponsors|funders|supporters|fans|others)$/;

/** "the drawing office", "our booking office": an office named for the work done in it. */
const OFFICE =
  /(?<![\p{L}'’-])(?:[Tt]he|[Oo]ur)\s+((?!(?:head|back|main|home|registered|central|local|branch|regional|new|old|same|whole|post|box|front|other|london|city|uk|us|eu|country|group|company|family)\s)[a-z][a-z-]{3,}\s+office)\b/gu;

/** "the billing team", "our estimating desk": a team named by one piece of work, a gerund. */
const WORK_TEAM =
  /(?<![\p{L}'’-])(?:[Tt]he|[Oo]ur)\s+((?!(?:existing|incoming|outgoing|remaining|leading|working|winning|amazing|growing|steering|managing|operating|whole|thing|king|spring|morning|evening)\s)[a-z]{3,}ing)\s+(?:team|department|dept|desk|function|people|staff)\b/gu;

const placedByName = (words: string) => departmentPatterns.some(([re]) => re.test(words));

/**
 * The roles, teams of one work and offices a message names, each in the prospect's words;
 * `labelsOf` reads a text's labels as the caller does.
 */
export function rolesInOwnWords(teams: string, labelsOf: (words: string) => string[]): NamedTeam[] {
  const found: NamedTeam[] = [];
  for (const m of teams.matchAll(ROLE)) {
    const role = m[1]!.toLowerCase();
    // "the adjusters" are claims, "the dispatchers" dispatch: a role the house places is its.
    // One it knows by its own word only ("coordinators") it places nowhere else: said as ours,
    // wherever it stands ("they text the coordinators instead"), it is a team.
    if (NOT_A_ROLE.test(role) || labelsOf(role).some((l) => l !== role)) continue;
    if (!found.some((f) => f.own === role)) found.push({ own: role, phrase: m[0] });
  }
  for (const m of /ing\s/i.test(teams) ? teams.matchAll(WORK_TEAM) : []) {
    const work = m[1]!.toLowerCase();
    if (placedByName(work) || placedByName(m[0])) continue;
    if (!found.some((f) => f.own === work)) found.push({ own: work, phrase: m[0] });
  }
  for (const m of /\boffice\b/i.test(teams) ? teams.matchAll(OFFICE) : []) {
    const office = m[1]!.toLowerCase();
    if (placedByName(office)) continue;
    if (!found.some((f) => f.own === office)) found.push({ own: office, phrase: m[0] });
  }
  return found;
}

/**
 * Teams the conversation named before in the prospect's words ("field engineers"), said again
 * here: the same team, not the house's label for its words. `labelsOf` reads a text's labels;
 * only a team the house would label otherwise is looked for (most hold none).
 */
export function namedBefore(
  teams: string,
  earlier: readonly string[],
  labelsOf: (words: string) => string[],
): NamedTeam[] {
  const found: NamedTeam[] = [];
  const lower = teams.toLowerCase();
  for (const own of earlier) {
    if (own.length < 4 || !/^[a-z][a-z -]+$/.test(own) || !lower.includes(own)) continue;
    const labels = labelsOf(own);
    if (!labels.length || labels.includes(own)) continue;
    const at = lower.indexOf(own);
    // Whole words only: "field engineers" inside "the field engineers'" is; "ops" in "shops" is not.
    if (/[a-z]/.test(lower[at - 1] ?? "") || /[a-z]/.test(lower[at + own.length] ?? "")) continue;
    found.push({ own, phrase: teams.slice(at, at + own.length) });
  }
  return found;
}
