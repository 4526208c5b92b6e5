/**
 * A general-purpose chatbot offered as the free stand-in for the simulation: "can't chatgpt do
 * this for free?", "why not just ask Claude to write the plan?", "I could get copilot to spit out
 * requirements". The chatbot named is the stand-in doubted, not their project.
 */

/** A chatbot anyone can use, by its names. */
const CHATBOT =
  /\b(?:chat ?gpt|gpt-?\d?\w*|claude|gemini|copilot|bard|llama|an? (?:llm|chatbot|ai chatbot|free ai|generic ai))\b/i;
/**
 * It doing our work: "do this", "write me a project plan", "draft the requirements", "for free",
 * "instead", "what's the difference", "why pay you".
 */
const OUR_WORK =
  /\b(?:do|does|did) (?:this|that|the same|all (?:this|that)|what you do)\b|\b(?:write|draft|generate|spit out|produce|give (?:me|us)|make|create|put together)\b[^.?!]{0,30}\b(?:plan|roadmap|requirements|rfp|spec\w*|assessment|analysis|scoping|report)\b|\bfor free\b|\binstead\b|\bsame thing\b|\bwhat'?s the difference\b|\bwhy (?:pay|spend|would|should) (?:you|u|\d|on this)/i;
/** Their own plans for the chatbot: "we want to roll out Copilot", "we plan to use ChatGPT for…". */
const THEIR_PLANS =
  /\b(?:roll(?:ing)? out|deploy\w*|implement\w*|adopt\w*|licen[cs]\w*|bring in)\b|\bwe(?:'d| would)? (?:want|plan|like|need|are looking|'re looking|hope) to (?:use|try|get|give)\b/i;

/** Whether a message offers a general chatbot as doing our work instead. */
export const chatbotInstead = (text: string) =>
  CHATBOT.test(text) && !THEIR_PLANS.test(text) && OUR_WORK.test(text);
