import type { CrmReply } from "./crm-follow-up";
import { questionShape } from "./crm-question";
import { questionTopics } from "./crm-topics";

/**
 * A message that asks several things in sentences of their own ("how much is in the pipe
 * overall … also which deals are most likely to close this month or early next"): each sentence
 * that asks is answered on its own, so the month one question names does not narrow another's
 * answer. Only when no sentence asks for a change: a message that changes a deal is read whole.
 * Bounded: a long message's first few sentences.
 */

/** Where a message is long enough to hold several questions of its own. */
const LONG = 60;
const MOST = 3;
/** The most a reply of several answers says (a chat bubble, not a report). */
const ROOM = 700;

/** "like if something's sitting in discovery at 80%", "e.g. one in proposal": an example, not a filter. */
const example =
  /,?\s*(?:\b(?:like|say|e\.?g\.?|for example|for instance|such as)\b,?\s+(?:if\s+|when\s+|where\s+)?)[^.!?]*/i;

/** "then she wants to know how much…", "and he'll ask which…": the question told, asked. */
const told =
  /^(?:(?:and|then|also|so|plus)\s+)*(?:(?:she|he|they|i|we|the \w+)(?:'ll| will)?\s+(?:always\s+|usually\s+|also\s+)?(?:wants?|needs?|likes?|would like|asks?|ask)\s+(?:to\s+(?:know|hear|see|get)\s+)?|(?:tell|show|give)\s+me\s+)/i;

/**
 * A message's sentences, and its clauses opened by "also" or a question word ("what's the total,
 * what's closing in the next 30 days, and which one's the biggest").
 */
const partsOf = (text: string) =>
  text
    .split(/(?<=[.!?])\s+|[,;]\s*(?:and\s+)?(?=(?:also|what|what's|whats|which|how|who)\b)/i)
    .slice(0, 8)
    .map((s) => s.replace(example, "").replace(told, "").trim())
    .filter(Boolean);

const asks = (part: string) =>
  questionTopics(part).length > 0 &&
  (questionShape.test(part) || /\bhow (?:much|many)\b|\bwhich\b|\bwhat\b/i.test(part));

export function questionsApart(
  text: string,
  answer: (part: string) => CrmReply,
): CrmReply | undefined {
  if (text.length < LONG) return undefined;
  const asked = partsOf(text).filter(asks).slice(0, MOST);
  if (asked.length < 2) return undefined;
  const replies = asked.map(answer);
  if (replies.some((r) => r.toolCalls?.length || r.pending)) return undefined;
  // Answers in the order asked, as many as a short reply holds.
  const texts: string[] = [];
  for (const { text } of replies)
    if (!texts.includes(text) && [...texts, text].join("\n\n").length <= ROOM) texts.push(text);
  return texts.length > 1 ? { text: texts.join("\n\n") } : undefined;
}
