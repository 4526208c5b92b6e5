import type { RouterContextProvider } from "react-router";
import { type ContactField, contactFields, contactSubmission } from "#contracts/contact";
import { leadSenderContext } from "#contracts/render-context";
import type { PlainFormResult } from "./plain-contact-form";

/**
 * The five-field form as the browser posts it without JavaScript: checked with the submit
 * contract (the spec's messages, each field's first), then sent as the visitor's lead through the
 * Worker's own code (`leadSenderContext`), the same as POST /api/contact/submit.
 */
export async function sendPlainForm(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<PlainFormResult> {
  const send = context.get(leadSenderContext);
  if (!send) throw new Response("Method Not Allowed", { status: 405 });
  const form = await request.formData();
  const text = (field: ContactField) => {
    const value = form.get(field);
    return typeof value === "string" ? value : "";
  };
  const values = {
    name: text("name"),
    email: text("email"),
    company: text("company"),
    phone: text("phone"),
    note: text("note"),
  };
  const parsed = contactSubmission.safeParse(values);
  if (!parsed.success) {
    const errors: Partial<Record<ContactField, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = contactFields.find((f) => f === issue.path[0]);
      if (field && !errors[field]) errors[field] = issue.message;
    }
    return { errors, values };
  }
  await send(parsed.data);
  return { sent: { firstName: parsed.data.name.split(/\s+/)[0] ?? "" } };
}
