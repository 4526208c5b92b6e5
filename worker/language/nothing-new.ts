/**
 * A doubt that the simulation would show them anything they don't know, however politely it is
 * worded: "I wonder whether we would learn anything we don't already know", "not sure it'd tell
 * us much new", "would we really find out anything new?", and their standing to judge challenged:
 * "who are you to judge our processes?", "what do you know about our business?", "you don't know
 * our trade". A doubt about us (their own knowledge as the reason), never a risk of the project.
 */

/** Learning, finding or being told something: the verb of the doubt. */
const LEARN =
  "(?:learn|find(?:ing)? out|discover|uncover|see|hear|get|gain|be told|tell(?:s|ing)? (?:us|me)|show(?:s|ing)? (?:us|me)|teach(?:es|ing)? (?:us|me))";

/** "anything new", "much we don't already know", "something we haven't seen". */
const NEW_THING = String.raw`(?:anything|much|something|a lot|a thing|stuff)\s+(?:(?:really|genuinely|particularly|that)\s+)?(?:new|(?:that\s+)?(?:we|i)\s+(?:don'?t|do not|didn'?t|haven'?t|wouldn'?t|did not)\s+(?:already\s+)?(?:know|see|have|realise|realize))`;

const NOTHING_NEW = new RegExp(
  String.raw`\b${LEARN}\b(?:\s+[\p{L}'’]+){0,3}?\s+${NEW_THING}\b|\bwhat (?:we|i)(?:'d| would| will| could)? ${LEARN} that (?:we|i) (?:don'?t|do not|didn'?t) (?:already )?know\b|\b(?:tell|show)(?:s|ing)? (?:us|me) what (?:we|i) already know\b`,
  "iu",
);

/**
 * Their standing to judge: "who are you to judge/tell us…", "what gives you the right", "what do
 * you know about our business", "you don't know our industry".
 */
const STANDING =
  /\bwho (?:are|r) (?:you|u|y'?all|you guys) to (?:judge|tell|question|assess|grade|rate|criticis|criticiz|second-guess|say)\w*|\bwhat gives (?:you|u) the right\b|\bwhat (?:do|would|could|can) (?:you|u|y'?all|an ai|a chatbot|a bot) (?:possibly |even |really )?know about (?:our|my|the way we|how we)\b|\b(?:you|u) (?:don'?t|do not|can'?t|cannot) (?:possibly |even |really )?(?:know|understand|get) (?:our|my|how we)\s+(?:[\p{L}-]+\s+)?(?:business|industry|trade|processes|process|company|operations?|sector|market|world|work)\b/iu;

/**
 * What an outsider would find that they have not: "what exactly would an outsider spot that my
 * team of 20 years hasn't?", "what could you find that we don't already know?".
 */
const OUTSIDER_FINDS =
  /\bwhat (?:exactly |really |else )?(?:would|could|can|will|do|does|might) (?:an? outsiders?|outsiders|you|u|y'?all|an ai|a chatbot|a bot|a simulation|this|it|someone (?:from )?outside)\s+(?:possibly |actually |really |even )?(?:spot|find|see|notice|catch|tell us|show us|learn|discover|uncover|know|bring)\b[^.?!]{0,40}?\bthat (?:we|i|my|our)\b[^.?!]{0,30}?\b(?:hasn'?t|haven'?t|don'?t|doesn'?t|didn'?t|can'?t|couldn'?t|wouldn'?t|has not|have not|do not|does not)\b/i;

/** The learning supposed, not told: "would we learn", "I wonder", "not sure" — not "we didn't get anything new from the demos". */
const SUPPOSED =
  /\b(?:would|will|'d|could|might|going to|gonna|wonder\w*|doubt\w*|not sure|unsure|really)\b/i;

/**
 * The problems known already, said against the need: "we know where the problems are", "we
 * already know what the gaps are"; how an AI or an outsider could understand their work, asked:
 * "how is an AI supposed to understand how a print shop actually runs" — their way of working,
 * not a job the AI of their project must do ("how can an AI understand our claims?", a risk).
 */
const PROBLEMS_KNOWN =
  /\bwe (?:already |really |honestly )?know (?:exactly )?(?:where|what) (?:the|our) (?:problems?|issues?|gaps?|pain ?points?|bottlenecks?|weak spots?) (?:are|is|lie)\b|\bhow (?:is|can|could|would|will|does) (?:an? ai|a bot|a chatbot|you|u|clarity|an outsider|a simulation)\s+(?:(?:be )?supposed to |possibly |even |ever |really |actually )*(?:understand|know|grasp|get|judge|learn)\s+(?:how (?:a|an|our|we|the)\b[^.?!]{0,30}?\b(?:runs?|works?|operates?|is run|does things)|(?:our|my) (?:business|industry|trade|company|sector|way of working|processes|operation))\b/i;

/**
 * Their knowledge or standing said against us, before any other reading: "who are you to judge",
 * "we know where the problems are" — the AI or the need they name is ours, not their project's.
 */
export const standingDoubted = (text: string) => STANDING.test(text) || PROBLEMS_KNOWN.test(text);

/** Whether a message doubts that the simulation could tell them anything they don't know. */
export const nothingNewDoubted = (text: string) =>
  (NOTHING_NEW.test(text) && SUPPOSED.test(text)) ||
  OUTSIDER_FINDS.test(text) ||
  standingDoubted(text);
