/**
 * The prospect's words for what the pages say otherwise, in one table (docs/decisions/034): a
 * word ("wipe" for "erase", "charge" for "cost") and a phrase or a question's kind ("how much",
 * "how long", "haven't picked a vendor", "stop … pick it up later") mapped to the pages' words.
 * Search looks the pages' words up too and counts them as the prospect's (`site-search.ts`); the
 * words a phrase covers count as found when its page words are.
 */
import { offer } from "../../content/offer-facts";
import { askedStartBy } from "./asked-start-by";
import { SYNONYMS } from "./site-synonyms";

export { SYNONYMS };

/** A phrase or a question's kind, and the pages' words it stands for. */
interface Concept {
  says: RegExp;
  pages: readonly string[];
}

/** Not a question about keeping data ("how long do you keep this chat?"). */
const NOT_DATA = String.raw`(?![^?]*\b(?:keep|kept|stor\w*|retain\w*|chat|conversation|data|messages?|link|cookies?)\b)`;

/** What the simulation tests or checks, of the whole ("what gets tested?", not "which phase tests…"). */
const ASKS_TESTED =
  /^(?![^?]*\b(?:phases?|prototypes?|sprint|fees?|price|cost)\b)[^?]*\b(?:what|which)\b[^?]{0,60}\b(?:test(?:s|ed|ing)?|check(?:s|ed)?)\b/i;

/** Their quoting process ("quote-to-cash", "quoting"): a process of theirs, not our fee. */
const QUOTING =
  /\b(?:quote|order)-to-\w+|\b(?:quote|order) to (?:cash|order)\b|\bq2c\b|\bquoting\b/i;

/** Whether a question names their quoting process ("is quote-to-cash covered?"). */
export const namesQuoting = (question: string) => QUOTING.test(question);

/** Any word for erasing ("wiped", "remove", "get rid of"): the pages' "erase" and "delete". */
const ERASING = new RegExp(
  String.raw`\b(?:${["erase", "get rid of", "purge", "scrub", ...Object.keys(SYNONYMS).filter((w) => SYNONYMS[w]!.includes("erase"))].join("|")})\b`,
  "i",
);

/** Whether a question asks to erase what they gave ("how can I delete my data?"). */
export const asksToErase = (question: string) => ERASING.test(question);

/** A contract with the vendor signed already, or the build under way. */
const SIGNED =
  /\b(?:signed|contract(?:ed)?|underway|under way|building)\b[^?]*\b(?:already|too late|still)\b|\b(?:already|too late)\b[^?]*\b(?:signed|contract(?:ed)?|underway|under way|building)\b/i;

/** Whether a question says the vendor is signed already ("contract signed, can you still help?"). */
export const signedAlready = (question: string) => SIGNED.test(question);

/** Coming back to it after a stop, or doing it again: the pages' "re-run". */
const RESUME =
  /\b(?:stop|pause|halt|break off|on hold)\b[^?]*\b(?:pick (?:it |this |that )?(?:up|back)|resume|restart|continue|come back|carry on|later)\b|\b(?:run|do|try) (?:it |this |the \w+ )?again\b|\b(?:another|second) round\b|\bpick (?:it |this |that )?(?:up|back up) again\b/i;

/** Whether a question asks how to come back to it, or do it again ("pick it up later?"). */
export const asksToResume = (question: string) => RESUME.test(question);

/**
 * Who runs this site: "the legal entity behind this website", "who owns this website?", "which
 * company would we be contracting with, and where is it registered?".
 */
