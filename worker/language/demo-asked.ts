/**
 * A demo asked of us: "can you do a demo for her next week?", "could we see a demo?", "do you do
 * demos?", "book a demo". Not a vendor's demo they sat through ("the vendor demos all looked the
 * same") — "can you do a demo for her" had been answered as a question about vendor selection.
 */
const ASKED_OF_US =
  /\b(?:can|could|would|will|do|does)\s+(?:you|u|we|i|she|he|they|our \w+)\s+(?:\w+\s+){0,2}?(?:do|give|run|show|get|see|have|book|arrange|schedule|set up|watch|offer)\s+(?:us\s+|me\s+|her\s+|him\s+|them\s+)?(?:a|an|the|your|any)?\s*(?:quick\s+|short\s+|live\s+|product\s+|proper\s+|full\s+)?demo(?:s|nstration)?\b|\b(?:book|request|schedule|arrange|get)\s+(?:a|an)\s+(?:quick\s+|short\s+|live\s+|product\s+)?demo(?:nstration)?\b|\b(?:a\s+)?demo(?:nstration)?\s+(?:of|for)\s+(?:your|the|this)\s+(?:service|product|tool|simulation|platform|clarity)\b|\bdo you (?:do|offer|give|run) (?:live\s+)?demos\b/i;

/** Whether the question asks us for a demo. */
export const demoAsked = (question: string) => /demo/i.test(question) && ASKED_OF_US.test(question);
