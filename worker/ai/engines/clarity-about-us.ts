/**
 * Questions about us rather than about the offer (docs/decisions/033), read by who the subject is
 * ("you", "your firm", "Clarity"): our size and age, the platforms the team has run, money from
 * vendors, who sees what they type, their data training a model. The pages describe the team,
 * vendor-neutrality, who sees a lead and how Clarity runs; they give no headcount, founding date
 * or list of platforms, so the reply says so plainly with what they do say. Null otherwise.
 */
import { replyHash } from "../../lib/reply-hash";
import { links } from "./clarity-answers";
import { lower, more, sentenceOf } from "./clarity-situations";

/** Who sees what they type here: the privacy page's "Who sees it". */
const WHO_SEES =
  /\bwho\b.{0,40}\b(?:see|sees|seeing|read|reads|access|look at|looks at|view|views|gets?)\b|\bwho has access\b/i;
const WHAT_THEY_SAID =
  /\b(?:answers?|chat|conversations?|messages?|type|typed|typing|write|wrote|say|said|data|information|info|details)\b/i;

/** Our sales team sees a lead's chat; a hosted model's provider, when configured. */
function whoSees(question: string): string | null {
  const team = sentenceOf(/^Our sales team, in a private inbox\b/);
  if (!team) return null;
  const rest = team.s.replace(/^Our sales team, in a private inbox that lists /, "");
  // Their data, not only the chat: what the simulation itself does with it too.
  const simulation = /\bdata\b/i.test(question)
    ? " In the simulation itself, anonymised sample data is enough for the prototype, and your data is used only for your simulation."
    : "";
  return `Our sales team, in a private inbox that lists ${rest.replace(/\.$/, "")} — and, when a hosted AI model is configured, that model's provider.${simulation} ${more(team.p)}`;
}

/** Their data used to train a model. */
const TRAINING =
  /\btrain(?:s|ed|ing)?\b.{0,30}\b(?:AI|models?|LLMs?|(?:chat)?GPT|algorithms?|openai|claude|gemini)\b|\b(?:AI|models?|LLMs?)\b.{0,30}\btrain(?:s|ed|ing)?\b/i;

/** An AI company or model by name: where their words would go ("does my data go to chatgpt?"). */
export const AI_COMPANY =
  /\b(?:chat ?gpt|gpt(?:-?\d\w*)?|openai|open ai|claude|anthropic|gemini|copilot|llama|mistral|(?:an? |some |other |third[- ]party |outside )?ai (?:compan(?:y|ies)|providers?|vendors?))\b/i;

/** "Do you use our data to train AI?": what the pages say of their data and of a hosted model. */
function trainingAnswer(): string | null {
  // The AI-use section of the trust page: built-in engines, or a hosted model's provider.
  const ai = sentenceOf(/\bClarity runs either on built-in engines\b/);
  if (!ai) return null;
  return `Our pages say your data is used only for your simulation. Clarity runs on built-in engines inside our own server, which send your messages nowhere else, or on a hosted AI model when we configure one — then messages go to that provider under its API terms, which govern whether it keeps prompts. ${more(ai.p)}`;
}

/**
 * Money from vendors to us: commission, a referral fee, being paid or tied by one — not a partner
 * reselling our service ("could we resell this to our customers"), nor their own reseller ("our
 * reseller wants us on Sage X3").
 */
