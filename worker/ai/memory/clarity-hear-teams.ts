/**
 * The teams one message names, read for `hear` (clarity-listen.ts): departments by the house's
 * labels and by the work their people do, with the sizes given beside them ("Finance (8 people)"
 * is a department's size, not the core team), the core team said outright, teams in the
 * prospect's own words, the areas a signature's role answers for and places of work said as
 * working on a system. Not the business they are in ("a logistics firm").
 */

import { readOnce } from "../../language/read-once";
import { signatureAreas } from "../../language/signature-areas";
import { tradeAndOffice } from "../../language/size-roles-shared";
import { coreTeamListed } from "./clarity-core-team";
import { coreTeamRuns } from "./clarity-core-team-runs";
import { teamsAtWorkOnce } from "./clarity-read-once";
import type { Heard } from "./clarity-sentences-heard";
import { coreTeamOf, departmentPatterns, sizesOf } from "./clarity-situation";
import { teamsMadeOf } from "./clarity-team-made-of";
import { teamSizesOf } from "./clarity-team-sizes";
import { sizesInTurn } from "./clarity-team-sizes-in-turn";
import { teamsAffected } from "./clarity-teams-affected";
import { teamsAtWork } from "./clarity-teams-at-work";
import { dispatchOfGoods } from "./clarity-teams-dispatch";
import { fieldEngineers } from "./clarity-teams-field-engineers";
import { namedTeams } from "./clarity-teams-named";
import { sizesNamed } from "./clarity-teams-named-sizes";
import { inOwnWords } from "./clarity-teams-own-words";
import { teamsByPlace } from "./clarity-teams-places";
import { plannersOwnTeam } from "./clarity-teams-planners";
import { namedBefore, rolesInOwnWords } from "./clarity-teams-roles-own";
import { teamsSaid, withoutApprovers } from "./clarity-teams-said";
import { teamsWithdrawn } from "./clarity-teams-withdrawn";
import { workOf } from "./clarity-teams-work";

/** A plus between two words or a word and a bracket: "site managers (12) + the QS team". */
const PLUS_AS_AND = /(?<=[\p{L})])\s*\+\s*(?=\p{L})/gu;

