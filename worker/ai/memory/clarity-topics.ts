/**
 * What kind of message Clarity is reading (an injection attempt, off-topic, a question) and which
 * direct questions it asks, with the vendors named in a selection question.
 */

import { offer } from "../../../content/offer-facts";
import { bareAsk, MONEY_SIGNS, priceBySigns } from "../../language/asked-shorthand";
import { askedStartBy } from "../../language/asked-start-by";
import { readOnce } from "../../language/read-once";
import { UNSURE_OF } from "../../language/unsure";
import { months, seasons } from "../../language/vocabulary";
import { vendorProducts } from "./clarity-vendors";
export type Topic =
  | "price"
  | "duration"
  | "next"
  | "needs"
  | "vendor"
  | "security"
  | "who"
  | "assessment"
  | "fit"
  | "deliverables"
  | "how"
  | "roi"
  | "person"
  | "other";

const injectionWords =
  /\b(?:ignore|disregard|forget)\b.{0,40}\b(?:instructions|rules|prompt)|system prompt|<\/?\s*system\s*>|\byou are now\b|\bjailbreak|\breveal\b.{0,30}\b(?:rules|prompt|instructions|key)|\bapi key|pwned/i;
/** "DAN" the jailbreak in capitals; "Dan, our controller" is a person. */
export const injection = {
  test: (text: string) => injectionWords.test(text) || /\bDAN\b/.test(text),
};

const offTopicWords =
  /\b(?:weather|poem|poetry|haiku|song|lyrics|joke|recipe|world cup|football|soccer|basketball|movie|film|horoscope|capital of|stock tips?|bitcoin price|who won|sing)\b/i;
/** A request for something else: a question, or an order to write, tell or sing. */
const request =
  /\?|^\W*(?:(?:can|could|would|will) you\s+|please\s+|pls\s+)?(?:write|tell|sing|compose|give|make|show|recommend|share|what|who|how|which|where|when|why|is|are|do|does)\b/i;
/**
 * A message off the topic: a sentence asks for something else ("who won the world cup?", "write
 * me a poem"). The same words said about their business ("weather delays on site", "packaging
 * film", "working capital of 2M") are project talk.
 */
export const offTopic = {
  test: (text: string) =>
    offTopicWords.test(text) &&
    text.split(/(?<=[.!?])\s+|\n+/).some((s) => offTopicWords.test(s) && request.test(s.trim())),
};

/**
 * A question by its mark, its first word or its tag, the mark left off ("couldnt we just pilot
 * it", "we could do a pilot instead couldnt we"). "Would want it live by Feb", "could do with a
 * hand", "Is concerning dispatchers, our drivers": the subject left out of a statement, not a
 * question (without its mark); "Why now: our package goes out of support": a label opening a
 * statement, no question.
 */
export const asking =
  /\?|,?\s(?:could|ca|would|should|wo|do|does|did|is|are|was|were|have|has)n'?t\s+(?:we|you|i|it|they|there)\W*$|^(?!(?:why|when|who|what|how)(?:\s+(?:now|so|this|that|it matters))?\s*(?::|–|—|\s-\s))(?:(?:could|ca|would|should|wo|do|does|did|is|are)n'?t\s+(?:we|you|i|it|they|there)\b|what|how|when|who|why|which|where|(?:what|how|who|where|when|why)s|do|does|did|(?:is|are)(?!\s+(?:for|about|mostly|mainly|regarding|\w{3,}ing\s+(?:the|our|all|both|every|an?|us|them|\w+s\b)))|(?:has|have)(?=\s+(?:you|your|anyone|anybody|any of you|clarity)\b)|tell me|explain|(?:can|could|would|will|should)(?!\s+(?:want|like|need|prefer|love|hope|expect|rather|aim|do with|be (?:good|great|nice|ideal|keen|happy))\b))\b/i;

/**
 * Not knowing about the offer ("no idea how any of this works", "not sure what you deliver"):
 * a question of ours, never a pain of theirs ("we have no idea where stock is" is one).
 */
export const unsureOfUs = (sentence: string) => {
  const m = UNSURE_OF.exec(sentence);
  return (
    m !== null &&
    /^[^.;!?]{0,40}?\b(?:this|it|you|your|yours|simulations?|readiness|clarity|process|service|offer|assessment|works?)\b/i.test(
      sentence.slice(m.index + m[0].length),
    )
  );
};

