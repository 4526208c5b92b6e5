/**
 * Teams said bare, as a reply to "which teams?" or an aside gives them: roles with no "the" or
 * "our" before them ("Claims handlers and underwriters, roughly 40 between them", "Care
 * coordinators, mainly"), the system's users named before the word ("the account executives and
 * the claims handlers would be the main users"), and functions said as where the change lands
 * ("Merchandising and planning are where the pain is"). Each found as said (lower case); the
 * caller places it in a department where a table knows one. Linear: one pattern per shape.
 */
import { figures } from "../../language/numbers";
import { readOnce } from "../../language/read-once";
import { firstFound, sentencePieces } from "../../language/sentence-parts";
import { ROLE_SHAPE } from "./clarity-role-shape";

/** People by role, said bare: the plural that only names a group at work. */
const ROLE = `(?:nurses|clinicians|carers|care workers|therapists|pharmacists|teachers|tutors|surveyors|underwriters|claims handlers|adjusters|paralegals|solicitors|architects|chefs|cooks|cleaners|merchandisers|planners|schedulers|coordinators|administrators|admins|foremen|site managers|operatives|mechanics|electricians|plumbers|fitters|installers|technicians|techs|couriers|cashiers|developers|devs|analysts|researchers|scientists|inspectors|estimators|designers|drafters|recruiters|marketers|buyers|bookkeepers|accountants|dispatchers|salespeople|account executives|account managers|caseworkers|case workers|advisers|advisors|reps|brokers|${ROLE_SHAPE})`;

/** A word before a role that says how many, when or how, not whose work: not the team's name. */
const NOT_A_KIND =
  /^(?:mostly|mainly|probably|just|only|honestly|basically|and|or|plus|then|also|both|all|some|most|many|few|new|other|senior|junior|our|the|my|their|those|these|it's|its|that's|two|three|four|five|six|\d+)$/i;

/**
 * Roles opening a sentence, a message or what follows a dash or colon, alone or two in a list,
 * then the list's end: "Claims handlers and underwriters, roughly 40", "Care coordinators,
 * mainly", "Users: estimators + dispatchers".
 */
const BARE = new RegExp(
  String.raw`(?:^|[.;!?:]\s+|[—–]\s*)(?:(?:mostly|mainly|probably|just|only)\s+)?((?:[\p{L}-]+\s+)?${ROLE})(?:\s*(?:,|\band\b|&|\+|\bplus\b)\s*(?:the\s+|our\s+)?((?:[\p{L}-]+\s+)?${ROLE}))?(?=\s*(?:[,.;!?—–(]|$|\b(?:mainly|mostly|are|would|will|need|do|use)\b))`,
  "giu",
);

/** "X and Y would be the main users", "the estimators are the heaviest users". */
const USERS_AFTER =
  /(?:^|[.;!?]\s+)([^.;!?]{3,80}?)\s+(?:would|will|'d|'ll|are going to)?\s*(?:be|are)\s+(?:the\s+)?(?:main|primary|key|heaviest|biggest|daily|day-to-day|end|real)\s+users\b/i;

/**
 * A function named as the subject of where the change lands, or of its headcount: "planning are
 * where the pain is", "claims is two people - me and a junior".
 */
const FUNCTION =
  "(?:merchandising|planning|underwriting|claims|estimating|pricing|buying|scheduling|rostering|dispatch|admissions|fundraising|compliance|facilities|maintenance|servicing|lettings|conveyancing|credit control|payroll|billing|invoicing|accounts|housekeeping|reservations|banqueting|dispensing|bookkeeping)";
const LANDS_ON = new RegExp(
  String.raw`(?:^|[.;!?:]\s+|,\s+)(?:the\s+|our\s+)?(${FUNCTION}(?:\s*(?:,|\band\b|&)\s*(?:the\s+|our\s+)?${FUNCTION})*)\s+(?:is|are|'s)\s+(?:where|the ones?|hit|hardest hit|drowning|swamped|buried|stretched|struggling|suffering|in trouble|the (?:bottleneck|problem|worst)|(?:just\s+|only\s+)?(?:\d{1,3}|two|three|four|five|six|seven|eight|nine|ten)\s+(?:people|staff|persons|of us)|(?:just\s+)?me\s+and)\b`,
  "gi",
);

const kindOf = (words: string) => {
  const ws = words.trim().toLowerCase().split(/\s+/);
  return ws.length > 1 && NOT_A_KIND.test(ws[0]!) ? ws.slice(1).join(" ") : ws.join(" ");
};

/** The user list split into its teams: "the account executives and the claims handlers". */
const itemsOf = (list: string) =>
  list
    .split(/\s*,\s*|\s+(?:and|&|plus)\s+/i)
    .map((i) => i.trim().replace(/^(?:(?:and|mostly|mainly|then)\s+)?(?:the|our|my)\s+/i, ""))
    .filter((i) => i && i.split(/\s+/).length <= 3 && !/^(?:we|they|i|you|it|everyone)$/i.test(i));

const ONE_ROLE = new RegExp(String.raw`^(?:[\p{L}-]+\s+)?${ROLE}$`, "iu");
const ONE_FUNCTION = new RegExp(String.raw`^${FUNCTION}$`, "i");

/** An item of a terse list that is a team by its role or function ("underwriting"), as said. */
export const bareTeam = (item: string) =>
  ONE_ROLE.test(item.trim()) || ONE_FUNCTION.test(item.trim()) ? kindOf(item) : undefined;

/** "about twenty drivers", "12 van drivers": drivers counted are people, never reasons. */
const COUNTED_DRIVERS =
  /\b\d+\s+(?:(?:van|delivery|lorry|truck|hgv|bus|tanker|forklift|courier)\s+)?drivers\b(?!\s+(?:for|of|behind)\b)/i;

/** What one sentence gives each step of `teamsBare` (no pattern of theirs reads past its end). */
interface BareFinds {
  bare: string[];
  users: string | undefined;
  lands: string[];
}

/** The finds of one sentence, kept by its words (sentence-parts.ts). */
const bareFinds = readOnce((sentence: string): BareFinds => {
  const bare: string[] = [];
  for (const m of sentence.matchAll(BARE)) bare.push(m[1]!, ...(m[2] ? [m[2]] : []));
  const users = /\busers\b/i.test(sentence) ? USERS_AFTER.exec(sentence)?.[1] : undefined;
  const lands = [...sentence.matchAll(LANDS_ON)].map((m) => m[1]!);
  return { bare, users, lands };
});

/** The teams said bare in a message, each as said (lower case), in the order found. */
export function teamsBare(text: string): string[] {
  const found: string[] = [];
  const add = (w: string | undefined) => {
    const word = w && kindOf(w);
    if (word && !found.includes(word)) found.push(word);
  };
  // Read sentence by sentence, each step over the whole message in turn, as one read would.
  const finds = sentencePieces(text).map(bareFinds);
  for (const f of finds) for (const w of f.bare) add(w);
  const list = firstFound(finds, (f) => f.users);
  if (list) for (const i of itemsOf(list)) add(i);
  for (const f of finds) for (const l of f.lands) for (const i of itemsOf(l)) add(i);
  // Figures only where drivers are named: one look at the whole text first.
  if (/\bdrivers\b/i.test(text) && COUNTED_DRIVERS.test(figures(text))) add("delivery drivers");
  return found;
}
