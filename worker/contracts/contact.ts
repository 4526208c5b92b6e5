import { z } from "./zod";

/** The conversational form's fields, in the order they are asked (spec §4). */
export const contactFields = ["name", "email", "company", "phone", "note"] as const;
export type ContactField = (typeof contactFields)[number];

/** Character limits of the submitted (joined) values, spec §5 / §9. */
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

/** The submitted contact (spec §5): one contract for the form and the Worker, same messages. */
export const contactSubmission = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Name is required")
    .max(100, "Name must be less than 100 characters"),
  email: z
    .string()
    .trim()
    .pipe(z.email("Invalid email address"))
    .pipe(z.string().max(255, "Email must be less than 255 characters")),
  company: z
    .string()
    .trim()
    .min(1, "Company is required")
    .max(100, "Company must be less than 100 characters"),
  phone: z
    .string()
    .trim()
    .min(1, "Phone is required")
    .max(20, "Phone must be less than 20 characters"),
  note: z.string().trim().max(500, "Note must be less than 500 characters").default(""),
});
export type ContactSubmission = z.infer<typeof contactSubmission>;

const fieldValue = (field: ContactField) =>
  z
    .string()
    .trim()
    .min(1, `${field} values must not be empty`)
    .max(fieldLimits[field] * 2, `${field} value is too long`);

const fieldList = (field: ContactField) =>
  z
    .array(fieldValue(field))
    .max(MAX_VALUES_PER_FIELD, `at most ${MAX_VALUES_PER_FIELD} values per field`);

/** Every field's list of entered values (spec §7 `allInfo`). */
export const contactDraft = z.strictObject({
  name: fieldList("name"),
  email: fieldList("email"),
  company: fieldList("company"),
  phone: fieldList("phone"),
  note: fieldList("note"),
});
export type ContactDraft = z.infer<typeof contactDraft>;

export const emptyDraft = (): ContactDraft => ({
  name: [],
  email: [],
  company: [],
  phone: [],
  note: [],
});

/** POST /api/contact/fields: one value added to a field, with the whole form as it now stands. */
export const fieldUpdate = z
  .object({
    field: z.enum(contactFields, { error: "field must be name, email, company, phone or note" }),
    value: z.string().trim().min(1, "value must not be empty"),
    allInfo: contactDraft,
  })
  .superRefine((u, ctx) => {
    if (u.value.length > fieldLimits[u.field] * 2) {
      ctx.addIssue({ code: "custom", path: ["value"], message: `${u.field} value is too long` });
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
export interface SubmitResponse {
  leadId: string;
}