/** What a company holds that it may not want to hand over. */
const theirs =
  /\bwhat (?:we|i) (?:share|send|give|upload|show|hand over)\b|\b(?:data|information|info|records?|files?|documents?|recipes?|prices|pricing|customer lists?|client lists?|numbers|financials?|ip|trade secrets?|formulas?|designs?|drawings?|contracts?|tickets?|emails?|transcripts?|call recordings?|customer (?:tickets|emails|messages|conversations|records|details)|patient \w+|orders|invoices)\b/i;
/** What can happen to it. */
const careOf =
  /\b(?:safe\w*|secur\w*|protect\w*|confidential\w*|private|sensitive|leak\w*|access|share|sharing|shared|sees?|seen|keep|kept|stor\w*|happens? to|handl\w*|anonymi[sz]\w*|mask\w*|dummy|sample|real|delet\w*)\b/i;
/** Microsoft Access named as a product ("a very old Access database") gives no access to data. */
const ACCESS_PRODUCT =
  /\b(?:MS |Microsoft )?Access(?=\s+(?:database|db|app|application|system|file|front|back))/g;
/** Both in one sentence: a long message holds "data" in one and "Access database" in another. */
const dataQuestion = {
  test: (text: string) =>
    text
      .split(/(?<=[.!?])\s+/)
      .some((s) => theirs.test(s) && careOf.test(s.replace(ACCESS_PRODUCT, ""))),
};

/** Whether a date can be met: a judgement of it, beside a month, a quarter or a season. */
const FEASIBLE =
  /\b(?:realistic|doable|achievable|feasible|possible|enough time|too tight|tight)\b/i;
const A_DATE = new RegExp(
  String.raw`\b(?:${[...months, ...months.map((m) => m.slice(0, 3)), ...Object.keys(seasons)].join("|")}|q[1-4]|year[- ]end)\b`,
  "i",
);
const datesFeasible = { test: (text: string) => FEASIBLE.test(text) && A_DATE.test(text) };

/**
 * A question by its noun alone ("timeline?", "pricing?", "the timeframe?"): terse chat with no
 * verb to read. Only the whole message: "our pricing is a mess" or "our timeline is Q3" is theirs.
 */
const bare = (nouns: string) =>
  new RegExp(
    String.raw`^\W*(?:(?:and|so|ok|what about|how about|your|the|typical|usual|rough|ballpark)\s+)*(?:${nouns})\s*\?+\W*$`,
    "i",
  );

/** Nouns that ask a price, or how long, alone or joined ("fees / timing?", "weeks?"). */
const PRICE_NOUNS = `pricing|price|prices|costs?|fees?|rates?|quote|price range|fee range|how much|${MONEY_SIGNS}`;
const DURATION_NOUNS =
  "timelines?|time-?frames?|time ?scales?|schedule|timing|length(?: of (?:the )?(?:engagement|project|simulation|sprint|process))?|lead time|duration|weeks|wks|time|turnaround|how long";
const listed = (nouns: string) => bareAsk(nouns, `${PRICE_NOUNS}|${DURATION_NOUNS}`);
const pricedByNouns = listed(PRICE_NOUNS);
const timedByNouns = listed(DURATION_NOUNS);

/**
 * A message of nouns alone that ask the price or how long ("cost/time?", "price & length pls"):
 * a question about the simulation itself, with no subject of theirs to look up.
 */
export const askedByNouns = (text: string) => pricedByNouns.test(text) || timedByNouns.test(text);

/** One of the return's figures on the pages ("900%", "1,900 %"), as said. */
export const roiFigure = new RegExp(
  String.raw`(?:^|[^\d,])(?:${(offer.roi.match(/[\d,]+(?=%)/g) ?? []).map((n) => `${n}|${n.replace(",", "")}`).join("|")})\s?%`,
);
/** When to start for a date, or how soon: the weeks it takes, counted back. */
export const startBy = askedStartBy;

