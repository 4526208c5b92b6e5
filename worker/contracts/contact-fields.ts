/**
 * The contact form's fields and limits, without zod: the browser imports these on page load, and
 * the schemas in `contact.ts` (which re-exports all of this) only when it validates a submission.
 */
/**
 * The conversational form's fields, in the order they are asked (the questions:
 * content/contact.ts).
 */
export const contactFields = ["name", "email", "company", "phone", "note"] as const;
export type ContactField = (typeof contactFields)[number];

/** Character limits of the submitted (joined) values: the form and the Worker refuse more. */
export const fieldLimits: Record<ContactField, number> = {
  name: 100,
  email: 255,
  company: 100,
  phone: 20,
  note: 500,
};
export const MAX_VALUES_PER_FIELD = 20;
export const CONTACT_MAX_BODY_BYTES = 16 * 1024;

/** Values joined for submission: "each list is joined with a comma and a space". */
export const joinValues = (values: readonly string[]) => values.map((v) => v.trim()).join(", ");

/** An empty form: every field's list of entered values (the shape of `contactDraft`). */
export const emptyDraft = (): Record<ContactField, string[]> => ({
  name: [],
  email: [],
  company: [],
  phone: [],
  note: [],
});

/** Whether any field of the form holds a value. */
export const hasValues = (draft: Readonly<Record<ContactField, readonly string[]>>) =>
  contactFields.some((f) => draft[f].length > 0);

/**
 * An email address's shape: zod's own `z.email()` pattern, so the form's check at entry and the
 * submit contract (`contact.ts`, which passes it to `z.email`) accept exactly the same addresses.
 */
export const emailPattern =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
/** A run of the characters an address may hold, around an "@" (a candidate for `findEmail`). */
const addressRun = /(?<![\w'+.%-])[\w'+.-]+@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}/g;

/**
 * The first email address written in a text (a chat message), by the form's rule: the first run
 * of address characters around an "@" that `emailPattern` accepts whole.
 */
export function findEmail(text: string): string | undefined {
  // Every address holds an "@": a text without one is not scanned for one.
  if (!text.includes("@")) return undefined;
  for (const [run] of text.matchAll(addressRun)) if (emailPattern.test(run)) return run;
  return undefined;
}

/** Digits with the usual separators, a leading +, and an optional extension ("ext 42", "x42"). */
export const phonePattern = /^\+?[\d\s().\-/]*\d[\d\s().\-/]*(\s*(ext\.?|x)\s*\d+)?$/i;

export const entryMessages = {
  email: "Invalid email address",
  phone: "Phone must be digits, e.g. +1 555 0100",
} as const;

/**
 * What is wrong with one entered value, in the words the submit contract uses; null when it is
 * fine. Checked as each answer is given, and again per value when the form is submitted.
 */
export function valueProblem(field: ContactField, value: string): string | null {
  const v = value.trim();
  if (!v) return null;
  if (field === "email" && !emailPattern.test(v)) return entryMessages.email;
  if (field === "phone" && !phonePattern.test(v)) return entryMessages.phone;
  return null;
}