const VENDOR_MONEY =
  /\bcommissions?\b|\bkick-?backs?\b|\breferral (?:fees?|payments?)\b|\bfinder['’]?s fees?\b|\b(?:paid|funded|sponsored|compensated) by\b.{0,30}\b(?:vendors?|suppliers?|software|platforms?|them)\b|\b(?:vendors?|suppliers?|software (?:cos|companies|firms|houses|makers))\b.{0,20}\bpay (?:you|u)\b|\b(?:get|take|taking|gets|takes) (?:a |any )?(?:cut|percentage|share)\b|(?<!\b(?:our|my|their)\s+)\bresell\w*\b(?! (?:this|it|your|yours|you|the simulation|clarity)\b)|\btied to\b.{0,20}\b(?:vendors?|suppliers?|any)\b|\baffiliated with\b/i;

/** Our size: "how big are you?", "how many people work for you?", "how big r u guys". */
const OUR_SIZE =
  /\bhow (?:big|large|many)\b.{0,30}\b(?:are|is|r|do)\s+(?:you|u|your (?:team|company|firm|business|outfit|practice)|y'?all|clarity)\b|\bhow (?:big|large) (?:is )?your (?:team|company|firm|business|outfit|practice)\b|\bhow many (?:people|staff|consultants|employees|of you)\b.{0,30}\b(?:you|u|your|clarity)\b/i;
/** A size asked of their side ("how big does the team need to be?") is the core team. */
const OF_THEM = /\b(?:need|needs|should|must|have to|has to|required|our|my)\b/i;

/** Our people's experience of a platform: "anyone who has implemented Unit4?", "done NetSuite before?". */
const PLATFORM_DONE =
  /(?:\b(?:anyone|anybody|someone|somebody|people|consultants?|you|your (?:team|people|consultants))\b.{0,30}\b(?:implemented|delivered|rolled out|deployed|worked (?:on|with)|configured|done)|\bexperience (?:with|of|in))\s+(?:an? |the )?(\p{Lu}[\p{L}\d]*(?:\s\d+)?)/u;

/**
 * The team's record as the pages give it, and plainly not the platform: no page lists the
 * platforms the team has implemented (a product's name is no sector, "experience with Odoo").
 */
function platformDone(question: string): string | null {
  const name = PLATFORM_DONE.exec(question)?.[1];
  if (!name || /^(?:ERP|CRM|CPQ|AI|I|We|You)$/.test(name)) return null;
  const led = sentenceOf(/\bled ERP, CRM and CPQ programmes for Fortune 500\b/i, "/trust");
  if (!led) return null;
  return `Our pages don't name the platforms the team has implemented, ${name} included. What they do say: ${lower(led.s.replace(/^.*? — /, ""))} Whether someone has run ${name} is one for a consultant: ${links.call}, or ${links.contact}.`;
}

/** Our age: "how long have you been around?", "are you a startup?", "when were you founded?". */
const OUR_AGE =
  /\bhow long (?:have|has|ha(?:ve|s) got)? ?(?:you|u|y'?all|your (?:company|firm|team|business|outfit))(?: \w+)? been\b|\b(?:are|r) (?:you|u)(?: \w+)? (?:a |an )?(?:start-?up|new (?:company|firm|business))\b|\bwhen (?:were|was) (?:you|u|your (?:company|firm|business)) (?:founded|started|set up|established|formed)\b|\bhow old is your (?:company|firm|business)\b/i;

/** What the pages say of where we come from, with no founding date. */
function ourAge(question: string, sent: readonly string[]): string | null {
  if (!OUR_AGE.test(question)) return null;
  const story = sentenceOf(/\bWe spent careers delivering\b/);
  if (!story) return null;
  return freshOf(sent, [
    `Our pages don't give a founding date or say how long the firm has been going. What they do say: ${lower(story.s)} ${more(story.p)}`,
    `No founding date on our pages — a consultant can tell you more about the firm: ${links.call}. Our [About Us](${story.p.url}) page starts from the team's own careers delivering ERP, CRM and CPQ programmes.`,
  ]);
}

/** What the pages say of our team, with no headcount. */
function ourSize(question: string, sent: readonly string[]): string | null {
  if (!OUR_SIZE.test(question) || OF_THEM.test(question)) return null;
  const team = sentenceOf(/\bImplementation leads, solution architects\b/);
  if (!team) return null;
  return freshOf(sent, [
    `Our pages don't give a headcount. What they say of the team: ${lower(team.s)} ${more(team.p)}`,
    `No headcount on our pages, I'm afraid — a consultant can tell you who would work with you: ${links.call}. The [About Us](${team.p.url}) page describes the team as ${lower(team.s.replace(/ — .*$/, ""))}.`,
  ]);
}

/** The first wording this conversation has not had yet (`sent`: its replies' fingerprints). */
export const freshOf = (sent: readonly string[], words: readonly string[]) => {
  const had = new Set(sent);
  return words.find((w) => !had.has(replyHash(w))) ?? words[0]!;
};

/** Money named: a tie to a vendor asked about as payment, not as neutrality. */
const MONEY =
  /\b(?:commissions?|kick-?backs?|referral|finder|fees?|paid|pay|pays|funded|sponsored|compensated|cut|percentage|share|resell\w*|money|incentives?|margin)\b/i;

/** The answer to a question about us, or null. */
export function aboutUsAnswer(question: string, sent: readonly string[] = []): string | null {
  if (TRAINING.test(question) || (AI_COMPANY.test(question) && WHAT_THEY_SAID.test(question)))
    return trainingAnswer();
  if (WHO_SEES.test(question) && WHAT_THEY_SAID.test(question)) return whoSees(question);
  if (VENDOR_MONEY.test(question)) {
    const found = sentenceOf(/\bany shortlisted vendor can price against\b/i, "/faq");
    // "Are you tied to one vendor?" with no money named asks whether we are neutral: the FAQ's no.
    if (found && !MONEY.test(question)) return `${found.s} ${more(found.p)}`;
    const neutral = found
      ? lower(found.s.replace(/^No\.\s*/, ""))
      : "the simulation is vendor-neutral.";
    return freshOf(sent, [
      `Our pages don't mention any payment from vendors. What they do say is that ${neutral} If you'd like to hear it from a person, ${links.call}.`,
      `Nothing on our pages ties us to a vendor or mentions fees from one; they describe ${neutral.replace(/^the simulation is /, "the simulation as ")} A consultant can answer it directly: ${links.call}, or ${links.contact}.`,
    ]);
  }
  return ourSize(question, sent) ?? ourAge(question, sent) ?? platformDone(question);
}