/** How each topic is recognised in a question (a pattern, or words that must come together). */
export const topicPatterns: [Topic, Pick<RegExp, "test">][] = [
  ["price", bare("pricing|rates?|quote|price range|fee range")],
  ["duration", bare("timelines?|time-?frames?|time ?scales?|schedule|timing|length|lead time")],
  // "fees / timing?", "weeks?": nouns alone, joined; "$$?": the price by money signs alone.
  ["price", pricedByNouns],
  ["price", priceBySigns],
  ["duration", timedByNouns],
  [
    "price",
    /\b(?:cost|costs|price|priced|how much(?! (?:of (?:our|my|the) (?:\w+\s+)?)?(?:\w+(?:'s|s')\s+)?(?:time|effort|work|involvement))|fees?|charge)\b/i,
  ],
  // Asked as a comparison too: "would it take longer for a bigger firm?", "is it any quicker?".
  [
    "duration",
    /\bhow long\b|\bduration\b|how many weeks|how quickly|how fast|\bwhen (?:would|will|could|do|can|should) (?:we|i|you) (?:have|get|see|expect|hear)\b[^?.!]{0,20}?\b(?:answer|results?|reports?|verdict|outcome|findings|recommendation)\b|\btake (?:any )?(?:longer|less time|more time)\b|\b(?:any )?(?:quicker|faster|longer)\s+(?:for|with|if)\b/i,
  ],
  [
    "next",
    /what happens next|what happens (?:after|once|when) (?:we|i|this)\b|\bwhat(?:'s| is)? (?:the )?(?:very )?first (?:thing|step)\b.{0,40}\b(?:after|once|when)\b|\bhappens? (?:right |straight )?(?:after|once) (?:i|we) (?:fill|submit|send|sign up|leave|book)|next steps?\b|what now\b|how do (?:we|i) (?:start|proceed|get started|begin)|where do we go from here|how do we move forward/i,
  ],
  [
    "needs",
    /\bneed from (?:us|me)\b|what do you need|what(?:'s| is| would be) (?:needed|required) from|\bfrom us to start\b|time commitment|how much (?:of (?:our|my) (?:team'?s? |people'?s? |staff'?s? )?)?(?:time|effort|work)|how many hours|\b(?:put|puts|putting) in\b|\btie (?:up )?(?:our|my) (?:team|people|staff)|\b(?:effort|involvement|workload) (?:from|for|on) (?:us|our|my)\b|what do we (?:need to )?(?:provide|prepare)|\bwhich of (?:my|our) (?:people|team|staff|employees|folks|managers)\b|\b(?:need|needs|have|has|should|must) to (?:be (?:involved|in the room|available)|take part|participate)\b|\bfree up\b/i,
  ],
  [
    "vendor",
    /\bvendors?\b|\bright (?:tool|platform|system|choice|product)\b|\b(?:right|better|best)\b.{0,20}\bor\b|\bvs\.?\s|\bversus\b|\bcompare\b|\bbuild(?:ing)? (?:it |on )?our own\b|\balternatives?\b|\bshortlist\b|\bdemos?\b|should we (?:look at|consider|go with|pick|choose)/i,
  ],
  [
    "security",
    /\bsecur\w*|\bconfidential\w*|\bprivacy\b|\bpii\b|\bnda\b|\bgdpr\b|\bsoc ?2\b|(?:our|the) data (?:safe|secure|stored|handled|go)|where (?:is|does) (?:the |our )?data/i,
  ],
  // Something of theirs (data, records, prices, recipes…) and what happens to it, in one question.
  ["security", dataQuestion],
  // "Is April even realistic if we start in January?": whether a date can be met is how long it takes.
  ["duration", datesFeasible],
  [
    "who",
    /who (?:does|will do|would do|runs|will run|actually does) (?:the )?(?:work|simulation)|\bwho (?:would|will|does|do|is going to|'?d|'?ll) (?:actually |really )?(?:interview|facilitate|run the (?:sessions|interviews|workshops)|talk to (?:our|my) (?:people|team|staff))\b|\bwho(?:'s| is| are| will be| would be)? (?:actually |really )?(?:running|doing|leading|delivering|behind|in charge)\b|\bwho\b.{0,30}\bdoes the work|\b(?:another|a|just a) chatbot\b|who (?:are you|is behind|will we (?:work|be working) with)|are you (?:a |an )?(?:human|bot|ai|real person)|real (?:people|consultants?)|\bjust (?:an? )?(?:ai|bot)\b/i,
  ],
  [
    "assessment",
    /\bfree (?:assessment|consult\w*|call)|is (?:it|this|the assessment|that) (?:really |actually )?free|free to talk|what does the (?:free )?assessment|commit (?:us|me) to|\bobligation\b|\bcatch\b|\b(?:no|zero)[- ]cost\b|\bfree (?:option|version|tier|trial|way|start)|\bwithout (?:paying|charge)\b|\bfree of charge\b|\bat no (?:cost|charge)\b|\b(?:first|initial) (?:step|call|conversation|part|phase) free\b|\btry (?:it|this|you) (?:out )?first\b/i,
  ],
  [
    "fit",
    /\b(?:a |good |right )fit\b|right for us|too (?:small|big|large|tiny|little) (?:for|to)\b|\b(?:bigger|larger|smaller|more|fewer) than your\b|\b(?:over|above|under|below|outside) your (?:\d+|limit|range|size|sweet spot|usual)\b|\b(?:are we|we(?:'re| are)) (?:too|very|only|quite) (?:small|tiny|little|big|large)\b|\b(?:big|large|small|sized?) enough\b|do you (?:work|deal) with (?:(?:companies|firms|businesses|organi[sz]ations|clients|charities|non-?profits|manufacturers|distributors|retailers|wholesalers|start-?ups|smes?|people like us|teams|us|(?:small|smaller|mid-?sized?|medium|large|larger|big|bigger)\b)|(?:\w+ ){1,2}(?:companies|firms|businesses|organi[sz]ations)\b|(?:anyone|companies|firms) (?:of )?our size)|is this for us|\bour (?:size|scale)\b|\bsize (?:like|as big as) ours\b|\bqualify\b|can(?:'t|not) help us|help us at all/i,
  ],
  [
    "deliverables",
    /what (?:do|will|would|does) (?:we|i|it|my team|our team) (?:actually |really )?(?:get|receive|end up with|come away with|take away|have at the end|leave with)|\b(?:walk|come|go) away with\b|\b(?:get|gain|take) (?:\w+ ){0,2}out of (?:it|this)\b|\btangible\b|\bend up (?:holding|having|with)\b|\bat the end\b.{0,40}\bwhat\b|\bwhat\b.{0,40}\bat the end\b|\bdeliverables?\b|what(?:'s| is) the output|report look like|what (?:do |will |would |does )?(?:you|clarity) (?:actually |really |even )?(?:deliver|produce|hand (?:over|us)|give us)\b|what (?:actually )?(?:is|gets) delivered/i,
  ],
  [
    "how",
    /how does (?:it|the simulation|this|a simulation|the process) (?:actually |exactly )?(?:work|run|go|play out)\b|how (?:any of )?(?:this|it|that|the simulation|a simulation|the process|your process)(?: all| actually| even)? (?:works|runs)\b|what(?:'s| is)?(?: exactly| actually| really| precisely)?(?:'s| is) (?:a|the|this|your) (?:readiness )?simulation|what (?:a|the|this|your) (?:readiness )?simulation (?:\w+ )?(?:is|means|does|involves)\b|how do you simulate|what (?:does|do|would|will|might) (?:a|the|your|this|one) (?:readiness )?simulation (?:\w+ )?(?:look like|involve|entail|consist of)/i,
  ],
  // "How do you calculate the 900%?": the pages' return figure named is the return asked about.
  ["roi", roiFigure],
  // "When do we need to start to be live by June?": how long it takes is when to start.
  ["duration", startBy],
  [
    "roi",
    /\broi\b|return on|worth it|pay (?:for )?itself|\bpays? (?:us |it |that )?back\b|\bpayback\b|\bearn (?:its|it) (?:keep|money back)|\brecoup\w*|\bbreak even\b|\bvalue for (?:the )?money\b/i,
  ],
];

/**
 * Asking for a person, a call or a phone number, as a question or not ("speak to a human
 * please", "call me"): answered with the booking link and the contact page.
 */
export const personRequest = new RegExp(
  [
    String.raw`\b(?:talk|speak|chat)\s+(?:to|with)\s+(?:an?\s+|some\s+|the\s+|one of\s+)?(?:actual\s+|real\s+|live\s+)?(?:person|human|someone|somebody|consultant|expert|salesperson|sales|rep|representative|people|team|you(?!r)|one of you)`,
    String.raw`\b(?:call|ring|phone)\s+(?:me|us)\b|\bgive\s+(?:me|us)\s+a\s+(?:call|ring|bell)\b|\bcall(?:ed)?\s+back\b|\bcallback\b`,
    String.raw`\b(?:phone|telephone|mobile|contact)\s*(?:number|line|no\.?)\b|\b(?:a|your)\s+number\b[^.?!]{0,20}\b(?:call|ring|reach|dial)\b`,
    String.raw`\b(?:get|hop|jump|be)\s+on\s+a\s+(?:quick\s+)?(?:call|phone call|video call)\b|\b(?:schedule|book|set up|arrange)\s+a\s+(?:quick\s+)?call\b|\ba call (?:this|next) week\b`,
    String.raw`\bwho\s+(?:can|do|could|should|would)\s+(?:i|we)\s+(?:talk|speak)\s+(?:to|with)\b|\b(?:someone|somebody|a person|a human|one of you)\s+(?:call|ring|phone)\b`,
    // "Does a real person read the roadmap?" asks whether one reviews it, not for a call.
    String.raw`\b(?:a|an)\s+(?:real|actual|live)\s+(?:person|human)\b(?!\s+(?:\w+\s+)?(?:reads?|reading|reviews?|reviewing|checks?|checking|looks? (?:at|over)|goes? (?:over|through)|signs? off|approves?)\b)`,
    String.raw`\b(?:someone|somebody|anyone|a person|one of you)\s+(?:i|we)\s+(?:can|could|might|should)\s+(?:call|ring|phone|talk to|speak (?:to|with))\b`,
  ].join("|"),
  "i",
);

/**
 * Vendors named in a selection question, as Clarity names them back; most specific first. The
 * trades' own products come from their one table (clarity-vendors.ts).
 */
const vendorNames: [RegExp, string][] = [
  ...vendorProducts.map(([re, name]): [RegExp, string] => [re, name]),
  [/\bsalesforce cpq\b/i, "Salesforce CPQ"],
  [/\bsalesforce\b/i, "Salesforce"],
  [/\bdealhub\b/i, "DealHub"],
  [/\bconga\b/i, "Conga"],
  [/\bpandadoc\b/i, "PandaDoc"],
  [/\btacton\b/i, "Tacton"],
  [/\bintercom(?: fin)?\b/i, "Intercom Fin"],
  [/\bzendesk ai\b/i, "Zendesk AI"],
  [/\bnetsuite\b/i, "NetSuite"],
  [/\bacumatica\b/i, "Acumatica"],
  [/\bsap\b/i, "SAP"],
  [/\bbusiness central\b/i, "Business Central"],
  [/\bdynamics(?:\s*365)?\s+(?:sales|crm)\b/i, "Dynamics 365 Sales"],
  [/\bdynamics\b/i, "Dynamics"],
  [/\bodoo\b/i, "Odoo"],
  [/\bepicor\b/i, "Epicor"],
  [/\bsage\b/i, "Sage"],
  [/\boracle\b/i, "Oracle"],
  [/\binfor\b/i, "Infor"],
  [/\bhubspot\b/i, "HubSpot"],
  [/\bpipedrive\b/i, "Pipedrive"],
  [/\bzoho\b/i, "Zoho"],
  [/\bcopilot\b/i, "Copilot"],
  [/\bchatgpt\b/i, "ChatGPT"],
  [/\bbuild(?:ing)? (?:it |on )?our own\b|\bin-house\b/i, "building your own"],
];

/**
 * The vendors a message names, in its order, each once ("Salesforce CPQ" is not also "Salesforce");
 * asked by the memory and again by the reply: read once per text (a list of its own each time).
 */
export const vendorOptions = readOnce(vendorsNamed, (found) => [...found]);
function vendorsNamed(text: string): string[] {
  let rest = text;
  const found: { at: number; name: string }[] = [];
  for (const [re, name] of vendorNames) {
    const m = re.exec(rest);
    if (!m) continue;
    rest = rest.replace(re, " ".repeat(m[0].length));
    found.push({ at: m.index, name });
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.name);
}
