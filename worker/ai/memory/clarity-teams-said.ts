/**
 * The words of a message that can name a department the project touches. A department named only
 * in a question ("would IT need to get involved?"), as the one that cut or approved the money
 * ("finance trimmed it", "our CFO signed off") or as one the project leaves alone ("legal won't be
 * touched") is no fact about the project: those words are left out before departments are read.
 */

import { readOnce } from "../../language/read-once";
import { salesFunnelDoubted } from "../../language/sales-funnel-doubt";
import { withoutHeadcountPlaces } from "./clarity-headcount-places";
import { askedInTheWork } from "./clarity-teams-asked-in";
import { outOfScope, withoutExcluded } from "./clarity-teams-excluded";

/** A clause that asks rather than states: it opens with an auxiliary or a question word. */
const interrogative =
  /^(?:(?:and|or|but|so|also|plus)\s+)?(?:would|do|does|did|will|can|could|should|shall|is|are|was|were|have|has|must|may|might|who|what|which|how|when|where|why|any)\b/i;

/** A department-like word as the subject of a verb about money or approval. */
const approver = String.raw`(?:the\s+|our\s+|their\s+)?(?:finance(?:\s+(?:team|department|dept|people))?|accounting|cfo|controller|procurement|purchasing|legal|it|board|management|leadership)`;
/**
 * A department as who brought the news of a cut or an approval: "finance just told me it's been
 * cut to 80k", "procurement came back and said the budget is frozen".
 */
const moneyNews = String.raw`\b${approver}\s+(?:(?:has|have|had|just|already|then|finally|also|now)\s+)*(?:told|tells|informed|said|says|came back|emailed|confirmed|warned|let (?:me|us) know)\b[^.;!?]{0,40}?\b(?:cut|trimm|slash|reduc|halv|capp|approv|frozen|froze|freez|pulled|budget|money)\w*`;
const moneyVerb = new RegExp(
  String.raw`\b${approver}\s+(?:(?:has|have|had|just|already|then|finally|also|now|only|would|will|must|need to|needs to|has to|have to)\s+)*(?:(?:trimm|cut|slash|reduc|halv|capp|approv|okay|ok'd|sign|reject|allocat|grant|ring-?fenc|earmark|clawed|knock|pare|freez|froze|green-?light|veto)\w*(?:\s+off)?\b|(?:gave|give|set|push|took|take|agree|block)\w*(?=[^.;]{0,30}\b(?:budget|money|spend|figure|number|cost|price|funding|\d[\d.,]*(?:k|m|mm)?(?!\s*(?:days?|weeks?|hours?|months?|minutes?|mins?)\b)|sign-?off|approval|it (?:to|down|back|at)|back)\b))|\b${approver}\s+(?:wants?|insists?|asked|asks|would like)\s+(?:it|that|us to (?:keep|stay|cut|trim)|the (?:budget|spend|cost|figure|number))\b|\b${approver}\s+(?:(?:will|would|is going to|are going to|may|might|also)\s+)*(?:wants?|needs?|asks?|insists?|has|have)\s+to\s+(?:know|see|check|review|understand|sign off)\b|${moneyNews}`,
  "gi",
);

/**
 * A department named as where news came from ("Update from finance this morning: budget got cut",
 * "heard back from procurement", "finance have come back with 180", "finance said 300 max"): no
 * team in scope.
 */
const newsFrom = new RegExp(
  String.raw`\b(?:update|news|word|e-?mail|message|note|call|feedback|heard(?: back)?|back)\s+from\s+${approver}\b|\b${approver}\s+(?:(?:have|has|just|now|then|also)\s+)*(?:(?:come|came)\s+back|said|says|told (?:us|me)|tell (?:us|me)|reckons?)\b`,
  "gi",
);

/**
 * The project leaving a department alone: "won't be touched", "not affected", "isn't involved",
 * "won't have to change", "doesn't need it", "we won't touch legal". A team whose work has not
 * changed in years, or that doesn't need more admin, is still the one the project is for; so is
 * one that won't touch the system ("the warehouse won't touch Sage"): it refuses, it is not left
 * alone.
 */
