/**
 * The direct questions of one message, each on its own: the message cut into its questions (by
 * sentence, and at ", and" / "and also"), and each question read for what it is about by the
 * meaning words of a topic (money, time, people's hours, what is kept, who, size…) rather than by
 * a fixed sentence, so one reply answers every question, in the order asked (docs/decisions/033).
 */
import { callWishIn } from "../../language/calls";
import { readMoney } from "../../language/money";
import { normalise } from "../../language/normalise";
import { spelledAsSite } from "../../language/site-words";
import { readWhens } from "../../language/when";
import { ourPrice, THE_SUM } from "../memory/clarity-budget-heard";
import { asking, type Topic, topicPatterns, vendorOptions } from "../memory/clarity-topics";
import { headCounts } from "./clarity-heard";
import { asksByMood } from "./clarity-mood";
import {
  asksOurFee,
  asksTheirPeople,
  asksWhichToTake,
  moneyOfTheirProject,
  withoutGroupNames,
  withoutPossessors,
} from "./clarity-sense";
import { ownWordsOf } from "./clarity-site-answer";

/** Words that mean each topic, most specific topic first (a tie goes to the earlier one). */
export const meaning: [Topic, RegExp][] = [
  [
    "roi",
    /\b(?:roi|returns?|return on|pay ?back|pays? (?:for )?itself|worth (?:it|the)|earn\w* (?:its|it|our|their)|recoup\w*|back for (?:the|our|my) money|get back for|value for)\b/i,
  ],
  [
    "needs",
    /\b(?:of (?:my|our|their|the) (?:\w+(?:'s|s')? )?(?:time|week|weeks|day|days|hours?)|how many hours|how many (?:of (?:\w+ )?)?(?:people|staff|employees|colleagues|team members)|(?:pull|pulled|pulling|draw|drawing) (?:\w+ ){0,3}in|effort|commitment|involvement|workload|eat (?:up|into)|tie (?:up|down)|away from (?:their|our|the) (?:day )?jobs?|(?:need|require|expect|want)\w* (?:\w+ )?(?:from|of) (?:us|our|my|me)\b|who\b.{0,30}\b(?:needs?|has|have) to (?:be|take part|join|attend))\b/i,
  ],
  ["security", /\b(?:data|privacy|confidential\w*|gdpr|ndas?|stored|store (?:it|what))\b/i],
  [
    "price",
    /\b(?:costs?|costing|(?:the|your|its|a) price|pricing|afford\w*|damage|fees?|charges?|ballpark|set (?:us|me) back|run to|runs to|how much (?:is|does|would|will) (?:it|this|that|a simulation))\b/i,
  ],
  [
    "duration",
    /\b(?:how long|how many weeks|weeks|months|duration|time ?frames?|timelines?|turnaround|(?:take|be|run|last) (?:\w+ )?(?:longer|shorter|less time|more time)|how (?:soon|quickly|fast)|realistic|feasible|doable|achievable|enough time|start to finish|kick-?off to|end to end)\b/i,
  ],
  [
    "deliverables",
    /\b(?:in (?:our|my) hands|deliverables?|what (?:\w+ ){0,3}(?:covers?|includes?)|what's included|(?:paperwork|documents?|documentation|reports?|outputs?) (?:that )?(?:you|clarity) (?:\w+ )?(?:produce|deliver|write|hand|create|prepare)\w*|(?:example|sample)s? of (?:\w+ ){0,3}(?:paperwork|documents?|reports?|outputs?|deliverables?)|receive|walk away|come away|end up with|left (?:holding|with)|output|take away|tangible|what do (?:we|i) (?:actually )?get(?! back))\b/i,
  ],
  [
    "vendor",
    /\b(?:(?:choos\w*|chose|pick\w*|select\w*|decid\w*|compar\w*|weigh\w*|evaluat\w*) (?:\w+ ){0,3}(?:between|among|(?:those|these|the) (?:two|three|options|candidates|vendors|products|platforms|systems))|(?:vendor|platform|system|product|tool|software) (?:choice|selection|decision|pick))\b/i,
  ],
  [
    "fit",
    /\b(?:(?:sort|kind|type|size) (?:of (?:\w+ )?)?(?:you|client|company|firm|business)|(?:only|just|mainly|aimed|meant|designed|built|intended|geared) (?:at|for|towards?) (?:\w+ ){0,2}(?:firms?|compan\w+|organi[sz]\w+|business\w*|clients?|customers?|enterprises?)|take (?:us )?on|(?:firm|company|business|outfit|shop) (?:of|like ours|our size)|our size|a fit|suit(?:s|ed|able)? (?:us|for)|right for us|(?:right|suitable|suited|designed|meant) for (?:an? |our |my )?(?:\w+ )?(?:compan\w+|firms?|business\w*|organi[sz]\w+|outfits?|shops?)|too (?:small|big|large|tiny)|(?:company|firm|business|client|organi[sz]ation) size|(?:minimum|maximum|smallest|largest|biggest|min|max)\b.{0,20}\b(?:size|compan\w+|firms?|clients?|headcount|employees|people))\b/i,
  ],
  [
    "who",
    /\bwho\b.{0,40}\b(?:behind|deal(?:ing)? with|work(?:ing)? with|talk(?:ing)? to|your (?:side|end)|runs?|running|leads?|does the work|in charge)\b/i,
  ],
  [
    "how",
    /\b(?:what are the (?:stages|steps|phases)|what happens (?:in|during|over|at) (?:the )?(?:first|early|opening|initial|each|start|kick-?off)|(?:stages|steps) (?:of|in) (?:the|your) (?:process|simulation)|step[- ]by[- ]step|how (?:does|would|will) (?:it|this|the (?:process|simulation)) (?:work|run|go|unfold))\b/i,
  ],
  [
    "next",
    /\b(?:next|from here|after (?:this|that|the chat|we talk)|what now|how do (?:we|i) (?:start|begin|proceed))\b/i,
  ],
];

/** Someone to talk to: a person, a consultant, their team. */
const someone =
  "(?:person|people|human|someone|somebody|anyone|anybody|consultants?|experts?|advis[eo]rs?|specialists?|team|reps?|representatives?|salesperson|one of (?:you|your \\w+))";
/** Someone before the verb ("a human we could talk this over with"): not "our team". */
const someoneFirst =
  "(?:person|human|someone|somebody|consultants?|experts?|advis[eo]rs?|specialists?|reps?|representatives?|salesperson|one of (?:you|your \\w+))";
const talk = "(?:talk|speak|chat|meet|go (?:over|through))\\w*";
/**
 * Talking to someone, in any words: a verb of talk "to" or "with" someone, in either order, on
 * the phone, or a real human asked after — not "our team will talk to the vendors" (a statement).
 */
const PERSON = new RegExp(
  [
    `\\b${talk}(?:\\s+[\\w']+){0,3}?\\s+(?:to|with)\\s+(?:[\\w']+\\s+){0,2}?${someone}\\b`,
    `\\b${someoneFirst}\\b(?:\\s+[\\w']+){0,3}?\\s+${talk}(?:\\s+[\\w']+){0,2}?\\s+(?:to|with)\\b`,
    `\\b(?:get|have|put)\\b.{0,25}\\bon (?:the )?(?:phone|line|a call)\\b`,
    `\\b(?:actual|real|live|flesh and blood) (?:human|person|people|consultants?|experts?)\\b`,
    `\\b(?:is|are) (?:there|you) (?:a |an )?(?:actual |real )?(?:human|person)\\b`,
  ].join("|"),
  "i",
);
/** A clause that turns talking down: "no need to talk to anyone", "without speaking to sales". */
const NOT_TALKING =
  /\b(?:no need|(?:don't|do not|doesn't|won't) (?:need|want|have)|needn't|without|rather not|not (?:yet )?(?:looking|ready|keen))\b/i;

/** Whether a question asks to speak with a person, in any words; a declined one is not. */
export function asksForPerson(question: string): boolean {
  const wish = callWishIn(question);
  if (wish !== null) return wish;
  return PERSON.test(question) && !NOT_TALKING.test(question);
}

/** Returns as goods coming back: a possessor before, or a thing of a process after. */
const THEIR_RETURNS =
  /\b(?:our|their|my|customer|product|sales)\s+returns\b|\breturns?\s+(?:process|handling|flow|policy|desk|department|team|orders?|rate|authori[sz]ation|logistics)\b/i;

/** One question of a message, with what it asks (none when no topic covers it). */
export interface Question {
  text: string;
  topics: Topic[];
  /** Which sentence of the message it comes from: one subject gets one answer. */
  sentence: number;
}

/** Words that open a clause without changing what it asks: "and what…", "n how long…", "ok so…". */
const opener =
  /^(?:(?:and|n|&|also|plus|so|ok(?:ay)?|oh|right|then|but|roughly|approximately|approx|just|honestly|sorry|anyway|basically|realistically|quickly)\b[\s,]*)+/i;
/** A request written without a question mark: "cost and timeframe please", "pls send the price". */
const request = /(?:^|\s)(?:please|pls|plz)\s*[.!]*$|^(?:please|pls|plz)\b/i;

/** A question tagged on after a statement, its mark left off: "…on its own, is that ok", "… what then". */
const TAG =
  /[,—–-]\s*(?:(?:is|are|would|will|can|could|does|do)\s+(?:that|this|it|they|we)\b|(?:how|what|why)(?:['’]s|\s+(?:is|are|do|does|did|would|will|can|could|about|if))\b)[^,?]{0,30}$|\b(?:what then|then what|what now|now what)\s*$/i;
/** The message with a question mark after each sentence that ends in a tag question. */
const tagged = (text: string) =>
  sentencesOf(text)
    .map((s) => (TAG.test(s) ? `${s.replace(/[.!]+$/, "")}?` : s))
    .join(" ");
/** A sentence or clause that asks something: by its question mark, its first word or its mood. */
const isQuestion = (s: string) =>
  /\?\s*$/.test(s) ||
  TAG.test(s) ||
  asking.test(s.replace(opener, "")) ||
  request.test(s) ||
  asksByMood(s.replace(opener, ""));

export const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+|;\s*/);

/**
 * A sentence's parts at a dash, kept together when one part only elaborates the other ("What
 * does X look like — can we click through it?", "our SI wants in — is that allowed?"): cut where
 * the part after the dash asks a topic of its own, unless it elaborates a question with none.
 */
function dashParts(sentence: string): string[] {
  const out: string[] = [];
  for (const part of sentence.split(/\s+[—–-]\s+/)) {
    const last = out.at(-1);
    // A question with no subject of its own after a statement ("Our integrator wants in — is
    // that allowed?") asks about the statement: the sentence is one question.
    const elaborates =
      last !== undefined &&
      isQuestion(part) &&
      (!topicsOf(part).length || (isQuestion(last) && !topicsOf(last).length));
    if (elaborates) out[out.length - 1] = `${last} — ${part}`;
    else out.push(part);
  }
  return out;
}

/** A sentence's clauses: at a dash between two subjects, and at ", and" / "and also". */
const clausesIn = (sentence: string) =>
  dashParts(sentence)
    .flatMap((s) =>
      s.split(/,\s*(?:and|but)\s+(?:also\s+)?|\s+and also\s+|\s+[+&]\s+|(?<=\p{L})\/(?=\p{L})/iu),
    )
    .flatMap(listedQuestions)
    .map((s) => s.trim().replace(LEAD_IN, ""))
    .filter(Boolean);

/**
 * Questions listed with commas ("where is the data stored, who can see our answers, and …?"):
 * each a question of its own when the part before asks one too.
 */
const listedQuestions = (clause: string) => {
  const parts = clause.split(/,\s*(?=(?:who|what|where|when|which|why|how)\s+(?!if\b))/i);
  return parts.length > 1 &&
    parts.slice(0, -1).every((p) => WH_OPENS.test(p.replace(/^.*:\s*/, "")))
    ? parts
    : [clause];
};
const WH_OPENS =
  /^\W*(?:(?:and|so|also|but|plus)\s+)*(?:who|what|where|when|which|why|how|do|does|did|can|could|is|are|will|would|have|has|should)\b/i;

/** A lead-in that announces the questions ("Two questions:", "quick one —"): no part of them. */
const LEAD_IN =
  /^(?:(?:two|three|2|3|a few|a couple of|couple of|quick|one|one more|another|last|few|some)\s+)?(?:questions?|qs|things?|q|ones?)\s*[:—–,]\s*/i;

/** A message's sentences, and a sentence's clauses joined by ", and" / "and also". */
export function clausesOf(text: string): string[] {
  return sentencesOf(text).flatMap(clausesIn);
}

/**
 * What one question is about: its meaning words and the memory's topic patterns together. Money
 * words inside a question about people's time or a free start ("how much of their week", "a
 * no-cost way") are not about the price, nor "what we get back" about the deliverables.
 */
export function topicsOf(question: string): Topic[] {
  // "The vendor's consultants" are consultants: a possessor says whose, not what is asked.
  // "Can the pricing team join?": the group's name says who, not what is asked.
  const read = withoutGroupNames(withoutPossessors(question));
  const meant = meaning.filter(([, re]) => re.test(read)).map(([t]) => t);
  const patterned = topicPatterns.filter(([, re]) => re.test(read)).map(([t]) => t);
  const all = new Set([...meant, ...patterned]);
  // A word's sense by whose thing it names (clarity-sense.ts): "the pricing rules in the new
  // tool" is their project, "a quote for the simulation" our fee, "who … on our side" their people.
  if (moneyOfTheirProject(question)) all.delete("price");
  // "Our returns process" is goods sent back, a process of theirs, not the return on the money.
  if (THEIR_RETURNS.test(question)) all.delete("roi");
  if (asksOurFee(question)) all.add("price");
  if (asksTheirPeople(question)) {
    all.delete("who");
    all.add("needs");
  }
  if (asksWhichToTake(question)) all.add("vendor");
  // "Is the 25-50k all in?": a sum of our own price, pointed at, asks about the price.
  if (THE_SUM.test(question)) {
    const sum = readMoney(question);
    if (sum && ourPrice(sum)) all.add("price");
  }
  if (all.has("needs") || all.has("assessment")) all.delete("price");
  // "Who gets to read what I write" asks what happens to their words, a question for the pages.
  if (/\b(?:reads?|sees?|see what|access)\b/i.test(question)) all.delete("who");
  // "What do we get back for the money" asks for the return, not the list of deliverables.
  if (meant.includes("roi") && !meant.includes("deliverables")) all.delete("deliverables");
  if (asksForPerson(question)) all.add("person");
  else if (all.has("person") && callWishIn(question) === false) all.delete("person");
  return [...all];
}

/** A yes/no question, alone or after a statement ("…, is that a problem?", "— can you fit that?"). */
const yesNo =
  /(?:^|[,;:—–-]\s*|\bso\s+)(?:can|could|is|are|would|will|does|do|should|shall|might|may)\b[^,;—–]*\?\s*$/i;

/** Words by which a question points at something said before it, or holds a figure itself. */
const pointsBack =
  /\d|\b(?:then|that|this|it|enough|in time|before|after|by|too (?:many|much|few|little|late|early|soon|tight))\b/i;

/**
 * What a yes/no question with no subject of its own asks about a figure the message gave: a date
 * ("could you be done before then?") how long it takes, a sum ("would £350k be enough?") the price
 * against it, a head count ("would 12 people be too many?") what the core team needs. Read from
 * the language module's typed values, not from the question's words.
 */
function aboutTheFigure(question: string, message: string): Topic[] {
  const asked = yesNo.exec(question)?.[0];
  if (!asked || !pointsBack.test(question)) return [];
  // A question with a subject of its own and no figure ("is that a sector you cover?") is about
  // that subject; one that holds the figure ("would 12 warehouse people be too many?") is not.
  if (!/\d/.test(asked) && ownWordsOf(asked).length > 1) return [];
  if (readWhens(message, new Date()).some((w) => w.month || w.text)) return ["duration"];
  if (readMoney(message)) return ["price"];
  if (headCounts(message).length) return ["needs"];
  return [];
}

/** Asking for Clarity's view with no subject of its own: "Thoughts?", "which would you go for?". */
export const opinion =
  /\bhelp (?:us|me) (?:to )?(?:pick|choose|decide|select)\b|\b(?:which|what)(?: one)? (?:is|would be|'s) (?:the )?(?:better|best|right|preferable)\b|^(?:any )?(?:thoughts|opinions?|advice|views?|recommendations?|suggestions?)\b|\b(?:which|what)\b.{0,20}\byou (?:go for|pick|choose|recommend|suggest|advise)\b|\bwhat (?:do|would) you (?:think|reckon|suggest|recommend|advise)\b|\byour (?:take|view|opinion|advice|recommendation)\b/i;

/** A view asked on the two or more products the message names: which of them (the vendor answer). */
const aboutTheOptions = (question: string, message: string): Topic[] =>
  opinion.test(question) && vendorOptions(message).length > 1 ? ["vendor"] : [];

/**
 * Up to how many characters a question is read again with its typos read back, and (twice that)
 * a message whose statements are: a terse one. A long message is written with care, and reading
 * each of its words again would cost most of a reply's time.
 */
const TERSE = 120;

/** The questions a message asks, in order; a clause that only states something is left out. */
export function questionsIn(message: string): Question[] {
  // A question tagged on with its mark left off is read as the question it is.
  const text = TAG.test(message) ? tagged(message) : message;
  const out: Question[] = [];
  const terse = text.length <= 2 * TERSE;
  const sentences = sentencesOf(text);
  const clauses = sentences.flatMap((s, sentence) =>
    clausesIn(s).map((text) => ({ text, sentence })),
  );
  // A request made by the sentence's mood ("send me the pricing, and the smallest team you'd
  // expect") asks for each thing its clauses name.
  const requested = sentences.map((s) => !/\?\s*$/.test(s) && asksByMood(s.replace(opener, "")));
  clauses.forEach(({ text: typed, sentence }, i) => {
    // A short clause that asks nothing as typed may with its typos read back ("wat do we get").
    const clause = !terse || isQuestion(typed) ? typed : spelledAsSite(normalise(typed));
    // "…, and how many weeks does it take?": a clause ahead of a question mark asks too, and an
    // item ahead of a request or a question mark ("ballpark cost + timeframe pls", "cost/timeline?")
    // asks for what it names.
    // A whole statement ended with a full stop ("we signed two weeks ago.") is no item of a
    // list asked about; a terse one ("Cost. Timeline?") still is.
    const ahead =
      i < clauses.length - 1 && !(/[.!]$/.test(typed.trim()) && /(?:\S+\s+){4}/.test(typed));
    const asks =
      isQuestion(clause) ||
      (ahead && /\?\s*$/.test(text) && asking.test(clause)) ||
      ((requested[sentence] || (ahead && (request.test(text) || /\?\s*$/.test(text)))) &&
        topicsOf(clause).length > 0);
    if (!asks) return;
    // What it asks as typed and with its typos read back ("how lnog does it tkae").
    const read = clause.length > TERSE ? clause : spelledAsSite(normalise(clause));
    const own = [...topicsOf(clause), ...(read === clause ? [] : topicsOf(read))];
    const topics = [
      ...new Set(
        own.length
          ? own
          : [...aboutTheFigure(clause, text), ...aboutTheOptions(clause.trim(), text)].slice(0, 1),
      ),
    ];
    out.push({ text: clause, topics, sentence });
  });
  return out;
}
