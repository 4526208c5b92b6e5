/**
 * Which sense a question's words are used in, read from whose thing they name (docs/decisions/
 * 033): "pricing", "discount", "quote" are our fee when asked of us ("a quote for the simulation",
 * "any discount if we book both?") and part of the prospect's own project when they name a thing
 * of it ("the pricing rules in the new tool", "our quotes take days"); "who … on our side" asks
 * for their people, not for us; "the vendor's consultants" are consultants, the vendor only says
 * whose; "tell us which to buy" asks for the choice between products.
 */

/** Words of money that are our fee in one sense and part of a sales process in the other. */
const MONEY_WORD =
  /\b(?:pric(?:e|es|ed|ing)|discounts?|discounting|quotes?|quotations?|quoting|proposals?|costs?|costing|fees?|charges?)\b/gi;
/** Words that, after a money word, make it the name of a thing of their project. */
const THING =
  /^(?:rules?|models?|engines?|logic|tools?|approvals?|matri(?:x|ces)|lists?|books?|prototypes?|workflows?|process(?:es)?|tables?|tiers?|sheets?|spreadsheets?|modules?|systems?|software|data|catalogu?es?|configurations?|setup|structures? (?:in|of) (?:the|our)|templates?|documents?|screens?|steps?|requests?|levels?|limits?|authori[sz]ations?|sign-?offs?)$/i;
/** A possessor that makes it theirs: "our quotes", "the reps' discounts", "the tool's pricing". */
const THEIRS_BEFORE = /\b(?:our|my|their|([\p{L}-]+)['’]s|[\p{L}-]+s['’])\s+(?:[\p{L}-]+\s+)?$/iu;
/** A verb of working on a process, just before the word: "cover quoting", "test our pricing". */
const WORKED_ON =
  /\b(?:cover|covers|include|includes|handle|handles|test|tests|simulate|simulates|support|supports|fix|fixes|improve|improves|automate|automates|map|maps|model|models|streamline|speed up|clean up)\s+(?:(?:our|the|my|their)\s+)?(?:[\p{L}-]+\s+)?$/iu;
/** Words that make it ours: "your price", "the simulation's cost", "for the simulation". */
const OURS =
  /\b(?:your|yours|the simulation|a simulation|this simulation|the assessment|the engagement|the exercise|for (?:it|this|that))\b/i;

/**
 * Whether every money word of a question names a thing of the prospect's project ("the pricing
 * rules", "our quotes", "discount approvals"), so the question is not about our fee.
 */
export function moneyOfTheirProject(question: string): boolean {
  const found = [...question.matchAll(MONEY_WORD)];
  if (!found.length) return false;
  return found.every((m) => {
    // The words just before it: a possessor or a verb is at most two words back.
    const before = question.slice(Math.max(0, m.index - 60), m.index);
    const after = question.slice(m.index + m[0].length).match(/^\s+([\p{L}-]+(?:\s+\w+\s+\w+)?)/u);
    const next = after?.[1] ?? "";
    const named = THING.test(next) || THING.test(next.split(/\s+/)[0] ?? "");
    // What the simulation covers, tests or fixes ("would it cover quoting?") is a process of theirs.
    if (WORKED_ON.test(before)) return true;
    const possessor = THEIRS_BEFORE.exec(before);
    const theirs = possessor !== null && !CONTRACTED.test(possessor[1] ?? "");
    const ours = /^\s*(?:for|of|on) (?:the |a |this )?(?:simulation|assessment|engagement)/i.test(
      question.slice(m.index + m[0].length),
    );
    return !ours && (named || (theirs && !OURS.test(before)));
  });
}

/**
 * Money words that, asked of us, can only be our fee: a quote, an estimate or a discount for
 * what we do ("can you send a formal quote?", "any discount if we book two rounds?").
 */
const FEE_ONLY =
  /\b(?:quotes?|quotations?|estimates?|proposals?|discounts?|(?:day|daily|hourly|cheaper|lower|special|discounted|reduced|your) rates?|cheaper|knock(?:s|ed|ing)? (?:\w+ )?off|money off|reduc\w+)\b/i;

/** Whether a question asks about our fee in words the topic patterns don't read as the price. */
export const asksOurFee = (question: string) =>
  FEE_ONLY.test(question) &&
  !moneyOfTheirProject(question) &&
  // Asked of us, or with nothing of theirs named ("any discount if we pay upfront?").
  (/\b(?:you|your|the simulation|a simulation|this|it|there)\b/i.test(question) ||
    !/\b(?:our|my|their)\b/i.test(question));

/** Their side of the work: "on our side", "from our end", "our people". */
const THEIR_SIDE =
  /\b(?:on|from|at|in) (?:our|my) (?:side|end|team|company|firm)\b|\bfrom (?:us|ours)\b|\bof (?:ours|us)\b|\b(?:our|my) own (?:people|staff|team)\b/i;

/** "Who should own this on our side?": their people, what the simulation needs from them. */
export const asksTheirPeople = (question: string) =>
  (/\bwho\b/i.test(question) &&
    THEIR_SIDE.test(question) &&
    !/\byour (?:side|end)\b/i.test(question)) ||
  // "who would be interviewed?", "who do you need to talk to?": their people, by whom we see.
  INTERVIEWED.test(question);
