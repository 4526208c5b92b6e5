/**
 * What one question is about (clarity-questions.ts): the meaning words of each topic, a request to
 * talk with a person in any words, and `topicsOf`, which weighs them with the memory's topic
 * patterns and a word's sense by whose thing it names. Apart from the cutting of a message into
 * its questions, so each file keeps one job; clarity-questions.ts re-exports these for its callers.
 */

import { callWishIn } from "../../language/calls";
import { readMoney } from "../../language/money";
import { NEXT_TIME_AFTER } from "../../language/next-as-time";
import { asksFailureCost, namesQuoting, signedAlready } from "../../language/site-concepts";
import { ourPrice, THE_SUM } from "../memory/clarity-budget-heard";
import { type Topic, topicPatterns } from "../memory/clarity-topics";
import {
  asksOurFee,
  asksTheirPeople,
  asksWhichToTake,
  moneyOfTheirProject,
  withoutGroupNames,
  withoutPossessors,
} from "./clarity-sense";

/** Words that mean each topic, most specific topic first (a tie goes to the earlier one). */
export const meaning: [Topic, RegExp][] = [
  [
    "roi",
    /\b(?:roi|returns?|return on|pay ?back|pays? (?:for )?itself|worth (?:it|the)|earn\w* (?:its|it|our|their)|recoup\w*|back for (?:the|our|my) money|get back for|value for)\b/i,
  ],
  [
    "needs",
    /\b(?:of (?:my|our|their|the) (?:\w+(?:'s|s')? )?(?:time|week|weeks|day|days|hours?)|how many hours|how many (?:of (?:\w+ )?)?(?:people|staff|employees|colleagues|team members)|(?:pull|pulled|pulling|draw|drawing) (?:\w+ ){0,3}in|effort|commitment|involvement|workload|eat (?:up|into)|tie (?:up|down)|away from (?:their|our|the) (?:day )?jobs?|(?:need|require|expect|want)\w* (?:\w+ )?(?:from|of) (?:us|our|my|me)\b|who\b.{0,30}\b(?:needs?|has|have) to (?:be|take part|join|attend)|who (?:should|would|must|ought to|do you (?:want|need))\b.{0,12}\b(?:be on|join|sit on|take part|be in|be involved)\b|(?:team|people|staff|roles?|resourc\w+)\s+(?:(?:from|on|at)\s+)?(?:our|my)\s+(?:side|end)|(?:from|on)\s+(?:our|my)\s+(?:side|end)\b.{0,30}\b(?:team|people|who|look like|need))\b/i,
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
    /\b(?:in (?:our|my) hands|deliverables?|what (?:\w+ ){0,3}(?:covers?|includes?)|what's included|(?:paperwork|documents?|documentation|reports?|outputs?) (?:that )?(?:you|clarity) (?:\w+ )?(?:produce|deliver|write|hand|create|prepare)\w*|(?:example|sample)s? of (?:\w+ ){0,3}(?:paperwork|documents?|reports?|outputs?|deliverables?)|receive|walk away|come away|end up with|left (?:holding|with)|output|take away|tangible|what do (?:we|i) (?:actually )?get(?! back)|what (?:do |will |would |does )?(?:you|clarity) (?:actually |really |even )?(?:deliver|produce)|what (?:actually )?(?:is|gets) delivered)\b/i,
  ],
  [
    "vendor",
    /\b(?:(?:choos\w*|chose|pick\w*|select\w*|decid\w*|compar\w*|weigh\w*|evaluat\w*) (?:\w+ ){0,3}(?:between|among|(?:those|these|the) (?:two|three|options|candidates|vendors|products|platforms|systems))|(?:vendor|platform|system|product|tool|software) (?:choice|selection|decision|pick))\b/i,
  ],
  [
    "fit",
    /\b(?:(?:sort|kind|type|size) (?:of (?:\w+ )?)?(?:you|client|company|firm|business)|(?:only|just|mainly|aimed|meant|designed|built|intended|geared) (?:at|for|towards?) (?:\w+ ){0,2}(?:firms?|compan\w+|organi[sz]\w+|business\w*|clients?|customers?|enterprises?)|take (?:us )?on|(?:firm|company|business|outfit|shop) (?:of|like ours|our size)|our size|a fit|suit(?:s|ed|able)? (?:us|for)|right for us|(?:right|suitable|suited|designed|meant) for (?:an? |our |my )?(?:\w+ )?(?:compan\w+|firms?|business\w*|organi[sz]\w+|outfits?|shops?)|too (?:small|big|large|tiny)|(?:big|large|small|sized?) enough|(?:company|firm|business|client|organi[sz]ation) size|(?:minimum|maximum|smallest|largest|biggest|min|max)\b.{0,20}\b(?:size|compan\w+|firms?|clients?|headcount|employees|people))\b/i,
  ],
  [
    "who",
    /\bwho\b.{0,40}\b(?:behind|deal(?:ing)? with|work(?:ing)? with|talk(?:ing)? to|your (?:side|end)|runs?|running|leads?|does the work|in charge|interview\w*|facilitat\w*)\b/i,
  ],
  [
    "how",
    /\b(?:what are the (?:stages|steps|phases)|what happens (?:in|during|over|at) (?:the )?(?:first|early|opening|initial|each|start|kick-?off)|(?:stages|steps) (?:of|in) (?:the|your) (?:process|simulation)|step[- ]by[- ]step|how (?:does|would|will) (?:it|this|the (?:process|simulation)) (?:work|run|go|unfold))\b/i,
  ],
  [
    "next",
    // "Next week" is a time, not what comes next (next-as-time.ts).
    new RegExp(
      String.raw`\b(?:next(?!${NEXT_TIME_AFTER})|from here|after (?:this|that|the chat|we talk)|what now|how do (?:we|i) (?:start|begin|proceed))\b`,
      "i",
    ),
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
    // "Does a real person read the roadmap?" asks whether one reviews it, not for a call.
    `\\b(?:actual|real|live|flesh and blood) (?:human|person|people|consultants?|experts?)\\b(?!\\s+(?:\\w+\\s+)?(?:reads?|reading|reviews?|reviewing|checks?|checking|looks? (?:at|over)|goes? (?:over|through)|signs? off|approves?)\\b)`,
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

/**
 * What one question is about: its meaning words and the memory's topic patterns together. Money
 * words inside a question about people's time or a free start ("how much of their week", "a
 * no-cost way") are not about the price, nor "what we get back" about the deliverables.
 */
/** The thing a "what X …" or "which X …" question asks for: its first words after the wh-word. */
const WH_HEAD =
  /^\W*(?:(?:and|so|ok|but)\s+)?(?:what|which)(?:'s| is| are)?\s+((?:\S+\s+){0,2}\S+)/i;

/** The topics of the thing a "what X" question asks for ("what price range" → price), or []. */
function headTopics(question: string): Topic[] {
  const head = WH_HEAD.exec(question)?.[1];
  if (!head) return [];
  return [...meaning, ...topicPatterns].filter(([, re]) => re.test(head)).map(([t]) => t);
}

/**
 * "When is the verdict?", "when would the report land": when the result comes is how long it
 * takes: "when" asking, with its verb turned round — not "when the report says no, what then?".
 */
const WHEN_RESULT =
  /\bwhen(?:'s| is| are| will| would| does| do| can| could| should| might)\b(?=[^?.!]{0,40}\b(?:answers?|results?|reports?|verdict|outcomes?|findings|recommendations?|readout|deliverables?)\b)/i;

export function topicsOf(question: string): Topic[] {
  // "The vendor's consultants" are consultants: a possessor says whose, not what is asked.
  // "Can the pricing team join?": the group's name says who, not what is asked.
  const read = withoutGroupNames(withoutPossessors(question));
  const meant = meaning.filter(([, re]) => re.test(read)).map(([t]) => t);
  const patterned = topicPatterns.filter(([, re]) => re.test(read)).map(([t]) => t);
  const all = new Set([...meant, ...patterned]);
  if (WHEN_RESULT.test(read)) {
    all.add("duration");
    all.delete("deliverables");
  }
  // A word's sense by whose thing it names (clarity-sense.ts): "the pricing rules in the new
  // tool" is their project, "a quote for the simulation" our fee, "who … on our side" their people.
  if (moneyOfTheirProject(question)) all.delete("price");
  // "Our returns process" is goods sent back, a process of theirs, not the return on the money.
  if (THEIR_RETURNS.test(question)) all.delete("roi");
  if (asksOurFee(question)) all.add("price");
  // "Is quote-to-cash covered?": their quoting process, not a quote for our fee.
  if (namesQuoting(question)) all.delete("price");
  // "Contract with the vendor is signed already, can you still help?": whether we fit, not
  // which vendor to pick.
  if (signedAlready(question) && !asksWhichToTake(question)) all.delete("vendor");
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
  // "What price range should I put in the request?": the thing a "what X" asks for decides
  // between its readings; "put in" is their doing, not our hours.
  const head = headTopics(read);
  if (head.includes("price")) all.delete("needs");
  else if (all.has("needs") || all.has("assessment")) all.delete("price");
  // "Who gets to read what I write" asks what happens to their words, a question for the pages.
  if (/\b(?:reads?|sees?|see what|access)\b/i.test(question)) all.delete("who");
  // "What do we get back for the money" asks for the return, not the list of deliverables.
  if (meant.includes("roi") && !meant.includes("deliverables")) all.delete("deliverables");
  // "What does a failed ERP project typically cost a company like ours?": a wrong start's
  // cost, not our fee nor whether they fit.
  if (asksFailureCost(question)) {
    all.delete("price");
    all.delete("fit");
  }
  if (asksForPerson(question)) all.add("person");
  else if (all.has("person") && callWishIn(question) === false) all.delete("person");
  return [...all];
}
