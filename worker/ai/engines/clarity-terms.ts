/**
 * Questions a buyer asks before signing, read by what they are about rather than by their topic's
 * words (docs/decisions/033): how the fee is paid (invoice, instalments, another currency), the
 * prospect stopping part way or asking for money back (their stop, not the simulation's No-Go),
 * paperwork asked of us (an NDA, a questionnaire, insurance), where data is kept, work on a
 * vendor's contract, what the fee buys; questions about us go to clarity-about-us.ts. The pages
 * state the price, the data rules and the host; the rest they don't, so the reply says so plainly
 * with the one fact they do state and a person who will answer — never a stock paragraph about
 * something else. Null otherwise.
 */

import { offer } from "../../../content/offer-facts";
import { currencyIn, readMoney } from "../../language/money";
import { asksToResume } from "../../language/site-concepts";
import { verdictSaysNo } from "../../language/verdict-says-no";
import { AI_COMPANY, aboutUsAnswer, freshOf } from "./clarity-about-us";
import { links } from "./clarity-answers";
import { byTheDate, READY_BY } from "./clarity-by-date";
import { guaranteeAnswer } from "./clarity-guarantee";
import { notStated } from "./clarity-kind-answers";
import { capitalised } from "./clarity-not-on-site";
import { kindOf } from "./clarity-question-kind";
import { asksReduction } from "./clarity-sense";
import { lower, more, sentenceOf } from "./clarity-situations";

/** One cheap test before any reader: a word one of them needs. */
const GATE =
  /guarant|warrant|\bcover|\bincluded\b|pa(?:y|id|yment)|invoic|instal|deposit|upfront|up front|advance|purchase order|\bPOs?\b|tranche|refund|money back|reimburs|cancel|stop|pull|back out|quit|terminat|exit|abandon|halt|NDA|disclosure|confidential|questionnaire|diligence|insur|indemn|liabil|ISO|SOC|certif|DPA|MSA|terms and|T&C|\bEU\b|europe|resid|sovereign|host|stored|\bkept\b|\bheld\b|server|data cent|GDPR|where|commission|kick|\bcut\b|percentage|quote|proposal|estimate|\bbids?\b|referral|finder|resell|tied|affiliat|how (?:big|large|many|long|old)|start-?up|founded|established|template|format|branding|style|VAT|GST|tax|notice|lead.time|how soon|how quickly|earliest|start|begin|fit us in|train|who|contract|agreement|SOW|proposal|implemented|delivered|rolled out|deployed|worked on|worked with|configured|done|experience/i;

/** How the fee would be paid, each asked way said back in plain words. */
const MANNERS: [RegExp, string][] = [
  [/\b(?:by|on|via|against|through|with) (?:an? )?invoice\b|\binvoiced\b/i, "on invoice"],
  [
    /\binstal+ments?\b|\bin (?:two|three|four|2|3|4|several) (?:parts|payments|chunks|stages|tranches)\b|\btranches?\b|\bsplit\b|\bspread\b|\bstaged\b|\bin stages\b|\bmilestones?\b|\bmonthly\b|\bquarterly\b/i,
    "in instalments",
  ],
  [/\bup ?front\b|\bin advance\b|\bdeposit\b/i, "up front or with a deposit"],
  [/\bpurchase orders?\b|\bPOs?\b/, "against a purchase order"],
  [/\b(?:card|credit card|bank transfer|wire|cheque|check)\b/i, "by card or transfer"],
  [/\bpayment terms\b|\bnet ?\d{2}\b|\bterms of payment\b/i, "on your payment terms"],
];
/** The fee, named or pointed at: "is that plus VAT?", "is GST on top of the price?". */
const FEE =
  /\b(?:fee|price|cost|quote|that|it|on top|plus|extra|inclusive|exclusive|including|excluding)\b/i;
