/**
 * Doubts about the service itself, read: why pay for a simulation instead of picking a vendor,
 * whether it is consulting fluff, what if the answer is no, whether it is too expensive. Each is
 * answered in clarity-objection-answers.ts (never "Good to know.").
 */

import { caseAsked } from "../../language/case-asked";
import { chatbotInstead } from "../../language/chatbot-instead";
import { withoutOthersDoubt } from "../../language/doubt-of-others";
import { guarded } from "../../language/guarded";
import { hypeDoubted } from "../../language/hype";
import { noTimeFor } from "../../language/no-time";
import { nothingNewDoubted, standingDoubted } from "../../language/nothing-new";
import { theirCostHigh } from "../../language/price-doubted";
import { readOnce } from "../../language/read-once";
import { salesFunnelDoubted } from "../../language/sales-funnel-doubt";
import { sarcasticDoubt } from "../../language/sarcastic-doubt";
import { verdictSaysNo } from "../../language/verdict-says-no";
import { aiDoubted } from "../memory/clarity-risk-ai-doubt";
import type { Topic } from "../memory/clarity-topics";
import { vendorWorry } from "../memory/clarity-vendor-worry";
import { comparedWithAnother, madeSmall } from "./clarity-alternatives";
import { asksInsteadOfConsultancy } from "./clarity-instead-of-consultancy";
import { consultancyDoubted } from "./clarity-objection-consultancy";
import { byMeaning, doneBeforeSaid, vendorsOwnDiscovery } from "./clarity-objections-meaning";
import { type TrustDoubt, trustDoubtIn } from "./clarity-objections-trust";
import { doubtsNeed } from "./clarity-said-back";
import { decidersReject, othersDiscovery } from "./clarity-situations";
import { prospectStops } from "./clarity-terms";

export type Objection =
  | "no-go"
  | "expensive"
  | "fluff"
  | "why-pay"
  | "done-before"
  | "we-know"
  | "burned"
  | "chosen"
  | "vendor-does-it"
  | "build-ourselves"
  | "pilot"
  | "resistance"
  | "no-time"
  | "alternative"
  | "consultancy"
  | "hype"
  | "are-consultants"
  | "tied"
  | "chatbot"
  | "make-case"
  | TrustDoubt;

/** What each doubt's answer already says: a question about it in the same message needs no second answer. */
export const answeredBy: Record<Objection, readonly Topic[]> = {
  "no-go": ["roi"],
  expensive: ["price", "roi"],
  fluff: ["deliverables"],
  "why-pay": ["vendor"],
  "done-before": ["price", "duration"],
  consultancy: [],
  "we-know": ["deliverables", "who"],
  burned: [],
  chosen: ["vendor"],
  "vendor-does-it": ["vendor"],
  "build-ourselves": ["vendor"],
  pilot: ["vendor"],
  resistance: [],
  "no-time": ["needs"],
  alternative: ["vendor", "deliverables", "how", "assessment"],
  hype: [],
  "are-consultants": ["price", "duration", "who"],
  tied: ["vendor", "price", "who"],
  chatbot: ["how", "deliverables", "security"],
  "make-case": ["price", "roi", "how", "deliverables"],
  biased: [],
  figures: ["roi"],
  slow: ["duration"],
};

/**
 * People of theirs against the change, and how we would deal with it: "our DC manager is pretty
 * anti-change, how do you handle that?", "what if the reps just refuse to use it?".
 */
