/**
 * The question before, asked again of the prospect's own company (docs/decisions/033): "no i
 * mean for us, we are 80 people", "ok but what would it be for us", "and in our case?" after
 * "what does it cost?" ask the price for them — the same topic, their case — not a new subject.
 */
const FOR_US =
  /^(?:(?:no|nah|sorry|ok|okay|right|sure|but|and|so|well|i mean|i meant)\b[,.!]?\s*)*(?:(?:what|how much) (?:about|would (?:it|that|this) (?:be|cost|come to|look like)|is (?:it|that)|does (?:it|that) (?:come to|cost))\s+)?(?:for us|for our (?:size|company|business|firm|case)|for (?:a|an) (?:company|firm|business|outfit) (?:like ours|(?:of )?our size)|in our case)\b/i;

/** Whether the message asks the question before again, of the prospect's own company. */
export const asksAgainForUs = (text: string): boolean => FOR_US.test(text.trim());
