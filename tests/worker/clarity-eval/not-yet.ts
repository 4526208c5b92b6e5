import { heldBackProspects } from "./held-back";

/**
 * Conversations played and scored but not yet required to pass: new ones whose failure class the
 * engines do not handle yet. Emptied as each class is fixed.
 */
export const notYetPassing = new Set<string>([
  "Q-EUR-person",
  "R-GBP-data",
  "S-today-vs-target",
  "T-comparison",
  "U-no-invented-facts",
  "V-event-timeline",
  "W-EUR-range-options",
  "X-apostrophe-email",
  "Y-phone-first",
  "Z-GBP-terse",
  ...heldBackProspects.map((c) => c.name),
]);