const leftAlone =
  /\b(?:won'?t|will not|wouldn'?t|isn'?t|aren'?t|not|never|don'?t|doesn'?t)\s+(?:be\s+|going to be\s+|really\s+)?(?:touched|affect|involv|impact|in scope|part of)\w*|\b(?:we|it|this|that|the (?:project|system|change|rollout))(?:'re|'s|\s+are|\s+is)?\s+(?:won'?t|will not|wouldn'?t|don'?t|doesn'?t|shouldn'?t|never|not)\s+(?:really\s+|even\s+)?touch(?:ing)?\b|\b(?:won'?t|will not|wouldn'?t|don'?t|doesn'?t)\s+(?:(?:need|have) to\s+)?(?:change|be (?:touched|involved|changed))\b|\b(?:don'?t|doesn'?t|won'?t|wouldn'?t)\s+(?:really\s+)?need\s+(?:it|this|anything|to be)\b/i;

/** A person by their role: one who approves, asks or must be won over, never a team in scope. */
const PERSON =
  /\b(?:the\s+|our\s+|my\s+|their\s+)?(?:c[efoitrmph]o|chro|md|managing director|founder|owner|president|chair(?:man|woman|person)?|chief \w+ officer|(?:vp|vice president|head|director)\s+of\s+\w+|\w+\s+(?:director|vp|chief)|(?:financial\s+)?controller|board|\w+\s+(?:guy|gal|person|lead|manager|man|woman))\b/gi;
const A_PERSON = new RegExp(PERSON.source, "i");
/** Words that make the person named in a clause the one who approves, asks or must be convinced. */
const APPROVES =
  /\b(?:justif\w*|sign\w*(?:[- ]off)?|approv\w*|say yes|buy-?in|on board|convinc\w*|persuad\w*|sell (?:it|this|the idea) to|pitch\w* (?:it |this )?to|purse strings|budget holder|holds? the (?:budget|money)|owns? the (?:budget|money|decision)|sponsor\w*|final (?:say|word|call)|veto\w*|retir\w*|leav(?:es|ing)|resign\w*|hand(?:s|ed|ing)? in|quit(?:s|ting)?|blessing|green-?light\w*|agree\w*|decid\w*|asked (?:me|us)|wants? to (?:know|see)|skeptic\w*|scepti\w*|convincing|win over|won over|answer to|report to|okay|ok it)\b/i;

/**
 * The text with each person named as who approves, asks or must be won over left out: "hard to
 * justify to our CFO", "the COO has to sign off", "our finance director holds the purse strings"
 * name no finance or operations team in scope, and no one on the core team.
 */
export const withoutApprovers = (raw: string) => {
  // "legal will ask", "procurement will want to review it": a function that asks or reviews.
  const text = ASKS_OR_REVIEWS.test(raw) ? raw.replace(ASKING_FUNCTION, " ") : raw;
  // Most messages name no approver: one look at the whole before reading clause by clause.
  return !(APPROVES.test(text) || OPINES.test(text)) || !A_PERSON.test(text)
    ? text
    : text
        .split(/((?<=[.!?;])\s+|,\s+|\s+(?:and|but)\s+)/i)
        .map((clause) =>
          APPROVES.test(clause) || opinionOf(clause) ? clause.replace(PERSON, " ") : clause,
        )
        .join("");
};

/** Functions that ask, review or sign off, named as doing so: "legal will ask", "compliance will want to see it". */
const ASKS_OR_REVIEWS = /\b(?:ask|want|review|sign off|approve|object|questions?)\b/i;
const ASKING_FUNCTION =
  /\b(?:our\s+|the\s+)?(?:legal|procurement|compliance|infosec|security|audit|the auditors)(?:\s+(?:team|people|dept|department))?(?=\s+(?:(?:will|would|'ll|is going to|are going to|might|may|always|definitely)\s+)*(?:ask|want|need to (?:approve|sign|see|review)|sign off|review|approve|have questions|object)\b)/gi;

/**
 * A person by role whose opinion is reported ("our IT guy thinks we can run the trial
 * ourselves", "the head of IT says HubSpot"): the person speaks, no team of theirs is in scope.
 */
const OPINES =
  /\b(?:thinks?|thought|says?|said|reckons?|believes?|feels?|suggest(?:s|ed)?|prefers?|insists?|recommends?|argues?|wants?|would rather|is (?:pushing|convinced|keen))\b/i;
const opinionOf = (clause: string) => {
  const person = PERSON_AT_START.exec(clause);
  return person !== null && OPINES.test(clause.slice(person[0].length, person[0].length + 20));
};
/** The person as the clause's subject, at its start. */
const PERSON_AT_START = new RegExp(String.raw`^\s*(?:honestly,?\s+|and\s+)?${PERSON.source}`, "i");

/**
 * The teams a question puts in scope as what the project would serve ("could it also cover our
 * warehouse and the accounts team?", "can you help a distributor whose warehouse is drowning?"):
 * a question whose subject is "it", "you" or "we" keeps the teams it names, save those it asks
 * of ("would you need anything from IT?", "get IT involved", "talk to our sales team"). A question
 * whose subject is a team ("would finance need to sign off?", "does HR have to be involved?") asks
 * on that team's behalf: it names no team in scope.
 */
const PRONOUN_SUBJECT =
  /^(?:(?:and|or|but|so|also|plus)\s+)?(?:(?:how|what|when|where|why|which)(?:\s+\w+)?\s+)?(?:would|do|does|did|will|can|could|should|shall|is|are|was|were|have|has|must|may|might)(?:n'?t)?\s+(?:it|you|we|this|that|there|i|they)\b/i;
const ASKED_OF =
  /\b(?:from|by|get|getting|involve|involving|loop(?:ing)?\s+in|bring(?:ing)?\s+in|ask|asking|tell|telling|convince|talk(?:ing)?\s+to|speak(?:ing)?\s+(?:to|with)|meet(?:ing)?|interview(?:ing)?)\s+(?:the\s+|our\s+|my\s+|their\s+)?(?:[\w&/-]+\s+){0,2}[\w&/-]+/gi;
const scopeAsked = (clause: string) => {
  // "would the engineers need to be in the interviews?": the people the simulation works with.
  if (askedInTheWork(clause)) return clause;
  const subject = PRONOUN_SUBJECT.exec(clause)?.[0];
  // "Would IT need …": the department, not the pronoun.
  if (subject && !/\bIT$/.test(subject)) return clause.replace(ASKED_OF, " ");
  // "Can our sales and support teams share one view?": the teams as the system's users.
  return USES.test(clause) && !TAKES_PART.test(clause) ? clause : " ";
};

/**
 * A team doing its own work with the system: it uses, shares, sees, enters or tracks; or learns
 * it ("will the installers need training?", "can the pickers cope with it?").
 */
const USES =
  /\b(?:use|using|share|sharing|see|access|log|enter|track|run|manage|look up|view|be able to|work (?:in|with|on|from|off)|need\w*\s+(?:\w+\s+){0,3}training|be (?:re-?)?trained|learn|pick (?:it|this) up|get used to|cope|adapt)\b/i;
/** A team asked about as a party to the project: approving, joining, being asked. */
const TAKES_PART =
  /\b(?:sign\w*|approv\w*|involv\w*|part of|join\w*|attend\w*|interview\w*|consult\w*|have a say|need to know|(?:need|want|expect)\w* from)\b/i;

/**
 * A team that belongs to someone else: "our biggest customer's purchasing team", "the supplier's
 * accounts people", "Tesco's buying office". Another firm's department is none of the project's.
 */
const THEIR_GROUP = String.raw`\s+(?:[\w&-]+\s+){0,2}?(?:team|department|dept|people|staff|office|desk|side|folks|function|buyers|planners|engineers|reps|agents|drivers|accountants|clerks)s?\b`;
const THEIRS = new RegExp(
  String.raw`\b(?:customers?|clients?|suppliers?|vendors?|retailers?|partners?|distributors?|competitors?|contractors?|banks?|lenders?|auditors?|councils?|landlords?|insurers?|brokers?|regulators?|agenc(?:y|ies)|franchisees?|tenants?|members?|patients?|government|authorit(?:y|ies)|funders?|donors?)(?:'s|s'|’s)${THEIR_GROUP}`,
  "gi",
);
/** A firm by its name, capitalised ("Tesco's buying office"); "it's", "the cashiers' office" are none. */
const THEIRS_NAMED = new RegExp(
  String.raw`\b(?!(?:It|That|There|Here|What|Who|He|She|Where|Which|This|Everything|Everyone|Let)['’]s\b)\p{Lu}[\p{L}&]+(?:'s|s'|’s)${THEIR_GROUP}`,
  "gu",
);

/**
 * People outside the company who do a piece of its work: "our external accountants", "the
 * outsourced payroll people", "an outside IT firm". Their work names no department of theirs.
 */
const EXTERNAL =
  /\b(?:external|outside|outsourced|third-party|3rd[- ]party|freelance)\s+(?:[\w&-]+\s+)?(?:accountants?|auditors?|bookkeepers?|consultants?|developers?|devs|payroll|IT|HR|marketing|firm|company|agency|team|support|people|staff)\b/gi;

/**
 * A firm that works for them, named by what it does: "our IT partner", "the payroll provider",
 * "our marketing agency". Its work names no department of theirs.
 */
const SUPPLIER =
  /\b(?:our|the|their)\s+(?:[\w&-]+\s+)?(?:partners?|providers?|suppliers?|vendors?|contractors?|consultanc(?:y|ies)|agenc(?:y|ies)|MSPs?|resellers?|integrators?|bureau|outsourcers?)\b(?!\s+(?:team|managers?|department))/gi;

/** "Just marketing", "sales fluff", "marketing speak": a kind of talk, no team of theirs. */
const A_KIND_OF_TALK =
  /\b(?:(?:real|true|legit)\s+or\s+(?:just\s+|only\s+|pure\s+)?(?:marketing|sales)\b|pure(?:ly)?\s+(?:marketing|sales)\b|(?:marketing|sales)[- ](?:speak|fluff|talk|spin|hype|bs|gimmicks?|pitch(?:es)?|nonsense|babble|jargon)\b)/gi;

/** The text with clauses that name no department of the project blanked out. */
export function teamsSaid(text: string): string {
  return withoutHeadcountPlaces(withoutExcluded(withoutApprovers(text)))
    .replace(THEIRS, " ")
    .replace(THEIRS_NAMED, " ")
    .replace(SUPPLIER, " ")
    .replace(EXTERNAL, " ")
    .replace(A_KIND_OF_TALK, " ")
    .replace(moneyVerb, " ")
    .replace(newsFrom, " ")
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentenceInScope(sentence))
    .join(" ");
}

/**
 * A sentence with each clause that names no team in scope blanked (one the project leaves alone,
 * one out of scope, one a question asks of a team), its clauses joined by commas. Kept by its
 * words (read-once.ts): a sentence said again is read once.
 */
const sentenceInScope = readOnce((sentence: string) =>
  // "isn't this just a sales funnel for an integrator?": a doubt about us names no team of theirs.
  salesFunnelDoubted(sentence)
    ? " "
    : sentence
        // "Legal and HR aren't affected but the sales ops team is": a contrast opens a clause.
        .split(/\s[—–-]\s|[,;:]\s+|\s+(?:but|whereas)\s+(?=(?:the|our|my|\p{Lu}))/u)
        .map((clause) => {
          const c = clause.trim();
          if (leftAlone.test(c) || outOfScope.test(c)) return " ";
          if (sentence.trim().endsWith("?") && (c.endsWith("?") || interrogative.test(c)))
            return scopeAsked(c);
          return clause;
        })
        .join(", "),
);
