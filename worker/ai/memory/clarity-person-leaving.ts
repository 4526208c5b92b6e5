/**
 * A key person of theirs going, with what they know going too: "our estimator is leaving in
 * March. All pricing is in his head", "our bookkeeper retires at Christmas and nobody else knows
 * the system", "our planning manager who built half of it is retiring". Why now in the
 * prospect's words (the key-person risk is read apart). A person going with nothing said of what
 * goes with them ("our ops director retires at Easter") is the risk alone; someone outside who
 * went ("bought two centres off a chap who retired") and a case imagined are neither.
 */
import { readOnce } from "../../language/read-once";
import { phraseAround } from "./clarity-said";

const GOING =
  /\b(?:our|my|the)\s+(?:(?:only|one|sole|lead|senior|main|head|chief|longest-serving)\s+)?[\w-]+(?:\s+[\w-]+)?(,?\s+(?:who|that)\s+[^,.;]{3,50}?,?)?\s+(?:(?:is|'s)\s+(?:leaving|retiring|quitting|moving on|off)\b|(?:leaves|retires|quits)\s+(?:in|at|next|this|on|by|after|before|end)\b|(?:has|'s)\s+(?:resigned|handed in (?:his|her|their) notice|given notice)|(?:will|'ll)\s+(?:be\s+)?(?:leave|leaving|retire|retiring)\b|(?:has\s+|just\s+)?(?:retired|left|quit)\b(?!\s+(?:over|for|with|to|us|the|a|an|it)\b))/i;

/**
 * What they know going with them, said in the message: "all in his head", "nobody else knows",
 * "our planner who built half of it".
 */
const KNOWLEDGE_GOES =
  /\bin\s+(?:his|her|their)\s+head\b|\b(?:nobody|no one|no-one)\s+else\b|\bonly\s+(?:he|she|they|one)\s+(?:\w+\s+)?(?:knows?|understands?|can)\b|\b(?:knows?|built|wrote|runs?)\s+(?:everything|it all|all of it)\b|\b(?:who|that)\s+(?:built|wrote|set|designed|configured|created|developed|knows|understands|runs|maintains|looks after)\b/i;

const knowledgeGoes = readOnce((message: string) => KNOWLEDGE_GOES.test(message));

/** Words that make the going a case asked about or supposed, not a fact. */
const SUPPOSED = /\b(?:if|suppose|supposing|what if|imagine|when|once)\b/i;

/** The going in the prospect's words ("our estimator is leaving in march"), or undefined. */
export function leavingDriver(said: string, message: string): string | undefined {
  // The sentence first (short), the message's knowledge once per text (each sentence asks it).
  const m = GOING.exec(said);
  // "The server dies if we add users, and the guy who wrote it retired": its own clause's "if".
  if (!m || !knowledgeGoes(message)) return undefined;
  if (SUPPOSED.test(said.slice(0, m.index).split(/[,;]/).at(-1)!)) return undefined;
  // "our planner who built half of it is retiring": said back without what they did.
  const at = m[1] ? said.indexOf(m[1], m.index) : -1;
  const plain = at < 0 ? said : said.slice(0, at) + said.slice(at + m[1]!.length);
  const phrase = phraseAround(plain, m.index, true).replace(/^[^\p{L}\d]+/u, "");
  return phrase.split(/\s+/).length >= 3 ? phrase : undefined;
}
