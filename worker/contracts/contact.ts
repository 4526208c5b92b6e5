import type { SitePromises } from "../../content/promises";
import { cleanText } from "./clean-text";
import {
  type ContactField,
  contactFields,
  emailPattern,
  entryMessages,
  fieldLimits,
  MAX_VALUES_PER_FIELD,
  phonePattern,
  valueProblem,
} from "./contact-fields";
import { z } from "./zod";

export {
  CONTACT_MAX_BODY_BYTES,
  type ContactField,
  contactFields,
  emptyDraft,
  fieldLimits,
  hasValues,
  joinValues,
  MAX_VALUES_PER_FIELD,
  valueProblem,
} from "./contact-fields";

/** The submitted contact: one contract for the form and the Worker, same messages. */
export const contactSubmission = z.object({
  name: cleanText("Name").pipe(
    z.string().trim().min(1, "Name is required").max(100, "Name must be less than 100 characters"),
  ),
  email: cleanText("Email").pipe(
    z
      .string()
      .trim()
      .pipe(z.email({ pattern: emailPattern, error: entryMessages.email }))
      .pipe(z.string().max(255, "Email must be less than 255 characters")),
  ),
  company: cleanText("Company").pipe(
    z
      .string()
      .trim()
      .min(1, "Company is required")
      .max(100, "Company must be less than 100 characters"),
  ),
  phone: cleanText("Phone").pipe(
    z
      .string()
      .trim()
      .min(1, "Phone is required")
      .max(20, "Phone must be less than 20 characters")
      // Several numbers are sent joined by ", " (`joinValues`): each one must be a phone number.
      .refine((v) => v.split(",").every((p) => phonePattern.test(p.trim())), entryMessages.phone),
  ),
  note: cleanText("Note", true)
    .pipe(z.string().trim().max(500, "Note must be less than 500 characters"))
    .default(""),
});
export type ContactSubmission = z.infer<typeof contactSubmission>;

/**
 * One entered value, wherever it is stored (a field update, a review edit, the draft): the same
 * checks as the final submit applies per value (`valueProblem`), so no path stores a phone such as
 * `javascript:alert(4)` that the submit would refuse.
 */
const fieldValue = (field: ContactField) =>
  cleanText(field, field === "note").pipe(
    z
      .string()
      .trim()
      .min(1, `${field} values must not be empty`)
      .max(fieldLimits[field] * 2, `${field} value is too long`)
      .superRefine((value, ctx) => {
        const problem = valueProblem(field, value);
        if (problem) ctx.addIssue({ code: "custom", message: problem });
      }),
  );

const fieldList = (field: ContactField) =>
  z
    .array(fieldValue(field))
    .max(MAX_VALUES_PER_FIELD, `at most ${MAX_VALUES_PER_FIELD} values per field`);

/** Every field's list of entered values: the draft, sent whole with each update as `allInfo` (006). */
export const contactDraft = z.strictObject({
  name: fieldList("name"),
  email: fieldList("email"),
  company: fieldList("company"),
  phone: fieldList("phone"),
  note: fieldList("note"),
});
export type ContactDraft = z.infer<typeof contactDraft>;

/**
 * POST /api/contact/fields: one value added to a field, with the whole form as it now stands. An
 * answer given before the browser had the saved form comes without `allInfo` (a form it has not
 * loaded would overwrite the saved one): the value is added to the stored form, once.
 */
export const fieldUpdate = z
  .object({
    field: z.enum(contactFields, { error: "field must be name, email, company, phone or note" }),
    value: cleanText("value").pipe(z.string().trim().min(1, "value must not be empty")),
    allInfo: contactDraft.optional(),
  })
  .superRefine((u, ctx) => {
    if (u.value.length > fieldLimits[u.field] * 2) {
      ctx.addIssue({ code: "custom", path: ["value"], message: `${u.field} value is too long` });
    } else if (!u.allInfo) {
      // Alone, the value gets the checks it would get inside a form.
      for (const issue of fieldValue(u.field).safeParse(u.value).error?.issues ?? [])
        ctx.addIssue({ code: "custom", path: ["value"], message: issue.message });
    } else if (!u.allInfo[u.field].includes(u.value)) {
      ctx.addIssue({
        code: "custom",
        path: ["allInfo", u.field],
        message: "allInfo must include the value",
      });
    }
  });
export type FieldUpdate = z.infer<typeof fieldUpdate>;

/** PUT /api/contact/draft: the form after a review edit. */
export const draftReplace = z.object({ allInfo: contactDraft });

export interface DraftResponse {
  draft: ContactDraft;
}
/**
 * A lead the visitor sent within the last 24 h: its success screen survives a reload. Only the
 * first name and the time come back, so a shared computer never shows the last person's email
 * or phone.
 */
export interface SubmittedLead {
  leadId: string;
  /** The first word of the name as sent. */
  firstName: string;
  /** Epoch milliseconds. */
  submittedAt: number;
}
/** GET /api/contact/draft: the form in progress, and the latest lead sent within 24 h. */
export interface DraftLoadResponse extends DraftResponse {
  submitted: SubmittedLead | null;
  /** What the site can promise (when to expect the call), decided by its configuration. */
  promises: SitePromises;
  /** The site can email a link to finish the form on another device (a sender is configured). */
  canEmailLink: boolean;
}
export interface SubmitResponse {
  leadId: string;
  promises: SitePromises;
}