/** Who of theirs is interviewed or talked to: the people, not who runs it. */
const INTERVIEWED =
  /\bwho (?:would|will|gets?|is going to|are going to|has to|have to|needs? to|should) (?:be |get )?(?:interviewed|involved|in the (?:interviews|sessions|sprint))\b|\bwho (?:do|would|will) you (?:need to |want to )?(?:interview|talk to|speak to|speak with|talk with|need)\b/i;

/**
 * The question with the possessor of a third party taken out ("the vendor's consultants" → "the
 * consultants"): it says whose they are, not what is asked. "The vendor's team figure it out"
 * keeps it: the vendor there is who would do the work.
 */
export const withoutPossessors = (question: string) =>
  question.replace(
    /\b([\p{L}-]+)(?:['’]s|s['’])\s+(?=(?:own\s+)?([\p{L}-]+(?:\s+[\p{L}-]+)?))/gu,
    (m, word: string, head: string) =>
      CONTRACTED.test(word) || !(PARTY.test(head) || /^partners?\b/i.test(head)) ? m : "",
  );

/**
 * The question with the word that names a group of people taken out ("can the pricing team join
 * remotely?" → "can the team join remotely?"): it says which people, not what is asked — the
 * pricing team asks nothing about our price. The groups the simulation itself is about stay.
 */
export const withoutGroupNames = (question: string) =>
  question.replace(GROUP_NAMED, (m, word: string) =>
    GROUP_KEPT.test(word) ? m : m.replace(word, ""),
  );
const GROUP_NAMED =
  /\b(?:the|our|my|their|your|a|an)\s+([\p{L}-]+)\s+(?=(?:team|teams|people|guys|folks|department|dept|staff|crew|group|lead|leads|manager|managers|analysts?|specialists?|colleagues)\b)/giu;
const GROUP_KEPT =
  /^(?:core|project|whole|entire|same|other|own|leadership|management|implementation|simulation|sprint|vendor|vendor's|consulting|support)$/i;

/** Words whose "'s" is "is" or "has" ("it's", "what's"), never a possessor. */
const CONTRACTED = /^(?:it|that|what|who|there|here|he|she|let|how|where|when|why|this|one)$/i;

/** A reduction of our fee asked for: more than the price the pages quote ("any discount?"). */
export const asksReduction = (question: string) =>
  /\b(?:discount\w*|reduc\w+|cheaper|money off|knock(?:s|ed|ing)? (?:\w+ )?off|concessions?)\b/i.test(
    question,
  ) && asksOurFee(question);

/**
 * A part of the simulation asked for on its own: "a version where we just do the prototype bit",
 * "could we only buy the interviews?", "report-only". The pages sell the whole; they don't say.
 */
export const asksPartOnly = (question: string) =>
  /\b(?:just|only)\s+(?:do\s+|buy\s+|get\s+|have\s+|pay for\s+|book\s+)?(?:the\s+|a\s+)?(?:prototype|interviews?|report|sprint|stress test|workshop|first (?:phase|part|bit)|phase (?:[1-4]|one|two|three|four))\b|\b(?:prototype|interviews?|report|sprint)[- ](?:only|on its own|alone)\b/i.test(
    question,
  );

/** A choice between products asked for: "which of the two to buy", "tell us which one to pick". */
export const asksWhichToTake = (question: string) =>
  /\bwhich\b(?:\s+(?:one|of (?:the|them|these|those|both|our)(?: \w+)?))?\s+(?:\w+\s+){0,2}(?:to |we should |should we )?(?:buy|pick|choose|go (?:with|for)|select|take|sign (?:with|for))\b/i.test(
    question,
  );

/**
 * A third party of the prospect's that implements or advises ("our implementation firm", "the
 * consultants", "our integrator"): the pages speak of them as implementation partners.
 */
const PARTY =
  /\b(?:(?:solution|service|implementation|technology|integration|IT)\s+providers?|implement(?:ation|ing)\s+(?:firm|company|partner|agency|house|team|consultants?|people|shop)s?|(?:systems?\s+)?integrators?|implementers?|resellers?|VARs?|SIs?|consultan(?:ts?|cy|cies)|contractors?|agency|agencies)\b/i;
/**
 * A partner that implements: of a kind of system or a brand ("our NetSuite partner", "the ERP
 * partner", "an integration partner"). A law firm's managing partners, a business partner, are
 * its people, not a third party.
 */
const PARTNER =
  /\b(?:[Ii]mplementation|[Ii]ntegration|[Tt]echnology|[Cc]onsulting|[Cc]hannel|[Ss]olution|[Ss]oftware|[Ss]ervices?|ERP|CRM|CPQ|IT|\p{Lu}[\p{L}\d]*(?: \d+)?)\s+partners?\b/u;

/** Whether a question names a third party of theirs. */
export const namesParty = (text: string) => PARTY.test(text) || PARTNER.test(text);

/** The question's words with the pages' name for a third party of theirs, when it names one. */
export const asPagesName = (text: string) =>
  namesParty(text) ? `${text} implementation consultants` : text;
