/**
 * Our own people named by their role as a clause's subject ("the nurses double-chart everything",
 * "our underwriters and claims handlers are on different systems", "our surveyors write up every
 * job twice"), or by the place they work in ("the guys in the workshop"): the group is a team in
 * scope, in the prospect's word where no table of work names its department. Only people words
 * open such a group: customers, suppliers, users and owners are never one. Also the tables of
 * people by the work they do (`AGENTS`) and of places named for their team (`PLACES`). Linear:
 * one pattern over the text for each shape.
 */

/** People named by the work they do ("our schedulers", "the loaders", "two bookkeepers"). */
export const AGENTS: [RegExp, string][] = [
  [
    /\b(?:loaders|pickers|packers|storemen|(?:van|delivery|lorry|truck|forklift) drivers)\b/i,
    "warehouse and logistics",
  ],
  [/\b(?:bookkeepers?|cashiers|credit controllers?|payroll clerks?)\b/i, "finance"],
  [/\b(?:estimators?|salesmen|saleswomen|bid writers?)\b/i, "sales"],
  [/\breceptionists?\b/i, "customer service"],
  [/\b(?:devs|developers|programmers)\b/i, "IT"],
  // "our drivers get their runs …": our own drivers; "the drivers for this" are reasons.
  [/\b(?:our|the)\s+drivers\b(?!\s+(?:for|of|behind|are|were|is)\b)/i, "warehouse and logistics"],
  [/\bstorekeepers?\b/i, "warehouse and logistics"],
  [/\b(?:recruiters)\b/i, "HR"],
  [/\b(?:machinists|welders|line workers)\b/i, "manufacturing"],
  [/\b(?:installers|fitters|(?:service )?techs|mechanics)\b/i, "field service and dispatch"],
];

/** Where a team works, named for the team: "the two depots", "the back office". */
export const PLACES: [RegExp, string][] = [
  [
    /\b(?:depots?|distribution cent(?:re|er)s?|DCs?|fulfil?ment cent(?:re|er)s?)\b/,
    "warehouse and logistics",
  ],
  [/\bback[- ]office\b/i, "operations"],
  [/\b(?:front|reception) desk\b|\bthe reception\b/i, "customer service"],
  [/\btrade counters?\b|\bshowrooms?\b/i, "sales"],
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
const ROLE =
  "(?:nurses|clinicians|doctors|carers|care workers|therapists|pharmacists|dentists|hygienists|vets|teachers|tutors|trainers|surveyors|quantity surveyors|underwriters|claims handlers|adjusters|paralegals|solicitors|lawyers|architects|chefs|cooks|kitchen staff|cleaners|caretakers|porters|stylists|merchandisers|planners|schedulers|coordinators|administrators|admins|foremen|site managers|labourers|laborers|operatives|mechanics|electricians|plumbers|joiners|fitters|installers|technicians|techs|couriers|cashiers|tellers|developers|devs|programmers|analysts|researchers|scientists|chemists|lab techs|inspectors|estimators|designers|drafters|draughtsmen|recruiters|marketers|buyers|bookkeepers|accountants)";

/** "the nurses …", "our underwriters and claims handlers …": at a clause's start, before a verb. */
const SUBJECT = new RegExp(
  String.raw`(?:^|[.;:!?,]\s*|\b(?:and|but|while|so|whereas|because)\s+)(?:the|our|my|all (?:the|our)|both (?:the|our)?)\s+(?:\w+\s+)?(${ROLE})(?:\s+(?:and|&)\s+(?:the\s+|our\s+)?(${ROLE}))?\s+(?!of\b|for\b|who\b|that\b|we\b|(?:think|thinks|thought|say|says|said|reckon|believe|feel|suggest\w*|want|wanted|prefer|recommend\w*|would rather)\b)(?=\w)`,
  "gi",
);

/** "the guys in the workshop", "folks on the tools": the place, right after its preposition. */
const PLACE_OF =
  /\b(?:the|our)\s+(?:guys|lads|girls|ladies|people|folks|staff|team|crew|men|women)\s+(?:in|on|at|down in|out in)\s+(?:the\s+)?([a-z][\w-]{2,}(?:\s+(?:floor|desk|line|counter|room))?)\b/gi;
/** Places that name no team: where anyone sits, or time rather than place. */
const NO_PLACE =
  /^(?:meantime|moment|end|middle|past|future|meeting|office|building|company|business|room|uk|us|world|same|loop|know|dark|team|project|process|system|way|morning|evening|afternoon|week|month|year|day|hurry|background|main|back|front|our|their|your|his|her|my|this|that|site|ground|road|phone|call|tools|top|bottom|coalface|frontline)$/i;

/** The role or place words of the groups a message names, each as said (lower case). */
export function teamsByRole(text: string): string[] {
  const found: string[] = [];
  const add = (w: string | undefined) => {
    const word = w?.toLowerCase().replace(/\s+/g, " ");
    if (word && !found.includes(word)) found.push(word);
  };
  for (const m of text.matchAll(SUBJECT)) {
    add(m[1]);
    add(m[2]);
  }
  // A capital is a name ("the guys at HubSpot"), not a place of ours.
  for (const m of text.matchAll(PLACE_OF))
    if (/^\p{Ll}/u.test(m[1]!) && !NO_PLACE.test(m[1]!.split(/\s+/)[0]!)) add(m[1]);
  return found;
}
