import { heldBackProspects } from "./held-back";

/**
 * Conversations played and scored but not yet required to pass: new ones whose failure class the
 * engines do not handle yet. Emptied as each class is fixed.
 */
export const notYetPassing = new Set<string>([...heldBackProspects.map((c) => c.name)]);
