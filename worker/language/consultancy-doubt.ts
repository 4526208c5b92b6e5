/**
 * The service doubted as consulting by another name, asked sideways: "so you're basically a
 * consultancy?", "so basically you're consultants who use AI", "isn't this just a consultancy
 * with a chatbot bolted on", "selling consultancy with an AI badge on it". A doubt about us: the
 * kinds it names (a chatbot, AI) are not their project.
 */

/** The service named as a consultancy or consultants, by "you", "this" or "it". */
const CONSULTANCY =
  /\b(?:you(?:'re| are|re)?|you guys(?:'re| are)?|y'?all(?:'re| are)?|this(?:'s| is)?|it(?:'s| is)|so)\s+(?:\w+\s+){0,2}?(?:basically|just|really|essentially|simply|only|actually|kind of|sort of)\s+(?:(?:an?|another)\s+)?(?:selling\s+)?(?:consultanc(?:y|ies)|consulting(?:\s+(?:firm|company|shop|outfit|gig|engagement|project))?|consultants?)\b|\b(?:basically|just|really|essentially|so)\s+(?:you(?:'re| are| guys are)|this is|it'?s)\s+(?:just\s+|really\s+)?(?:(?:an?|another)\s+)?(?:consultanc(?:y|ies)|consulting (?:firm|company|shop)|consultants?)\b|\bconsult(?:ancy|ing|ants?)\s+with\s+(?:an?\s+)?(?:ai|chatbot|bot|robot|llm|gpt)\b|\bconsultants?\s+who\s+use\s+(?:ai|a chatbot|bots?)\b|\bare you\s+(?:guys\s+)?(?:just\s+)?(?:an?\s+)?(?:consultanc(?:y|ies)|consulting (?:firm|company)|consultants?)\b/i;

/** Whether a message asks if we are a consultancy by another name. */
export const consultancyDoubted = (text: string) => CONSULTANCY.test(text);
