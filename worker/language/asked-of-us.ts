/**
 * A question about what Clarity itself is or runs on ("is this just chatgpt?", "are you GPT-4
 * under the hood?", "do you use OpenAI?", "which LLM do you use?"): the AI named is ours, asked
 * about, never the prospect's project — "is this just chatgpt?" had made ChatGPT their AI
 * adoption project, "which LLM do you use" an AI adoption project.
 */
const MODEL = String.raw`(?:chat\s?gpt|gpt[-\s]?\d[\w.]*|gpt|open\s?ai|claude|anthropic|gemini|bard|llama|mistral|co-?pilot|deepseek|an?\s+(?:ai|bot|chat\s?bot|llm|language model|real person|human))`;
const US = "(?:this|you|it|clarity|the (?:chat|bot|assistant))";
const ASKED = new RegExp(
  String.raw`[^.!?\n]*\b(?:(?:is|are)\s+${US}\s+(?:just\s+|only\s+|basically\s+|really\s+|simply\s+|actually\s+)?(?:built on\s+|based on\s+|running on\s+|powered by\s+|using\s+)?${MODEL}|(?:do|does)\s+${US}\s+(?:use|run on|rely on|call)\s+${MODEL}|(?:powered|built|based)\s+on\s+${MODEL}\s*\?|${MODEL}\s+under the hood|(?:which|what)\s+(?:llms?|(?:ai\s+|language\s+)?models?|ai)\s+(?:do|does|are|is)\s+${US}\s+(?:use|using|run(?:ning)?(?:\s+on)?|built on|based on))\b[^.!?\n]*(?:\?+|$)`,
  "gi",
);

/**
 * A model's name, "a bot", or "which model do you…" anywhere: only then is the text read sentence
 * by sentence ("our pricing model" alone is no reason to).
 */
const NAMED = new RegExp(
  `${MODEL}|\\b(?:which|what)\\s+(?:llms?|(?:ai\\s+|language\\s+)?models?|ai)\\s+(?:do|does|are|is)\\b`,
  "i",
);

/** The text without its questions about what Clarity is or runs on. */
export const withoutAskedOfUs = (text: string) =>
  NAMED.test(text) ? text.replace(ASKED, " ") : text;