const TAX = /\b(?:VAT|GST|HST|sales tax|tax(?:es)?)\b/i;
const DOLLARS = /\b(?:US |American )?dollars?\b|\busd\b|\$|\bbucks\b/gi;
const PAYING = /\b(?:pay|paid|paying|payable|payments?|invoic\w*|billed|billing|settle)\b/i;
/** Paying back (a return), or their own invoices, is not paying us. */
const NOT_OURS =
  /\bpay(?:s|ing)? (?:off|back|for itself|its way)\b|\b(?:our|my|their|supplier|customer)s?['’]? invoices?\b/i;

/** The terms asked of us: "what are the payment terms?", "what are your terms of payment". */
const OUR_TERMS = /\bwhat (?:are|'re) (?:the|your) (?:payment terms|terms of payment)\b/i;

/** "Can we pay on invoice, in two instalments, in sterling?": what the pages say of the fee. */
function paymentTerms(question: string): string | null {
  const onTheFee = PAYING.test(question) || (TAX.test(question) && FEE.test(question));
  if (!onTheFee || NOT_OURS.test(question) || asksReduction(question)) return null;
  // The pages quote dollars: "in sterling rather than dollars" asks for sterling.
  const currency = readMoney(question) ? undefined : currencyIn(question.replace(DOLLARS, " "));
  const ways = MANNERS.filter(([re]) => re.test(question)).map(([, w]) => w);
  if (currency) ways.push(`in ${currency}`);
  const tax = TAX.test(question) ? " nor whether VAT, GST or other tax is added" : "";
  if (!ways.length && !tax) return null;
  if (!ways.length)
    return `Our pages don't say whether VAT, GST or other tax is added to the price (${offer.price.text}). ${capitalised(links.contact)} or ${links.call} and a consultant will confirm it.`;
  const asked = ways.length > 1 ? `${ways.slice(0, -1).join(", ")} or ${ways.at(-1)}` : ways[0];
  const quoted = currency ? `in US dollars (${offer.price.text})` : `(${offer.price.text})`;
  // "what are the payment terms?" asks what ours are, not whether theirs will do.
  const ours = asked === "on your payment terms" && OUR_TERMS.test(question);
  return `Our pages don't ${ours ? "state the payment terms" : `say whether you can pay ${asked}`}${tax}: they quote the price ${quoted}. ${capitalised(links.contact)} or ${links.call} and a consultant will confirm it.`;
}

/** The prospect stopping: "we" as the one who stops, or money asked back. */
const WE_STOP =
  /\b(?:we|i|us)\b(?:\s+[\p{L}'’]+){0,3}?\s+(?:stop|cancel|pull (?:out|the plug)|back out|quit|terminate|exit|abandon|halt|walk away(?! with))\b/iu;
export const MONEY_BACK =
  /\brefund\w*|\bmoney back\b|\breimburs\w*|\bcancell?ation (?:fee|policy|terms)\b|\bget (?:it|some of it|anything) back\b/i;
/** The simulation's own verdict to stop ("it tells us to stop"): the No-Go, answered elsewhere. */
const VERDICT_STOP =
  /\b(?:tells?|says?|recommends?|advises?|concludes?|suggests?|finds?)\b(?:\s+\w+){0,3}\s+(?:to )?stop\b|\b(?:tells?|says?|recommends?|advises?|comes? back(?: with)?)\s+(?:us\s+|me\s+)?(?:not to\b|no\b|(?:a )?no-go\b|don'?t\b)/i;

/** Cancelling as a noun or with no "we": "our notice period for cancelling", "termination terms". */
const CANCELLING = /\bcancell?(?:ing|ation)\b|\bterminat(?:ing|ion)\b/i;

/** Whether the prospect stops, or asks money back: not the simulation's verdict to stop. */
export const prospectStops = (text: string) =>
  !VERDICT_STOP.test(text) &&
  !verdictSaysNo(text) &&
  (MONEY_BACK.test(text) || CANCELLING.test(text) || WE_STOP.test(withoutCondition(text)));

/**
 * The question without its condition: in "is it all ours even if we stop?" the stop is the case,
 * and whose the work is, what is asked.
 */
const withoutCondition = (text: string) =>
  text.replace(
    // After a main clause only: in "what if we cancel after week one?" the condition is the case asked.
    /(?<=\S\s+)(?<!\b(?:what|wht|wat|happens?|then)\s+)\b(?:even )?(?:if|when|once|unless|in case)\b[^,?;]*(?:[,;]|\?|$)/gi,
    " ",
  );

/** "If it goes badly half way, can we stop and get our money back?": terms the pages don't state. */
function stoppingPartWay(question: string): string | null {
  if (!prospectStops(question)) return null;
  const refund = MONEY_BACK.test(question);
  // Coming back to it later ("…how do we pick it up again?"): the pages' re-run answers that.
  const rerun = !refund && asksToResume(question) && sentenceOf(/\bre-run\b/i, "/faq");
  if (rerun) return `You can come back to it: ${lower(rerun.s)} ${more(rerun.p)}`;
  const asked = refund
    ? "whether money is refunded if you stop part way"
    : CANCELLING.test(question)
      ? "how cancelling works, or what notice it needs"
      : "how stopping part way works";
  const noGo = sentenceOf(/\bkeep every deliverable\b/i, "/faq");
  return `Our pages don't say ${asked} — ${links.contact} or ${links.call} and a consultant will tell you the terms.${noGo ? ` What they do say is about the simulation's own verdict: if it ends in a Strategic No-Go, ${lower(noGo.s)}` : ""}`;
}

/** Paperwork asked of us before work starts. */
const PAPERWORK =
  /\bNDAs?\b|\bnon-?disclosure\b|\bconfidentiality (?:agreement|undertaking|terms)\b|\bquestionnaires?\b|\bdue diligence\b|\b(?:carry|have|hold|got|professional|indemnity|liability|cyber|PI)\s+(?:\w+\s+)?insurance\b|\binsured\b|\bindemnit\w*\b|\bliabilit(?:y|ies)\b|\bISO ?27001\b|\bSOC ?2\b|\bcertifi(?:ed|cations?)\b|\bDPA\b|\bdata processing agreement\b|\bMSA\b|\bmaster services\b|\bterms and conditions\b|\bT&Cs?\b|\b(?:supplier|vendor) (?:onboarding|registration|form)\b/i;

const DATA_PAPERS =
  /\bNDA|disclosure|confidential|questionnaire|security|ISO|SOC|DPA|data processing|GDPR/i;

/** What we hand over in a format of theirs: "in our own templates", "in our house style". */
const THEIR_FORMAT =
  /\bin (?:our|my) (?:own |house |company |corporate )?(?:templates?|formats?|branding|style)\b|\b(?:word|excel|powerpoint|pdf|google docs?) (?:format|version|files?)\b/i;

/** Where data is kept: a place, or the words of hosting and residency. */
const DATA = /\b(?:data|information|records|files|documents)\b/i;
const WHERE_KEPT =
  /\bwhere\b.{0,30}\b(?:stored|kept|held|hosted|live|sits?|go(?:es)?)\b|\b(?:stay|stays|stored|kept|held|hosted|remain|remains|reside|resides)\b.{0,20}\b(?:in|inside|within|on)\b.{0,20}\b(?:EU|E\.U\.|Europe|UK|US|USA|country|region|Switzerland|Germany|Canada|Australia|the states|our (?:country|region))\b|\b(?:data )?(?:residency|sovereignty|localisation|localization)\b|\bGDPR\b|\bonshore\b|\boffshore\b|\bdata cent(?:re|er)s?\b|\bservers?\b/i;

/** The site's host, as the privacy page names it. */
const hostSentence = () => sentenceOf(/^Cloudflare, which hosts the site\b/);

/** Where data is kept: the host the pages name, and plainly not the country or region. */
function whereKept(sent: readonly string[]): string {
  const host = hostSentence();
  const hosted = host
    ? ` What they do say: the site's host, Cloudflare, stores what this site keeps, as our processor (${more(
        host.p,
      )
        .replace(/^More on /, "")
        .replace(
          /\.$/,
          "",
        )}); for the simulation, anonymised sample data is enough and your data is used only for your simulation.`
    : "";
  return freshOf(sent, [
    `Our pages don't say which country or region data is kept in.${hosted} A consultant can confirm the rest: ${links.call}, or ${links.contact}.`,
    `Which region the data sits in isn't on our pages.${hosted} For a firm answer, ${links.contact} or ${links.call}.`,
  ]);
}

/** Work on a third party's contract asked of us: "do you sign off on the vendor's contract?". */
/** A quote of theirs to be checked: "can you sanity check a partner's quote for 180k?". */
const QUOTE_REVIEW =
  /\b(?:sanity[- ]check\w*|look over|go over|second opinion on|review\w*|check\w*|vet\w*|benchmark\w*)\b.{0,30}\b(?:quotes?|proposals?|bids?|estimates?)\b|\b(?:quotes?|proposals?|bids?|estimates?)\b.{0,60}\b(?:sanity[- ]check|look (?:it )?over|second opinion|check it|review it|vet it|benchmark it)\b/i;

/** Plainly no review of a quote on its own, with what the pages say of quotes apart. */
function quoteNotReviewed(sent: readonly string[]): string {
  const found = sentenceOf(/\bthe requirements both must price against\b/i, "/who");
  // "Both" is the two quotes of the page's scenario, said with it.
  const fact = found
    ? ` What they do say: when two quotes are far apart and you can't tell which reflects your real scope, ${lower(found.s)}`
    : "";
  return freshOf(sent, [
    `Our pages don't offer a review of a quote on its own.${fact} Whether a consultant can look at yours: ${links.call}, or ${links.contact}.`,
    `Checking a single quote isn't something our pages describe.${fact} Ask a consultant: ${links.contact}, or ${links.call}.`,
  ]);
}

const THEIR_CONTRACT =
  /\b(?:sign(?:ing)?(?: off)?|negotiat\w*|review\w*|check\w*|vet\w*|manag\w*|draft\w*|read\w*)\b.{0,30}\b(?:vendor|supplier|partner|integrator)s?(?:['’]s?)?\s+(?:\w+\s+)?(?:contracts?|agreements?|SOWs?|statements? of work|terms|proposals?)\b/i;

function contractNotOurs(sent: readonly string[]): string {
  const found = sentenceOf(/\bany shortlisted vendor can price against\b/i, "/faq");
  const fact = found ? ` What they do say: ${lower(found.s.replace(/^No\.\s*/, ""))}` : "";
  return freshOf(sent, [
    `Our pages don't say we review or sign off a vendor's contract.${fact} A consultant can tell you what we'd do: ${links.call}, or ${links.contact}.`,
    `Work on a vendor's contract isn't something our pages describe.${fact} Ask a consultant: ${links.contact}, or ${links.call}.`,
  ]);
}

/**
 * How soon a simulation can start: "how many weeks notice do you need?", "how soon could you
 * start?", "when could we start?", "can you start before Christmas?" (our start, not theirs: never "two ways to start a
 * project").
 */
const LEAD_TIME =
  /\bnotice\b|\blead[- ]time\b|\bwhen (?:can|could|would|will|do|might|should) (?:we|you|u|it|this|the simulation)\b.{0,15}\b(?:start|begin|kick ?off|get (?:going|started))\b(?![^?.]{0,30}\b(?:go[- ]live|live|be live)\b)|\bhow (?:soon|quickly|fast) (?:can|could|would|will) (?:you|we|u|it|this)\b.{0,20}\b(?:start|begin|kick ?off|get going)\b|\bearliest (?:start|date|you could)\b|(?:\b(?:can|could|would|will|are)\s+(?:you|u|y'?all|you guys|your team)|\b(?:you|your team)\s+(?:can|could|would|will))\s+(?:(?:be able to|able to|realistically|possibly|still|actually)\s+)?(?:start|begin|kick (?:it |this |things )?off|get (?:going|started)|fit us in|squeeze us in)\b[^?]{0,40}\b(?:before|by|in|this|next|after|until|from|on)\b/i;

/** Plainly not the notice a start needs, with what the pages say of the first steps and the length. */
function leadTime(sent: readonly string[]): string {
  const steps = `the first step is a free ${offer.callLength} call or the free assessment, with your roadmap within ${offer.roadmapWithin}, and a simulation runs ${offer.duration} from kickoff`;
  return freshOf(sent, [
    `Our pages don't say how much notice a start needs. What they do say: ${steps}. A consultant can give you a date: ${links.call}, or ${links.contact}.`,
    `How soon we could start isn't on our pages — ${links.call} and a consultant will give you a date. What they do say: ${steps}.`,
  ]);
}

/**
 * What the fee buys: "what exactly would we be paying for?", "what does the fee cover?", "does
 * that price cover the prototype build?", "is the prototype included in that or extra?".
 */
const FEE_BUYS =
  /(?:^|[:,—–]\s*)\W*(?:(?:so|and|ok|but)\s+)?what\b(?:\s+[\w'’]+){0,4}?\s+(?:pay|paying|paid)\s+for\b|\bwhat (?:does|do|would|will) (?:the |your |that |this )?(?:fee|price|money|cost)\b.{0,20}\b(?:cover|include|get|buy)\b|\b(?:does|do|would|will) (?:the |your |that |this )?(?:fee|price|cost)\s+(?:also\s+)?(?:cover|include)s?\b|\b(?:included|covered) in (?:that|this|the (?:price|fee|cost))\b(?!.{0,30}\b(?:travel|expenses?|vat|tax|licen[cs]\w*)\b)/i;

/** The price with what it buys, in the offer's own words. */
const feeBuys = () =>
  `${offer.price.text} buys the simulation itself: ${offer.deliverables.slice(0, 4).join(", ")}, and one of four outcomes (${offer.outcomes.join(", ")}) with the evidence behind it. See [Outcomes](/outcomes).`;

/**
 * The answer to a question about the terms of working with us, or null; `before`: the statement
 * its pronoun leans on ("Our data must stay in the EU. Is that possible?").
 */
export function termsAnswer(
  question: string,
  sent: readonly string[] = [],
  before = "",
  /** The whole sentence the question is a clause of: ways to pay are listed across clauses. */
  sentence = question,
  /** The whole message: the day "by then" points at. */
  message = sentence,
  now = new Date(),
): string | null {
  // Had by a day of theirs ("could we have something by the 14th?"): the lead time reckoned.
  const byDay = READY_BY.test(question) ? byTheDate(question, message, now) : null;
  if (byDay) return byDay;
  if (!GATE.test(question) && !GATE.test(before) && !AI_COMPANY.test(question)) return null;
  const kind = kindOf(question) === "yes-no" ? "yes-no" : "open";
  const paid = paymentTerms(PAYING.test(question) ? sentence : question);
  if (paid) return paid;
  // A guarantee asked ("money back if it gets it wrong?"): the terms' "no guarantees".
  const promised = guaranteeAnswer(question);
  if (promised) return promised;
  const stop = stoppingPartWay(question);
  if (stop) return stop;
  // The deliverables in their own format: the pages name what is handed over, not its format.
  if (THEIR_FORMAT.test(question)) return notStated(kind, ["deliverables"], sent);
  // Paperwork about data (an NDA, a security questionnaire) gets what the pages say of data.
  if (PAPERWORK.test(question))
    return notStated(kind, DATA_PAPERS.test(question) ? ["security"] : [], sent);
  const kept = before && !DATA.test(question) ? `${before} ${question}` : question;
  if (DATA.test(kept) && WHERE_KEPT.test(kept)) return whereKept(sent);
  if (QUOTE_REVIEW.test(question)) return quoteNotReviewed(sent);
  if (THEIR_CONTRACT.test(question)) return contractNotOurs(sent);
  if (FEE_BUYS.test(question)) return feeBuys();
  if (LEAD_TIME.test(question)) return leadTime(sent);
  return aboutUsAnswer(question, sent);
}