const AGAINST_CHANGE =
  /\b(?:anti-?change|resist\w*|push(?:ing|es)? back|pushback|hates? change|set in (?:their|his|her) ways|not on board|reluctant|dig\w* (?:their|his|her) heels|won'?t (?:use|adopt|change)|refus\w* to (?:use|change|adopt)|stubborn|old[- ]school)\b/i;
const HOW_HANDLED =
  /\bhow (?:do|would|will|can) (?:you|u|we)\b.{0,25}\b(?:handle|deal|manage|approach|get (?:round|around|past)|work with|win)\b|\bwhat (?:do|would) (?:you|u) do (?:about|with|if)\b|\bwhat if\b|\bany (?:tips|advice)\b/i;

/**
 * A trial of one product in place of the simulation: "just running a pilot with Fin for a month",
 * "can't we just ask the vendor for a pilot instead?", "the vendor offered a free POC", the
 * product piloted with a team ("pilot netsuite with the warehouse team first").
 */
const PILOT = guarded(
  // Every form names a pilot, a trial, a PoC or a proof of concept.
  /pilot|trial|poc|proof/iu,
  /\b(?:run(?:ning)?|do(?:ing)?|try(?:ing)?|start(?:ing)?)\s+(?:a\s+|an\s+)?(?:pilot|trial|poc|proof[- ]of[- ]concept)\b.{0,25}\b(?:with|of|on)\s+\S|\b(?:pilot|trial|poc)\s+(?:with|of)\s+\p{Lu}|\bfree trial\b.{0,40}\binstead\b|\bvendors?\b.{0,25}\b(?:pilot|trial|poc|proof[- ]of[- ]concept)\b|\b(?:just\s+)?(?:pilot|trial)\s+(?:(?:something|one)\s+like\s+)?(?:[\w.-]+\s+){1,2}?(?:with|on|in|at|for)\s+(?:the|our|one|a|an|\d+|two|three|six)\b|\b(?:pilot|trial|poc)\b.{0,60}\binstead\b/iu,
);

/**
 * Setting it up themselves said against the need: "we don't need any of this, we can just
 * configure salesforce ourselves" — a plan to configure it themselves, said alone, is no doubt.
 */
const CONFIGURE_OURSELVES =
  /\b(?:just|simply)\s+(?:configure|set up|setup|customi[sz]e)\b[^.?!]{0,30}?\b(?:ourselves|in-?house|internally|on our own)\b/i;
const NEED_DOUBTED =
  /\b(?:(?:don'?t|do not|doesn'?t) need|no need|not needed|why (?:pay|bother|spend)|instead)\b/i;

/**
 * Building it themselves as the reason not to pay for a simulation: "our IT guy says we could
 * just build this in-house", "why not develop it ourselves?", "build vs buy".
 */
const BUILD_OURSELVES = guarded(
  // Every form says who builds it (ourselves, in-house, internally, our own, DIY, home-grown) or "buy".
  /ourselves|in-?house|internally|our own|diy|home-?grown|buy/i,
  /\b(?:build|develop|code|make|write|knock|put together|hack)\b[^.?!]{0,30}?\b(?:ourselves|in-?house|internally|on our own|with our own (?:devs?|developers|it|team))\b|\b(?:in-?house|diy|home-?grown)\s+(?:build|solution|option|alternative|route)\b|\bbuild (?:vs\.?|versus|or) buy\b/i,
);

const patterns: [Objection, RegExp][] = [
  [
    "no-go",
    /\bwhat if\b.{0,40}\b(?:no\b|no-go|don'?t|do not|not (?:to|do|go)|shouldn'?t|stop|negative|bad)|\b(?:what if|what happens if|if)\b.{0,25}\b(?:(?:fail(?:s|ed)?|flunk\w*|(?:don'?t|do not|doesn'?t|does not|didn'?t|can'?t|cannot) pass)\s+(?:(?:the|your|this|a)\s+(?:readiness\s+)?(?:check|test|simulation|assessment|review|sprint)|it\b)|(?:we(?:'re| are)|it says we(?:'re| are)) (?:not|un)\s?ready\b|(?:turn out|prove) (?:not|un)\s?ready)|\banswer (?:is|might|could|may|turns out|comes back)\b[^.?!,]{0,16}?\b(?:no|don'?t|do not|no-go)\b|\b(?:tells?|says?) (?:us )?(?:not to|no\b|don'?t|stop)|\b(?:be|being|get|getting|got|are|were)\s+told\s+(?:no\b|not to\b|(?:that\s+)?(?:we(?:'re| are)|it(?:'s| is))\s+not\b|don'?t\b)|\bwe(?:'d|'ve|'ll| would| will)?\s+(?:have\s+)?(?:just\s+)?(?:paid|pay|spent|spend|blown|blew)\b[^.?!]{0,30}?\bfor nothing\b/i,
  ],
  [
    "expensive",
    /\btoo (?:expensive|pricey|costly|steep|much (?:money|for))|\b(?:seems?|sounds?|feels?|looks?)\s+(?:like\s+)?(?:quite\s+|rather\s+|a bit\s+|really\s+|an awful\s+)?a lot\b(?!\s+(?:of\s+(?!money|cash)|more|less|better|worse|easier|harder|like))|^\W*(?:that'?s|it'?s|thats|its)\s+(?:quite\s+|rather\s+|a bit\s+|really\s+)?a lot(?: of money)?\W*$|\boverpriced\b|\bcan(?:'?t| ?not) afford\b(?! (?:any |more |the |much |a |an )?(?:downtime|delays?|disruption|mistakes?|errors?|outages?|interruptions?|to (?:lose|miss|stop|slip|fail|be down|go down|get (?:it|this) wrong)))|\b(?:price|cost)\w* (?:is|are|seems?|sounds?) (?:high|steep|a lot)|\bexpensive\b|\bpricey\b|\bnot worth (?:it|the (?:money|price|cost))|\bsteep\b|\bjust to (?:be told|hear|learn|find out|confirm)\b|\ba lot (?:of money )?(?:for|to pay)\b|\b(?:hard|difficult|tough|tricky) to (?:justify|sell|get (?:past|through))\b|\bjustify (?:it|that|this|the (?:cost|spend|price|fee|money))\b/i,
  ],
  [
    "fluff",
    /\bfluff\w*|\bbuzzwords?\b|\bsnake oil\b|\bhot air\b|\bconsult(?:ing|ants?)-(?:speak|talk)|\bconsult(?:ing|ant) (?:speak|talk)\b(?! (?:to|with|about)\b)|\bconsult(?:ing|ants?)[- ](?:nonsense|theat\w+|bs|waffle)|\bsounds? like (?:a |an |more |just )?(?:consult\w*|sales pitch|pitch|waste|theory|nonsense)|\bwaste of (?:time|money)\b|\b(?:an?|just|another|(?:consult\w*|sales|vendor|partner)(?:'s)?)\s+upsell\b|\bupsell(?:ing)?\s+(?:us|me)\b|\btheat(?:re|er)\b|\bnever tells? (?:you|us|anyone) anything new\b|\bwhat (?:we|i) already know\b|\b(?:burn(?:ed|t)|bitten)\b.{0,30}\b(?:consult\w*|advis\w*|agenc\w*|partners?|integrators?|(?:before|last time)(?!.{0,20}\b(?:rollout|roll-out|implementation|project|go-live|migration|system|upgrade|erp|crm|cpq)\b))\b|\bseen (?:these|this|that|it)(?: \w+){0,2} before\b|\bsales pitch\b|\b(?:not convinced|unconvinced|skeptic\w*|sceptic\w*|doubtful|i doubt|don'?t (?:buy|believe) (?:it|that))\b|\bdon'?t see how\b|\b(?:tells?|prove|shows?) (?:you |us )?(?:anything|much) (?:real|useful)\b|\bjust (?:a |another )?(?:report|deck|slides?|powerpoint)\b/i,
  ],
  [
    "why-pay",
    /\bwhy (?:would|should|do|must) (?:we|i) (?:pay|need|spend|bother)|\bwhy (?:pay|spend|bother)\b|\binstead of (?:just )?(?:pick|choos|select|going|buy|hir|start)\w*|\bwhy not (?:just )?(?:pick|choose|select|buy|go|start|hire|ask)\w*|\b(?:can'?t|couldn'?t|can|could|shouldn'?t)\s+(?:we|i)\s+just\s+(?:pick|choose|select|buy|sign with|go (?:with|straight to))\b|\bwhat(?:'s| is) the point\b|\bdo we (?:even |really )?need (?:a|this|the) simulation|\b(?:get|ask|have|let)\s+(?:the|our|their|an?)\s+(?:auditors?|accountants?|advis[eo]rs?|bank|it (?:guy|team|people))\s+(?:to\s+)?(?:just\s+)?(?:recommend|pick|choose|select|suggest)\b/i,
  ],
];

/**
 * The doubt a message voices, if any: its known forms first, then by meaning, sentence by
 * sentence. Asked of the message and of each of its sentences, by several parts of the reply:
 * read once per text.
 */
export const objectionIn = readOnce(doubtVoiced);
function doubtVoiced(text: string): Objection | undefined {
  // "Not sure we need an ERP at all" doubts the system, not us: met in a sentence of the reply;
  // "our MD is sceptical of NetSuite" doubts a vendor, a concern of theirs (clarity-concerns.ts).
  // "I don't think AI can handle our exceptions" doubts the AI at their work: a risk of theirs.
  // "I'm not sure this is for us, we know where the problems are": their knowledge against us, first.
  if (standingDoubted(text)) return "we-know";
  if (doubtsNeed(text) || vendorWorry(text) || aiDoubted(text)) return undefined;
  // "Honestly I think AI is hype": the project's worth doubted, not our figures.
  if (hypeDoubted(text)) return "hype";
  // "You'll just tell us what we want to hear", "that 900% looks made up", "6 weeks is too long".
  const trust = trustDoubtIn(text);
  if (trust) return trust;
  // "so you're basically a consultancy?": what we are, asked sideways.
  if (consultancyDoubted(text)) return "are-consultants";
  // "isn't this just a lead funnel for an integrator?", "who actually pays you?": our independence.
  if (salesFunnelDoubted(text)) return "tied";
  // "can't chatgpt do this for free?": a general chatbot as the free stand-in.
  if (chatbotInstead(text)) return "chatbot";
  // "so yeah. convince me": the whole case asked for, bare.
  if (caseAsked(text)) return "make-case";
  // "I wonder whether we'd learn anything we don't already know", "who are you to judge our processes?".
  if (nothingNewDoubted(text)) return "we-know";
  // "if you say it won't work, can we get a partial refund?": the verdict, not the prospect stopping.
  if (verdictSaysNo(text)) return "no-go";
  // "the warehouse team are very sceptical": their people's doubt, a risk of theirs, not ours.
  const own = withoutOthersDoubt(text);
  const found = patterns.find(([, re]) => re.test(own))?.[0];
  // "the old system is too expensive to run": their own cost, a reason for the project.
  const known = found === "expensive" && theirCostHigh(text) ? undefined : found;
  // "What if the investors say no to the plan?": those who decide saying no, not the result.
  if (known === "no-go" && DECIDER_SAYS_NO.test(text) && decidersReject(text)) return undefined;
  // "What if we want to stop halfway, do we get a refund?": the prospect stops, not the verdict.
  if (known === "no-go" && prospectStops(text)) return undefined;
  // "We could build it in-house, why pay you?": the why is against building it themselves.
  if (
    (!known || known === "why-pay") &&
    (BUILD_OURSELVES.test(text) || (CONFIGURE_OURSELVES.test(text) && NEED_DOUBTED.test(text)))
  )
    return "build-ourselves";
  // "Our DC manager is anti-change, how do you handle that?": their people against it, asked.
  // The asking first: a few plain words most messages lack, where people against it are a long list.
  if (!known && HOW_HANDLED.test(text) && AGAINST_CHANGE.test(text)) return "resistance";
  // "How is this different from a pilot with Fin?": one product tried instead of the test.
  if ((!known || known === "why-pay") && PILOT.test(text)) return "pilot";
  // "Is this instead of hiring a consultancy, or on top of one?": not why pay before picking.
  if ((!known || known === "why-pay") && asksInsteadOfConsultancy(text)) return "consultancy";
  if (!known && noTimeFor(text)) return "no-time";
  // "sure, because the last three 'transformations' went so well": a doubt said as its opposite.
  const sarcastic = known ? undefined : sarcasticDoubt(text);
  if (sarcastic) return sarcastic;
  if (known) return specificReason(known, text);
  for (const sentence of text.split(/(?<=[.!?])\s+/)) {
    const meant = byMeaning(sentence, text);
    if (meant) return meant;
  }
  // "How is this different from a Big Four assessment?", "isn't this just a fancy workshop?":
  // a comparison or a belittling by its frame, whatever the other thing is called. Another's
  // discovery is answered from the page that prices it (clarity-situations.ts).
  if (comparedWithAnother(text) && !othersDiscovery(text)) return "alternative";
  if (madeSmall(text)) return "fluff";
  return undefined;
}

/**
 * A second doubt in the same message, in a sentence of its own and of another kind than the
 * first: "our integrator does the fit-gap for free… Also, the last pilot went nowhere, so how
 * would this be any different?". Each sentence is read once per turn (`objectionIn`).
 */
export function secondDoubt(text: string, first: Objection): Objection | undefined {
  const sentences = text.split(/(?<=[.!?])\s+/);
  if (sentences.length < 2) return undefined;
  for (const sentence of sentences) {
    const o = objectionIn(sentence);
    if (o && o !== first && !SAME_ANSWER.some((kin) => kin.includes(o) && kin.includes(first)))
      return o;
  }
  return undefined;
}

/** Doubts whose answers say the same thing: one of them answers the other. */
const SAME_ANSWER: readonly (readonly Objection[])[] = [
  ["why-pay", "vendor-does-it", "alternative", "consultancy", "are-consultants"],
  ["fluff", "we-know", "done-before", "make-case"],
  ["no-go", "biased", "make-case"],
  ["burned", "pilot", "resistance"],
];

/** Reasons more telling than a bare "why pay" or "not convinced", when a sentence names one. */
const SPECIFIC: readonly Objection[] = [
  "done-before",
  "burned",
  "chosen",
  "vendor-does-it",
  "we-know",
];

/**
 * "We already paid Deloitte for a discovery — why would I pay you for another?": the why is the
 * discovery done; "a pilot proved nothing, so I'm sceptical": the doubt is the failure before.
 */
function specificReason(known: Objection, text: string): Objection {
  if (known !== "why-pay" && known !== "fluff") return known;
  // "Why would I pay you for another one?" after a discovery of theirs: the discovery done is why.
  // "SAP already does a discovery for us": the vendor's own discovery, not one of theirs.
  if (known === "why-pay" && doneBeforeSaid(text))
    return vendorsOwnDiscovery(text) ? "vendor-does-it" : "done-before";
  for (const sentence of text.split(/(?<=[.!?])\s+/)) {
    const meant = byMeaning(sentence, text);
    if (meant && SPECIFIC.includes(meant)) return meant;
  }
  return known;
}

/** A cheap test before reading who says no: a word for those who decide. */
const DECIDER_SAYS_NO =
  /\b(?:board|directors?|owners?|shareholders?|investors?|leadership|management|ceo|cfo|coo|founders?|committee)\b/i;