const OPERATOR =
  /\blegal (?:entity|name|owner)\b|\b(?:company|business|firm|entity) behind\b|\b(?:who|which (?:company|business|firm))(?:'s| is)? (?:runs?|operates?|owns?|behind|running|operating) (?:this|the|your) (?:(?:web)?site|web ?page|page|domain)\b|\bregistered (?:company|address|office|name)\b|\bimprint\b|\bimpressum\b|\b(?:which|what) (?:company|entity|legal entity|business|firm)\b[^?.]{0,30}\b(?:contract\w*|sign\w*|invoic\w*|deal\w*) with\b|\bwhere (?:is|are) (?:it|you|the company|your company|the business) (?:registered|incorporated|based legally)\b/i;

/** Whether a question asks who runs this site (the imprint), not whose the work is. */
export const asksSiteOperator = (question: string) => OPERATOR.test(question);

/**
 * What a failed project costs them ("what a failed ERP project typically costs a company like
 * ours"): the pages' cost of a wrong start, never our price.
 */
const FAILURE_COST =
  /\b(?:failed|failing|failure|botched|wrong|bad|stalled)\s+(?:\w+\s+){0,2}(?:start|projects?|implementations?|rollouts?|erp|crm|cpq)\b[^?.]{0,40}\bcosts?\b|\bcosts?\b[^?.]{0,30}\b(?:failed|failing|failure|botched|wrong start|getting it wrong)\b/i;

/** Whether a question asks what a failure costs them, not what we charge. */
export const asksFailureCost = (question: string) => FAILURE_COST.test(question);

/** A partner speaking of their own clients and engagements ("I advise clients on ERP selection"). */
const PARTNER_CLIENTS =
  /\b(?:i|we)\s+(?:advise|help|support|consult for|serve|work with|implement for)\s+(?:our |my )?clients\b|\bmy (?:clients|client engagements?|engagements?)\b/i;

/** Whether a question is a partner's about their own clients or engagement. */
export const speaksForClients = (question: string) => PARTNER_CLIENTS.test(question);

/**
 * Our fee's range as a prospect writes it: "25-50k", "$25K–$50K", "25 to 50 grand" (a single
 * "50k" may be their budget).
 */
const thousands = [offer.price.min / 1000, offer.price.max / 1000];
const FEE_FIGURES = new RegExp(
  String.raw`\$?\b${thousands[0]}\s*(?:k|,000)?\s*(?:-|–|to)\s*\$?${thousands[1]}\s*(?:k|,000|grand)\b`,
  "i",
);

const CONCEPTS: readonly Concept[] = [
  // What a failed project costs: the pages' cost of a wrong start.
  { says: FAILURE_COST, pages: ["fail", "wrong", "start"] },
  // A partner of their clients: the page for implementation consultants.
  { says: PARTNER_CLIENTS, pages: ["consultants", "implementation", "engagement"] },
  // Asked to erase: the page on erasing, before one that only says what is kept.
  { says: ERASING, pages: ["erase", "delete"] },
  // What it costs: "how much (money)", "set us back", "what do you charge".
  {
    says: /\bhow much\b(?! (?:of|time|effort|work|involvement)\b)(?![^?]*\b(?:hours?|time|people)\b)|\bset (?:us|me|you) back\b|\bprice ?tag\b|\bwhat (?:does|do|would|will) (?:it|this|that|you) (?:cost|charge)\b|\bcost to (?:run|do)\b/i,
    pages: ["cost", "investment"],
  },
  // How long it runs: the simulation's weeks (not how long data is kept).
  {
    says: new RegExp(
      String.raw`^${NOT_DATA}.*(?:\bhow long\b|\bhow many (?:weeks|months)\b|\bduration\b|\bstart to (?:finish|end|report)\b|\bfrom start\b)`,
      "i",
    ),
    pages: ["weeks", "duration", "long"],
  },
  // When to start for a date ("when's the latest we could kick off?"): the weeks, counted back.
  { says: askedStartBy, pages: ["weeks", "duration", "long"] },
  // What a simulation tests ("what would you actually test for us?"): the scenarios it runs.
  { says: ASKS_TESTED, pages: ["scenarios", "simulate", "stress"] },
  // The team's time: hours lost, people stretched.
  {
    says: /\bhow many hours\b|\b(?:people|team|staff)(?:'s|s'|s)? time\b|\bstretched\b|\bbandwidth\b|\btime commitment\b|\beat(?: up)?\b[^?]*\btime\b|\btime\b[^?]*\beat\b/i,
    pages: ["hour", "core", "time"],
  },
  // Who has to take part.
  {
    says: /\bwho (?:from|on) (?:our|my) (?:side|end|team)\b|\bwho (?:needs|has|have) to (?:be involved|take part|join)\b/i,
    pages: ["core", "team", "people"],
  },
  // No vendor chosen yet.
  {
    says: /\b(?:haven't|have not|havent|not yet|no|without|before)\b[^?.]*\b(?:vendor|supplier|product|platform|tool|software|system)\b|\b(?:vendor|supplier|product|platform|software) (?:selection|choice|decision)\b/i,
    pages: ["chosen", "vendor", "neutral"],
  },
  // Stopping part way and coming back, doing it again.
  { says: RESUME, pages: ["re", "run", "circumstances"] },
  // A "no" from the simulation.
  {
    says: /\b(?:not|don't|shouldn't|never) (?:to )?(?:go ahead|proceed|do it|move forward|buy)\b|\b(?:says?|tells? (?:us|you)|answer is) no\b|\bbad idea\b|\b(?:not|aren'?t|isn'?t|never) (?:\w+ )?ready\b|\bunready\b/i,
    pages: ["go", "says", "strategic"],
  },
  // Quote-to-cash and quoting: their sales process, never a quote for our fee.
  { says: QUOTING, pages: ["cpq", "quoting", "quotes"] },
  // Bound by talking to us: "commits you to nothing".
  {
    says: /\b(?:commit(?:ting|ted)?|oblig\w*|binding|bound|tie[sd]? (?:us|me) (?:in|to))\b/i,
    pages: ["commits", "assessment", "free"],
  },
  // A contract signed already, the build under way.
  { says: SIGNED, pages: ["signed", "underway", "fit"] },
  // A person who reviews what Clarity drafts.
  {
    says: /\b(?:person|human|someone|somebody|one of you|your team|a consultant)\b[^?]*\b(?:reads?|reviews?|checks?|checking|looks? (?:at|over)|goes? over|signs? off)\b/i,
    pages: ["person", "reviews", "roadmap"],
  },
  // Size asked about as fit: "a 20-person shop, would you even take us", "too small for you?".
  {
    says: /^(?=.*\b(?:too (?:small|big)|for us|take us|work with (?:us|small)|fit|right for|suitable|our (?:size|scale))\b).*?(?:\b\d+[- ]?(?:person|people|staff|employees?|strong|fte)\b|\bheadcount\b|\bsmall (?:company|business|firm|shop|outfit|team)\b|\btoo small\b)/i,
    pages: ["employees", "fit", "companies"],
  },
  // A small project: "only 60k", "is it worth it".
  {
    says: /\b(?:small|only|tiny|just)\b[^?]*\b\d+ ?k\b|\b\d+ ?k\b[^?]*\b(?:worth|sense|enough)\b/i,
    pages: ["fit", "under", "budget"],
  },
  // Real data.
  {
    says: /\b(?:(?:access|see|use|have|get|need)\s+(?:to\s+)?)?(?:our |your |the )?(?:production|live|real|actual|customer|client|sensitive)\s+(?:customer\s+)?(?:data|records|database)\b/i,
    pages: ["anonymised", "sample", "data"],
  },
  // What they walk away with.
  {
    says: /\b(?:walk away with|get at the end|end up with|take away)\b/i,
    pages: ["receive", "deliverables"],
  },
  // Who we are.
  {
    says: /\bwho (?:are|r) (?:you|u)\b|\bwho(?:'s| is) (?:actually )?behind\b|\b(?:you|your) guys\b/i,
    pages: ["team", "architects", "story"],
  },
  // The team's record: "has your team actually run big projects or is this all theory".
  {
    says: /\btrack record\b|\b(?:run|ran|done|delivered|led|managed|handled|shipped)\b[^?.]{0,20}\b(?:(?:big|large|real|actual|enterprise|serious)\b[^?.]{0,12}\b(?:projects?|programmes?|programs?)|rollouts?|implementations?)\b|\b(?:all|just|only|pure) (?:theory|slides)\b|\breal[- ]world (?:experience|projects?)\b|\bcredentials\b/i,
    pages: ["track", "record", "fortune", "experience"],
  },
  // How and why the company began ("why did you start Clarity?"); not who founded it, which the
  // pages don't say (they name no founders).
  {
    says: /\b(?:how|when|why) (?:did )?(?:you|you guys|clarity|the company|your company) (?:start|begin|get started|come about)\b|\b(?:your|the company'?s?) (?:origins?|background|history)\b/i,
    pages: ["story", "built", "careers"],
  },
  // The company that runs the site: "the legal entity behind this website", "registered office".
  { says: OPERATOR, pages: ["imprint", "operator"] },
  // What the company stands for ("what do you stand for"), not what an acronym stands for.
  {
    says: /\b(?:you|you guys|y'?all|your (?:company|firm|team|business)|clarity|the company) (?:stands?|stood) for\b|\b(?:your|the company'?s?|clarity'?s) (?:values|principles|ethos|mission|philosophy)\b|\bwhat do you (?:believe|care about)\b/i,
    pages: ["values", "mission"],
  },
  // What the chat runs on: "is your bot built on GPT?", "which model is under the hood".
  {
    says: /\b(?:you|your \w+|clarity|it|this(?: \w+)?) (?:is |are )?(?:built on|powered by|runs? on|running on|based on)\b|\bunder the hood\b|\b(?:which|what) (?:ai|model|llm|language model)\b/i,
    pages: ["engines", "hosted", "model"],
  },
  // How to reach us.
  {
    says: /\b(?:contact|reach|email|write to|get in touch with) (?:you|u|your team|someone)\b|\bemail address\b/i,
    pages: ["email", "questions"],
  },
  // What rules a company out: "what would make us a bad fit", "who is this not for".
  {
    says: /\b(?:(?:bad|poor|wrong|weak|no) |not (?:a |the )?(?:good |right )?)(?:fit|match)\b|\b(?:advise|recommend|counsel)\w* against\b|\bnot (?:suitable|a (?:good )?match|for everyone)\b|\b(?:rule|rules|ruled|ruling) (?:us |someone |a company |companies |it )?out\b|\bdisqualif\w*|\bwho (?:is (?:it|this) not|isn'?t (?:it|this)|shouldn'?t|should not)\b|\bwhen (?:is|isn'?t|would) (?:it|this|a simulation) not\b|\bdeal[- ]?breakers?\b|\bturn(?:s|ed)? (?:(?:us|clients|people|someone|companies) )?(?:away|down)\b|\b(?:decline|refuse|reject)\w* (?:to work with )?(?:a |some )?(?:clients?|compan(?:y|ies)|customers?)\b|\bnot (?:a )?(?:good|great|wise|sensible) (?:idea|choice|investment)\b/i,
    pages: ["right", "fit", "honestly"],
  },
  // An implementation partner asking for their own firm ("im at a netsuite partner firm").
  {
    says: /\b(?:i'm|im|i am|we're|we are)\s+(?:an? )?(?:[\w-]+ ){0,3}(?:consultant|consultancy|integrator|partner|implementer|reseller)\b|\b(?:i'm|im|i am|we're|we are|i work)\s+(?:at|from|for|part of)\s+(?:an? |the )?(?:[\w-]+ ){0,2}(?:consultancy|integrator|partner|implementer|reseller|si)\b|\b(?:our|my) (?:firm|company|practice) is (?:an? )?(?:[\w-]+ )?(?:consultancy|integrator|partner|implementer|reseller)\b|\bwe (?:run|are|own) an? (?:msp|var|consultancy|agency|integrator|si|implementation (?:firm|shop|partner|practice))\b|\bimplement\w* (?:[\w-]+ ){0,2}for (?:our )?clients\b|\b(?:our (?:own )?|new )clients\b/i,
    pages: ["consultants", "implementation", "engagement"],
  },
  // What a simulation is: "what actually is a readiness simulation?", "in plain english?" —
  // the pages' one-sentence account of the process (interviews, requirements, sprint, report).
  {
    says: /\bwhat(?:'s|\s+is|\s+exactly\s+is|\s+actually\s+is|\s+really\s+is)\s+(?:a\s+|an\s+|the\s+|this\s+|that\s+|your\s+)?(?:readiness\s+)?simulation\b(?!\s+(?:sprint|cost|price|fee|take|last|need|include|cover|deliver|give)\w*)|\bin (?:plain|simple|layman'?s?) (?:english|terms|words|language)\b|\bin a nutshell\b|\bexplain (?:it|this|the (?:simulation|service|idea|concept)) (?:to me )?(?:simply|like)\b/i,
    pages: ["gathers", "produces", "gap"],
  },
  // A guarantee of the result: the terms' "No guarantees" (not "It's Okay to Fail Here").
  {
    says: /\bguarant\w*|\bwarrant(?:y|ies)\b|\bmoney[- ]back\b|\brefund\w*/i,
    pages: ["guarantee", "guarantees", "promises"],
  },
  // An answer that only pleases: "what stops it telling us what we want to hear?", "yes-men".
  {
    says: /\bwhat (?:we|i|they|you) (?:want|wanna|like|hope|expect) to hear\b|\byes[- ]?m[ae]n\b|\brubber[- ]stamp\w*|\btell (?:us|me|them) (?:it'?s )?(?:fine|great|good|yes)\b/i,
    pages: ["evidence", "says"],
  },
  // Our fee by its figures: "the 25-50k", "is 25k the floor?".
  { says: FEE_FIGURES, pages: ["cost", "investment"] },
  // An AI plan for the board.
  {
    says: /\bai (?:strategy|plan|roadmap|rollout)\b/i,
    pages: ["ai", "plan", "board"],
  },
];

/** The pages' words for the concepts a question names ("how much do you charge" → cost). */
export const conceptWords = (question: string): string[] =>
  conceptsIn(question).flatMap((c) => c.pages);

/** Each concept's pattern, to find every place a question names it. */
const EVERY = CONCEPTS.map((c) => new RegExp(c.says.source, `${c.says.flags.replace("g", "")}g`));

/**
 * The concepts a question names: the pages' words, and the question's words each covers — every
 * phrase that names it ("your legal entity name and registered address": both are the imprint).
 */
export function conceptsIn(question: string): { pages: string[]; covers: string }[] {
  const out: { pages: string[]; covers: string }[] = [];
  CONCEPTS.forEach((c, i) => {
    const covers = [...question.matchAll(EVERY[i]!)].map((m) => m[0].toLowerCase());
    if (covers.length) out.push({ pages: [...c.pages], covers: covers.join(" ") });
  });
  return out;
}

/**
 * The question without the phrases of concepts an answer holds the pages' words for (`holds`):
 * "do you need access to our production data?" is answered by "anonymised sample data is
 * enough", whose words are the concept's, not the question's.
 */
export function withoutConceptsHeld(question: string, holds: (word: string) => boolean): string {
  let rest = question;
  for (const c of CONCEPTS) {
    const m = c.says.exec(rest);
    if (m && c.pages.some(holds)) rest = rest.replace(m[0], " ");
  }
  return rest;
}
