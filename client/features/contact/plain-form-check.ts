import { type ContactField, contactFields } from "#contracts/contact-fields";

/**
 * The question a form posted without JavaScript has not reached yet, or null when it is complete
 * (the four required answers, the note being optional). Answers come in the form's order, so every
 * field after the last one given is still to come: Enter in the first question before any script
 * ran posts that one answer alone. Those fields are asked next, not flagged as missing; a field
 * left empty before an answer that follows it was skipped, and is.
 */
export function nextQuestion(values: Readonly<Record<ContactField, string>>): ContactField | null {
  const next = contactFields[contactFields.findLastIndex((f) => values[f].trim() !== "") + 1];
  return next && next !== "note" ? next : null;
}

/** Whether a field comes after the last answer given (`next` from `nextQuestion`). */
export const notReached = (field: ContactField, next: ContactField | null) =>
  next !== null && contactFields.indexOf(field) >= contactFields.indexOf(next);
