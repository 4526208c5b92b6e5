/**
 * Doubts about the service read by meaning, sentence by sentence, where no known form of
 * clarity-objections.ts fits: a third party who would do it, a bad experience with outside help,
 * a product chosen already, work done before, a pitch heard before, a verdict against going on.
 */
import { readOnce, readOnceBy } from "../../language/read-once";
import { productTypes } from "../memory/clarity-platform-names";

/** The doubts read by meaning (of clarity-objections.ts's `Objection`). */
type MeantObjection =
  | "alternative"
  | "vendor-does-it"
  | "fluff"
  | "chosen"
  | "done-before"
  | "we-know"
  | "burned"
  | "no-go"
  | "why-pay";

/**
 * Doubts read by meaning: words about the service (the study, this step, a discovery) together,
 * in one sentence, with words of doubt, of having done it already, or of a verdict against going
 * ahead — whatever the sentence around them.
 */
const service =
  /\b(?:simulation|study|studies|assessment|step|phase|exercise|service|discovery|workshop|analysis|this|it|that|you)\b/i;
const doubt =
  /\b(?:unnecessary|pointless|overkill|redundant|superfluous|needless|don'?t (?:need|see the need)|no need|not needed|skip(?:ping)?|waste|useless)\b/i;
const others = /\b(?:si|integrator|partner|vendor|board|ceo|cfo|boss|management|consultant)s?\b/i;
const ratherThan =
  /\b(?:vendor|tool|platform|system|product|decision)\b.{0,30}\b(?:not|rather than|instead of)\b.{0,20}\b(?:study|studies|simulation|assessment|analysis|report|exercise)\b/i;
const doneBefore =
  /\b(?:already|previously|last year)\b.{0,40}\b(?:discovery|assessment|requirements|workshop|study|analysis|scoping)\b|\b(?:discovery|assessment|requirements|workshop|study|analysis|scoping)\b.{0,40}\b(?:already|done|completed|last year)\b/i;
const verdictAgainst =
  /\b(?:suppose|say|what if|imagine|if)\b.{0,60}\b(?:shouldn'?t|should not|not (?:to )?(?:go|do|proceed|buy)|(?:not|isn'?t|aren'?t) ready|unready|don'?t|no-go|against|negative|unfavou?rable|bad news|a no)\b/i;
const verdictWords =
  /\b(?:conclusion|answer|result|verdict|finding|outcome|report|recommend\w*|says?|saying|tells?|telling|comes? back)\b/i;

/** Their size as what the doubt is about: "for a firm our size", "a small company like ours". */
const OUR_SIZE =
  /\b(?:our|my) size\b|\b(?:firm|company|business|outfit|shop|team|organi[sz]ation)s? (?:like ours|of our size|our size|as small as ours)\b|\b(?:small|smaller|little|tiny) (?:firm|company|business|outfit|shop|organi[sz]ation)\b|\btoo (?:big|large) for (?:us|a (?:firm|company|business) like ours)\b/i;

/** A project of theirs that went wrong before, said as the reason for their doubt. */
const burnedBefore =
  /\b(?:last|previous|prior|earlier|past)\b.{0,40}\b(?:blew up|failed|failure|went (?:wrong|badly|sideways|south)|disaster|fiasco|mess|derailed)\b.{0,80}\b(?:wary|cautious|nervous|gun-?shy|hesitant|sceptic\w*|skeptic\w*|doubt\w*|careful|forgive)\b/i;

/**
 * "We know our processes", "we don't need outside help": the doubt that their own knowledge makes
 * the simulation unnecessary.
 */
const weKnow =
  /\b(?:nobody|no one|no-one)\b.{0,10}\bknows?\b.{0,40}\bbetter\b|\b(?:we|i) (?:already |really )?know (?:our|my|the) (?:own )?(?:process\w*|business|operations?|workflows?|work) (?:better|best|well|inside out|already|thoroughly)\b|\b(?:outside|external|extra) (?:help|eyes|advice|people|consultants?)\b|\b(?:do|handle|figure|sort) (?:it|this|that)(?: out)? (?:ourselves|in-house|internally|on our own)\b|\b(?:do|write|gather|draft|pull together|put together|collect|define|map|scope)\s+(?:the\s+|our\s+|all the\s+)?(?:requirements|scoping|discovery|process maps?|rfp|spec)\b.{0,20}\b(?:ourselves|in-house|internally|on our own|our own)\b/i;
/** "Every consultant says that", "the same pitch with a new name": a pitch heard before. */
const samePitch =
  /\b(?:every|all|other|most)(?: the)? (?:consult\w*|advis[eo]rs?|agenc(?:y|ies))\b.{0,60}\b(?:says?|said|tell|told|claim\w*|want|promis\w*|pitch\w*)\b|\b(?:consult\w*|advis[eo]rs?|agenc(?:y|ies)) (?:always|all|usually|never|just) (?:say|tell|claim|want|promise|pitch|deliver)\b|\bsame (?:old )?(?:pitch|story|song|spiel)\b|\b(?:say|says|said|tell|tells|told|promise\w*|claim\w*)\b.{0,20}\bsame (?:old )?thing\b|\bheard (?:it|this|that)(?: all)? before\b|\bnew (?:name|label|coat of paint)\b|\bpossibly (?:show|tell|teach|find|add|give)\b/i;
/**
 * The work ending as paper nobody uses: "how do you stop it becoming just another workshop nobody
 * acts on?", "another report that sits on a shelf", "shelfware".
 */
const ON_A_SHELF =
  /\b(?:just |yet )?another (?:workshop|report|study|deck|slide deck|consulting (?:exercise|project)|exercise|document)\b.{0,30}\b(?:nobody|no one|no-one|never)\b.{0,15}\b(?:acts? on|reads?|uses?|looks? at|follows? up|implements?)|\b(?:sits?|sitting|ends? up|gathers?|gathering|collect(?:s|ing)?) (?:on a shelf|in a drawer|dust)\b|\bshelf-?ware\b/i;
/** A rollout of theirs that failed before, and the question whether this time is any different. */
const pastFailure =
  /\b(?:flop\w*|fail\w*|blew up|went (?:wrong|badly|sideways|south)|disaster|fiasco|derailed|never (?:used|logged|adopted|took off|stuck)|nobody used|abandoned|proved (?:absolutely |literally )?nothing|came to nothing|(?:went|led) nowhere|didn'?t (?:stick|prove anything)|(?:went|gone|going) (?:straight )?back to (?:the old|spreadsheets|excel|paper))\b/i;
const thisTime = /\b(?:different|differ|better|again|this time|repeat|avoid|same(?: thing)?)\b/i;

/** Our work finishing ("after you're done", "once it's done"): nothing they have done before. */
const OURS_DONE = /\b(?:you(?:'re| are|'ve| have)|it(?:'s| is)) (?:all |finished and )?done\b/gi;

/**
 * A vendor's own discovery, named by the vendor or its product as the one doing it: "SAP already
 * does a discovery for us", "the integrator did a fit-gap last month" — not a discovery of theirs.
 */
const OWN_DISCOVERY =
  /^\W*(?:the\s+|our\s+)?([\p{L}\d&.-]+(?:\s+[\p{L}\d&.-]+)?)\s+(?:already\s+|also\s+)?(?:does|did|do|ran|runs|run|offers?|offered|is doing|are doing|will do|has done|have done)\s+(?:a|an|the|their|its|his|her)?\s*(?:free\s+|own\s+)?(?:discovery|scoping|assessment|fit[- ]gap|requirements)\b/iu;
export function vendorsOwnDiscovery(sentence: string): boolean {
  const m = OWN_DISCOVERY.exec(sentence);
  if (!m) return false;
  const who = m[1]!;
  return THIRD_NAMED.test(who) || productTypes.some(([re]) => re.test(who));
}

/** A discovery, an assessment or requirements work of theirs done already. */
export const doneBeforeSaid = (sentence: string) =>
  doneBefore.test(sentence.replace(OURS_DONE, " "));

/**
 * A product chosen already, or a choice that may prove wrong, said as a doubt about the
 * simulation's point: "we've more or less picked Odoo, is there any point?", "what if HubSpot turns
 * out to be the wrong pick halfway through?".
 */
const chosenAlready =
  /\b(?:already|more or less|pretty much|basically|as good as|all but|largely|mostly)\s+(?:\w+\s+)?(?:picked|chosen|decided(?: on)?|settled on|signed(?: with)?|committed to|gone with|selected|bought|landed on)\b/i;
const itsPoint =
  /\b(?:point|worth|still need|need (?:this|it|you|a simulation)|bother|any use|useful|sense|help)\b/i;
const wrongChoice =
  /\b(?:if|what if|suppose|say|imagine)\b.{0,60}\b(?:(?:is|was|be|turns? out (?:to be)?|proves? (?:to be)?)\s+(?:the\s+|a\s+)?(?:wrong|bad|poor)\s+(?:pick|choice|call|fit|decision|one|vendor|platform|system|tool|product)|turns? out (?:not to fit|to be a mistake)|doesn'?t fit (?:us|our))\b/i;

/**
 * A third party of theirs as the one who would do the work instead ("why not let the vendor do
 * the discovery?", "couldn't the supplier's team just figure it out?"): who the subject is.
 */
const THIRD =
  "(?:(?:vendor|supplier|integrator|implementer|reseller|partner|SI)s?(?:['’]s?)?|software (?:house|company|firm|maker|provider)s?|(?:pre-?sales|sales) (?:team|people|engineers?))";
/** A product's own people ("Unit4's presales team"): the vendor's, by the platform tables' names. */
const PRODUCT_PEOPLE =
  /\b([\p{L}\d]+)['’]s(?= (?:[\w-]+ )?(?:team|people|consultants|staff|folks|guys|reps?|account (?:manager|exec)|salesperson|sales (?:guy|rep|person))\b)/gu;
const asVendor = (sentence: string) =>
  sentence.replace(PRODUCT_PEOPLE, (m, name: string) =>
    productTypes.some(([re]) => re.test(name)) ? "vendor's" : m,
  );
const THIRD_DOES_IT = new RegExp(
  `\\b(?:let|have|get|leave it to|ask)\\s+(?:the|our|their|a|them)?\\s*${THIRD}(?:\\s+[\\w-]+){0,2}?\\s+(?:to\\s+)?(?:just\\s+)?(?:do|make|run|handle|take care of|figure|scope|analy[sz]e|sort)\\b|\\b(?:could|can|would|will|couldn'?t|can'?t|wouldn'?t)\\s+(?:the|our|their)\\s+${THIRD}(?:\\s+\\w+)?\\s+(?:just\\s+)?(?:do|make|run|handle|figure|scope|sort|work)\\b|\\b${THIRD}(?:\\s+\\w+)?\\s+(?:could|can|would|couldn'?t|can'?t)\\s+(?:not\\s+)?(?:just\\s+)?(?:do|make|figure|handle|scope|sort)\\s+(?:it|this|that|the)\\b`,
  "i",
);
/**
 * What we would do that a third party would not, asked: "what would your lot actually do that our
 * implementation partner wouldn't?", "what do you bring that the integrator doesn't?".
 */
const THIRD_LACKS = new RegExp(
  `\\bwhat\\s+(?:would|do|does|can|could|will)\\s+(?:you|u|y'?all|this|the simulation|your\\s+[\\w-]+)\\s+(?:[\\w-]+\\s+){0,2}?(?:do|bring|add|give|offer|provide|find|tell us|show us)\\b.{0,30}?\\bthat\\s+(?:the|our|their|a|an)?\\s*(?:[\\w-]+\\s+)?${THIRD}\\s+(?:\\w+\\s+)?(?:wouldn'?t|won'?t|can'?t|couldn'?t|doesn'?t|don'?t|didn'?t|would not|will not|cannot|does not|do not)\\b`,
  "i",
);
/**
 * A third party's own discovery offered in place of ours ("NetSuite's rep offered a free
 * discovery", "the integrator will do the scoping for free", "our partner is throwing in a
 * fit-gap workshop"): whoever offers it sells the product, so it is the vendor's doubt.
 */
const THIRD_OFFERS = new RegExp(
  `\\b${THIRD}(?:\\s+(?:reps?|account (?:manager|exec)|salesperson|sales (?:guy|rep|person)))?\\s+(?:\\w+\\s+){0,2}?(?:offer\\w*|propos\\w*|suggest\\w*|pitch\\w*|throw\\w* in|includ\\w*|(?:said|say|says)?\\s*(?:they|it|he|she)?\\s*(?:will|would|'d|'ll|can|could)\\s+(?:\\w+\\s+)?(?:do|run|hold|give|provide|deliver|handle|lead))\\b.{0,30}?\\b(?:discovery|scoping|scope|assessment|workshop|fit[- ]gap|gap analysis|requirements|readiness)\\b`,
  "i",
);
/**
 * A third party's work said to come free, however it is worded: "our vendor does this for free in
 * presales", "the vendor we're talking to said theyd run a discovery workshop for free", "the
 * partner throws it in at no cost". Only where the sentence names the work or "this".
 */
const FREE_WORDS =
  /\b(?:for free|free of charge|at no (?:cost|charge)|no charge|for nothing|free|complimentary|as part of (?:the |their )?(?:pre-?sales|sales process|the deal)|in (?:pre-?sales|the sales process))\b/i;
const THEIR_WORK =
  /\b(?:discovery|scoping|scope|assessment|workshops?|fit[- ]gap|gap analysis|requirements|readiness|analysis|this|that|the same)\b/i;
const THIRD_NAMED = new RegExp(`\\b${THIRD}\\b`, "i");
const thirdFree = (sentence: string) =>
  THIRD_NAMED.test(sentence) && FREE_WORDS.test(sentence) && THEIR_WORK.test(sentence);

/** Their free work said as enough: "the vendors do free demos though", "the partner gives a free POC". */
const THIRD_FREE = new RegExp(
  `\\b${THIRD}\\s+(?:\\w+\\s+)?(?:do|does|give|gives|run|runs|offer\\w*|provide\\w*|throw\\w* in)\\s+(?:a\\s+|an\\s+)?(?:free|complimentary|no-cost)\\s+(?:demos?|discovery|workshops?|assessments?|scoping|trials?|pocs?|proofs? of concept)\\b`,
  "i",
);

/**
 * Advisers who sell no product offering to do the scoping ("our accountants offered to scope it
 * as part of the audit", "KPMG said they could run the assessment"): another kind of assessment,
 * answered as the alternative it is — not a vendor scoping its own product.
 */
const ADVISER_OFFERS =
  /\b(?:accountants?|auditors?|advis[eo]rs?|bank|deloitte|kpmg|pwc|ey|accenture|big (?:four|4)|consultants?|consultanc(?:y|ies))\b[^.?!]{0,30}?\b(?:offer\w*|propos\w*|suggest\w*|(?:said|say|says) (?:they|he|she)(?:'d| would| could| can|'ll| will)|will|would|could|can)\b[^.?!]{0,20}?\b(?:scope|do|run|handle|assess|review|map|write)\b[^.?!]{0,25}?\b(?:it|this|that|the (?:scoping|discovery|assessment|requirements|project|processes))\b/i;

/**
 * A bad experience with an outside party's work said as the doubt ("stung by an agency", "paid
 * for a discovery and got 40 slides"): the answer is what the simulation leaves that a deck doesn't.
 */
const PAST_PARTY =
  /\b(?:burn(?:ed|t)|bitten|stung|ripped off|let down|fleeced|wasted|bad (?:experience|time)|(?:went|ended) badly|disappointed|disappointing)\b.{0,40}\b(?:consult\w*|advis\w*|agenc\w*|firms?|partners?|integrators?)\b|\b(?:paid|spent)\b.{0,60}\b(?:got|received|ended up with|left with)\b.{0,30}\b(?:slides?|deck|powerpoint|binder|report nobody)\b/i;

/**
 * Outside work they had before that left only a deck ("we did workshops with consultants and got a
 * slide deck"), with the message asking whether this is any different: a doubt about fluff.
 */
const DECK_BEFORE =
  /\b(?:did|had|ran|hired|bought|tried|used|brought in|paid for)\b.{0,50}\b(?:consult\w*|workshops?|advis\w*|agenc\w*|assessments?|firms?|discovery)\b.{0,60}\b(?:got|received|ended up with|left with|produced|delivered|gave us|handed us)\b.{0,30}\b(?:slides?|(?:slide )?decks?|powerpoints?|binders?|reports?)\b|\b(?:paid|spent|bought|commissioned)\b.{0,60}\bfor (?:an? |the )?(?:[\w-]+ ){0,3}(?:reports?|decks?|slides?|binders?|assessments?|study|studies)\b/i;

/** Words of the service itself, beside the pronouns that may point at anything. */
const SERVICE_NAMED =
  /\b(?:simulation|study|studies|assessment|step|phase|exercise|service|discovery|workshop|analysis|you)\b/i;
/**
 * "We looked at Salesforce but it felt like overkill": the pronoun points at the product named,
 * a candidate ruled out, not at us.
 */
const aProductsDoubt = (sentence: string) =>
  !SERVICE_NAMED.test(sentence) &&
  productTypes.some(([re]) => re.test(sentence.slice(0, Math.max(0, sentence.search(doubt)))));

/** What a sentence's meaning takes from its message: three words it may say anywhere. */
const messageSays = readOnce((message: string) =>
  [thisTime.test(message), /\b(?:why|how)\b/i.test(message), itsPoint.test(message)].join(""),
);

/**
 * The doubt a sentence of `message` voices by its meaning: kept by the sentence and what its
 * message says of it (`messageSays`), so a sentence said again is read once.
 */
export const byMeaning = readOnceBy(
  (sentence: string, message: string) => [sentence, messageSays(message)],
  meantIn,
);
function meantIn(sentence: string, message: string): MeantObjection | undefined {
  const vendors = asVendor(sentence);
  if (
    THIRD_DOES_IT.test(vendors) ||
    THIRD_OFFERS.test(vendors) ||
    THIRD_FREE.test(vendors) ||
    thirdFree(vendors) ||
    THIRD_LACKS.test(vendors)
  )
    return "vendor-does-it";
  if (ADVISER_OFFERS.test(sentence)) return "alternative";
  if (PAST_PARTY.test(sentence)) return "fluff";
  if (DECK_BEFORE.test(sentence) && (thisTime.test(message) || /\b(?:why|how)\b/i.test(message)))
    return "fluff";
  if ((chosenAlready.test(sentence) && itsPoint.test(message)) || wrongChoice.test(sentence))
    return "chosen";
  if (doneBeforeSaid(sentence)) return "done-before";
  if (burnedBefore.test(sentence)) return "fluff";
  if (weKnow.test(sentence)) return "we-know";
  if (samePitch.test(sentence) || ON_A_SHELF.test(sentence)) return "fluff";
  if (pastFailure.test(sentence) && thisTime.test(message)) return "burned";
  if (verdictAgainst.test(sentence) && verdictWords.test(sentence)) return "no-go";
  if (ratherThan.test(sentence)) return "why-pay";
  // "Is this overkill for a firm our size?" doubts the fit, which the fit answers alone.
  if (
    doubt.test(sentence) &&
    service.test(sentence) &&
    !OUR_SIZE.test(sentence) &&
    !aProductsDoubt(sentence)
  )
    return others.test(sentence) ? "why-pay" : "fluff";
  return undefined;
}
