/**
 * Millions held for the project are a sum with no money word (h43): "we have a million and a half
 * for the whole programme", "we've got 2 million available", "looking at one and a half million"
 * — a scale of millions (or its figure, once number words are figures: "we have 1500000 for
 * it") after having or looking at, with no thing counted after it ("we have 2 million customers"
 * is none).
 */
const MILLIONS_HELD =
  /\b(?:have|has|had|got|there's|there is|looking at|thinking|sitting on)\b[^.,;!?]{0,25}?(?:\b(?:million|mil|mio|billion|bn)(?:\s+and\s+an?\s+(?:half|quarter))?\b|(?<![\d.,])\d{6,}(?![\d.,]\d))\s*(?=for\s+(?:the|this|that|it|our|a|an)\b|(?:available|approved|allocated|earmarked|signed off|to spend|to play with|in the pot|ring-?fenced|set aside)\b|[,.;!?)]|$)/i;

/** Whether the words hold millions for the project as a sum. */
export const millionsHeld = (text: string) => MILLIONS_HELD.test(text);
