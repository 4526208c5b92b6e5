/**
 * "don't change anything, i just need the numbers", "no changes, just looking", "leave
 * everything as is": the visitor asks to be told about the pipeline, not to have it changed, so
 * no word later in the message ("move", "push", "it") is read as a change of a deal.
 */
const keepAsIs = new RegExp(
  [
    String.raw`\b(?:don'?t|dont|do not|no need to|without)\s+(?:you\s+|me\s+|us\s+)?(?:change|updat|touch|edit|mov|modif|alter)\w*\s+(?:anything|a thing|any of (?:it|them|the deals))\b`,
    String.raw`\bno changes?(?:\s+(?:please|needed|for now|yet|at all))?\s*(?:[,.;!]|$)`,
    String.raw`\bread[- ]only\b`,
    // "nothing to update", "no need to change anything", "i'm only reading", "just looking".
    String.raw`\bnothing (?:to|for you to|you need to|that needs to be) (?:change|update|edit|add|move|log)\b`,
    String.raw`\b(?:i'?m|i am|just|only)\s+(?:just\s+|only\s+)?(?:reading|looking|browsing)\b(?!\s+(?:at|for|into|to)\b)`,
    String.raw`\b(?:leave|keep)\s+(?:everything|it all|all the deals|the pipeline)\s+(?:as (?:is|it is|they are)|alone|untouched)\b`,
  ].join("|"),
  "i",
);

export const toldOnly = (text: string): boolean => keepAsIs.test(text);
