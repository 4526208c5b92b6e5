/**
 * What the prospect puts first when two projects are in play (h58): "we should fix crm first, cpq
 * needs clean customer data", "the ERP has to come first", "start with the erp, crm after",
 * "crm before cpq". The word said first in order, as written, or undefined when the message
 * orders nothing.
 */
const WORD = String.raw`([a-z][a-z0-9-]*|[A-Z][\w-]*)`;
const ORDERED = [
  // "crm first", "fix the crm first", "the ERP has to come first"
  new RegExp(
    String.raw`\b(?:the\s+|our\s+)?${WORD}\s+(?:(?:has|have|needs?|would need|must|should)\s+to\s+)?(?:(?:come|go|happen|be done)\s+)?first\b`,
    "i",
  ),
  // "start with the erp", "begin with crm"
  new RegExp(
    String.raw`\b(?:start|begin|lead|kick off)\s+with\s+(?:the\s+|our\s+|a\s+)?${WORD}`,
    "i",
  ),
  // "crm before cpq", "the ERP before the CRM"
  new RegExp(
    String.raw`\b${WORD}\s+(?:before|ahead of)\s+(?:the\s+|our\s+)?(?:a\s+)?[a-z]{2,5}\b`,
    "i",
  ),
];

/** The word put first in a message that orders two projects, or undefined. */
export function firstInOrder(text: string): string | undefined {
  for (const re of ORDERED) {
    const word = re.exec(text)?.[1];
    if (word) return word.toLowerCase();
  }
  return undefined;
}
