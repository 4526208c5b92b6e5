/**
 * The words of a message that can name a department the project touches. A department named only
 * in a question ("would IT need to get involved?"), as the one that cut or approved the money
 * ("finance trimmed it", "our CFO signed off") or as one the project leaves alone ("legal won't be
 * touched") is no fact about the project: those words are left out before departments are read.
 */

/** A clause that asks rather than states: it opens with an auxiliary or a question word. */
const interrogative =
  /^(?:(?:and|or|but|so|also|plus)\s+)?(?:would|do|does|did|will|can|could|should|shall|is|are|was|were|have|has|must|may|might|who|what|which|how|when|where|why|any)\b/i;

/** A department-like word as the subject of a verb about money or approval. */
const approver = String.raw`(?:the\s+|our\s+|their\s+)?(?:finance(?:\s+(?:team|department|dept|people))?|accounting|cfo|controller|procurement|purchasing|legal|it|board|management|leadership)`;
const moneyVerb = new RegExp(
  String.raw`\b${approver}\s+(?:(?:has|have|had|just|already|then|finally|also|now|only|would|will|must|need to|needs to|has to|have to)\s+)*(?:trimm|cut|slash|reduc|halv|capp|approv|okay|ok'd|sign|reject|allocat|grant|gave|give|set|ring-?fenc|earmark|push|clawed|took|take|knock|pare|freez|froze|agree|green-?light|veto|block)\w*(?:\s+off)?\b|\b${approver}\s+(?:wants?|insists?|asked|asks|would like)\s+(?:it|that|us to (?:keep|stay|cut|trim)|the (?:budget|spend|cost|figure|number))\b|\b${approver}\s+(?:(?:will|would|is going to|are going to|may|might|also)\s+)*(?:wants?|needs?|asks?|insists?|has|have)\s+to\s+(?:know|see|check|review|understand|sign off)\b`,
  "gi",
);

/** The project leaving a department alone: "won't be touched", "not affected", "isn't involved". */
const leftAlone =
  /\b(?:won'?t|will not|wouldn'?t|isn'?t|aren'?t|not|never|don'?t|doesn'?t)\s+(?:be\s+|going to be\s+|really\s+)?(?:touch|affect|involv|impact|chang|in scope|part of|need)\w*/i;

/** A person by their role: one who approves, asks or must be won over, never a team in scope. */
const PERSON =
  /\b(?:the\s+|our\s+|my\s+|their\s+)?(?:c[efoitrmph]o|chro|md|managing director|founder|owner|president|chair(?:man|woman|person)?|chief \w+ officer|(?:vp|vice president|head|director)\s+of\s+\w+|\w+\s+(?:director|vp|chief)|(?:financial\s+)?controller|board|\w+\s+(?:guy|gal|person|lead|manager|man|woman))\b/gi;
const A_PERSON = new RegExp(PERSON.source, "i");
/** Words that make the person named in a clause the one who approves, asks or must be convinced. */
const APPROVES =
  /\b(?:justif\w*|sign\w*(?:[- ]off)?|approv\w*|say yes|buy-?in|on board|convinc\w*|persuad\w*|sell (?:it|this|the idea) to|pitch\w* (?:it |this )?to|purse strings|budget holder|holds? the (?:budget|money)|owns? the (?:budget|money|decision)|sponsor\w*|final (?:say|word|call)|veto\w*|blessing|green-?light\w*|agree\w*|decid\w*|asked (?:me|us)|wants? to (?:know|see)|skeptic\w*|scepti\w*|convincing|win over|won over|answer to|report to|okay|ok it)\b/i;

/**
 * The text with each person named as who approves, asks or must be won over left out: "hard to
 * justify to our CFO", "the COO has to sign off", "our finance director holds the purse strings"
 * name no finance or operations team in scope, and no one on the core team.
 */
export const withoutApprovers = (text: string) =>
  // Most messages name no approver: one look at the whole before reading clause by clause.
  !(APPROVES.test(text) || OPINES.test(text)) || !A_PERSON.test(text)
    ? text
    : text
        .split(/((?<=[.!?;])\s+|,\s+|\s+(?:and|but)\s+)/i)
        .map((clause) =>
          APPROVES.test(clause) || opinionOf(clause) ? clause.replace(PERSON, " ") : clause,
        )
        .join("");

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

/** The text with clauses that name no department of the project blanked out. */
export function teamsSaid(text: string): string {
  return withoutApprovers(text)
    .replace(moneyVerb, " ")
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) =>
      sentence
        .split(/\s[—–-]\s|[,;:]\s+/)
        .map((clause) => {
          const c = clause.trim();
          if (leftAlone.test(c)) return " ";
          if (sentence.trim().endsWith("?") && (c.endsWith("?") || interrogative.test(c)))
            return " ";
          return clause;
        })
        .join(", "),
    )
    .join(" ");
}