/** Departments (with their sizes), the core team and the teams in their own words. */
export function hearTeams(
  typed: string,
  heard: Heard,
  counts: string,
  theirs: string,
  lastAsked: string | undefined,
  earlier: readonly string[],
) {
  // "site managers (12 of them) + the QS team + accounts": a plus between words is "and" (never
  // between figures: "40 (UK) + 25 (PL)" is a sum).
  const text = typed.includes("+") ? typed.replace(PLUS_AS_AND, " and ") : typed;
  // "a logistics firm", "an engineering company": the business they are in, not a department.
  // "the cashiers' office": a plural's apostrophe says whose office, one word with it.
  // Each read only where the word or the mark it needs is in the text (most have neither).
  const said = teamsSaid(text);
  const unbusiness = TRADE_WORD.test(said) ? said.replace(A_TRADE, " ") : said;
  const teams = /['’]/.test(unbusiness) ? unbusiness.replace(PLURAL_APOSTROPHE, "") : unbusiness;
  for (const [re, name] of departmentPatterns) if (re.test(teams)) heard.departments.push(name);
  // "140 drivers and office staff": the trade with its office is the company, no team's size.
  const whole = tradeAndOffice(counts);
  heard.sizes = sizesOf(counts).filter(([, n]) => n !== whole);
  for (const [d] of heard.sizes) if (!heard.departments.includes(d)) heard.departments.push(d);
  // Teams named by the work their people do ("the lads who load the lorries").
  for (const d of teamsAtWorkOnce(teams))
    if (!heard.departments.includes(d)) heard.departments.push(d);
  heard.coreTeam =
    coreTeamListed(theirs, lastAsked === "coreTeam") ??
    coreTeamOf(withoutApprovers(theirs), lastAsked);
  // "Our team of 5 will run the project": the core team, not the company nor a department.
  const runs = coreTeamRuns(theirs);
  if (runs !== undefined) {
    heard.coreTeam = runs;
    if (heard.companySize === runs) heard.companySize = undefined;
    heard.sizes = heard.sizes.filter(([, n]) => n !== runs);
  }
  // A count said beside one department ("12 people in finance", "30 of us in sales") is that
  // department's size: neither the company's headcount nor the core team.
  // Read over the whole text ("Finance: 8"), kept for the teams the statements name.
  // "I lead a team of 12 field engineers": the writer's team, read twice, is no core team either
  // (unless the core team is said outright: "our core team would be 4, finance is 4 too").
  for (const [d, n] of teamSizesOf(counts)) {
    if (n === whole) continue;
    const had = heard.sizes.some(([x]) => x === d);
    if (n === runs || !heard.departments.includes(d) || (had && CORE_SAID.test(text))) continue;
    if (heard.companySize === n) heard.companySize = undefined;
    if (heard.coreTeam === n && lastAsked !== "coreTeam") heard.coreTeam = undefined;
    if (!had) heard.sizes.push([d, n]);
  }
  // "the billing side", "franchise support": in their words, not the house's wider label.
  // "the commercial lines team (12)", "Teams involved:\n- treatment coordinators": their words.
  const named = namedTeams(teams, text);
  // "the estimators", "the drawing office": one role's people, an office by its work; a team
  // named in their words before ("field engineers") is that team when its words come again.
  for (const r of [...rolesInOwnWords(teams, labelsIn), ...namedBefore(teams, earlier, labelsIn)])
    if (!named.some((n) => n.own.includes(r.own) || r.own.includes(n.own))) named.push(r);
  const own = inOwnWords(teams, heard.departments, labelsIn, named);
  heard.departments = own.departments;
  heard.sizes = heard.sizes.map(([d, n]) => [own.renamed.get(d) ?? d, n]);
  sizesNamed(heard, named, lastAsked);
  // "Payroll & HR admin are 2 and 5 people": each team its count, neither the company's.
  sizesInTurn(heard, counts, labelsIn, lastAsked);
  // "finance is me, our controller and two bookkeepers": the team is all of them (4), not two.
  for (const [d, n] of teamsMadeOf(counts, labelsIn)) {
    if (!heard.departments.includes(d)) continue;
    const at = heard.sizes.findIndex(([x]) => x === d);
    if (at < 0) heard.sizes.push([d, n]);
    else heard.sizes[at] = [d, n];
    if (heard.coreTeam === n && lastAsked !== "coreTeam") heard.coreTeam = undefined;
  }
  // "the planners book the jobs": planners read alone by a role's reader are no manufacturing;
  // nor are planners beside people out on jobs ("the planners, the mechanics in the vans").
  const made = departmentPatterns.find(([, l]) => l === "manufacturing")![0];
  const plannersOnly = () => !made.test(text.replace(/\bplanners\b/gi, ""));
  // Planners named in their own words ("the maintenance planners") are that team already.
  if (heard.departments.includes("manufacturing") && FIELD_WORK.test(text) && plannersOnly()) {
    const own = heard.departments.some((d) => /\bplanners\b/.test(d));
    const planning = own ? [] : ["planning and scheduling"];
    heard.departments = [
      ...new Set(heard.departments.flatMap((d) => (d === "manufacturing" ? planning : [d]))),
    ];
  }
  if (heard.departments.includes("planning and scheduling") && plannersOnly())
    heard.departments = heard.departments.filter((d) => d !== "manufacturing");
  // "production is the biggest chunk … then the planners (3 of them)": planners a team of theirs.
  plannersOwnTeam(heard, text, made);
  // "drivers, warehouse men and the dispatch office": a distributor's despatch, no field service.
  const field = departmentPatterns.find(([, l]) => l === "field service and dispatch")![0];
  heard.departments = dispatchOfGoods(heard.departments, text, field);
  // "whoever books the engineers … a mobile app for the engineers": field engineers, no engineering.
  heard.departments = fieldEngineers(heard.departments, text);
  // "ops manager | planning, private hire & workshop": the areas a sign-off's role answers for.
  // "the tasting room and wine club are on Commerce7": teams by the place their work is done.
  for (const area of [...signatureAreas(text), ...teamsByPlace(text)]) {
    const label = departmentPatterns.find(([re]) => re.test(area))?.[1] ?? area;
    if (!heard.departments.some((d) => d === label || d.startsWith(`${label} (`)))
      heard.departments.push(label);
  }
  // "the people affected are inside sales, applications engineering and pricing": each a team.
  for (const item of teamsAffected(teams, labelsIn)) addPlaced(heard.departments, item);
  // "actually scratch the stores": taken back, under its label and as said (clarity-learn.ts).
  const taken = teamsWithdrawn(text);
  if (taken.length) {
    const withdrawn = taken.flatMap((w) => [w, ...labelsIn(w), workOf(w) ?? w]);
    heard.withdrawn = withdrawn;
    heard.departments = heard.departments.filter((d) => !withdrawn.includes(d));
  }
  // "qs team" beside "QS", "customer success folks" beside "customer success": one team.
  heard.departments = heard.departments.filter((d) => !sameTeamAs(d, heard.departments));
}

/**
 * A team said as one the project touches, under the house's label where a table places it
 * ("credit control" is finance, "pricing" keeps its name), unless a label of it is listed.
 */
function addPlaced(departments: string[], item: string) {
  const labels = [
    ...labelsIn(item),
    ...labelsIn(`the ${item} team`).filter((l) => !l.includes(item) && !item.includes(l)),
  ];
  const label = labels[0] ?? item;
  if (!departments.some((d) => d === label || d.startsWith(`${label} (`) || d.includes(item)))
    departments.push(label);
}

/** "qs team" when "QS" is listed too: the same team said with its word for a team. */
function sameTeamAs(d: string, all: readonly string[]): boolean {
  const bare = /^(.+?)\s+(?:team|department|dept|folks|people|guys|staff)$/i
    .exec(d)?.[1]
    ?.toLowerCase();
  // "coordinators" beside "rota coordinators": the role said whole names them already.
  const role = /^[\p{Ll}-]+(?:ors|ers|ists|ants|ents)$/u.test(d);
  return (
    (!!bare && all.some((o) => o !== d && o.toLowerCase() === bare)) ||
    (role && all.some((o) => o !== d && o.toLowerCase().endsWith(` ${d}`)))
  );
}

/** The core team said outright. */
const CORE_SAID = /\b(?:core|project)\s+team\b/i;

/** People whose work is out on jobs: planners beside them plan the jobs. */
const FIELD_WORK =
  /\b(?:mechanics|engineers|technicians|techs|installers|fitters|field|crews|vans|call-?outs|site visits)\b/i;

/**
 * "a logistics firm": the business they are in, and a word it cannot match without; not a team
 * named by its trade ("the new business team").
 */
const A_TRADE =
  /\b\w+\s+(?:firm|company|business|provider|agency|consultancy|sector|industry)\b(?!\s+(?:team|department|dept|desk|unit|side)\b)/gi;
const TRADE_WORD = /(?:firm|company|business|provider|agency|consultancy|sector|industry)\b/i;
/** "the cashiers' office": a plural's apostrophe. */
const PLURAL_APOSTROPHE = /(?<=\p{L}s)['’](?=\s)/gu;

/**
 * The labels the house reads words as: by a department's name, else by its people's work. Asked
 * of the same few words (a team's name, a phrase) by several readers and every turn: read once
 * per text (read-once.ts), handed out as a copy.
 */
export const labelsIn = readOnce(
  (words: string) => [
    ...departmentPatterns.filter(([re]) => re.test(words)).map(([, name]) => name),
    ...teamsAtWork(words),
  ],
  (found) => [...found],
);
