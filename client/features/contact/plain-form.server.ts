import { data, type RouterContextProvider } from "react-router";
import {
  type ContactField,
  contactFields,
  contactSubmission,
  emptyDraft,
} from "#contracts/contact";
import { plainFormContext } from "#contracts/render-context";
import type { PlainFormResult } from "./plain-contact-form";
import { nextQuestion, notReached } from "./plain-form-check";

const noValues = () =>
  Object.fromEntries(Object.keys(emptyDraft()).map((f) => [f, ""])) as Record<ContactField, string>;

/**
 * The five-field form as the browser posted it without JavaScript, read by the Worker
 * (`plainFormContext`): checked with the submit contract (the spec's messages, each field's first;
 * 422), then sent as the visitor's lead through the Worker's own code, the same as
 * POST /api/contact/submit. What the Worker refused comes back with its status and words. A form
 * that stops early (Enter in the first question before any script ran) comes back with its
 * answers and the next question: the fields not reached yet are not errors.
 */
export async function sendPlainForm(context: Readonly<RouterContextProvider>) {
  const post = context.get(plainFormContext);
  if (!post) throw new Response("Method Not Allowed", { status: 405, headers: { Allow: "GET" } });
  if ("problem" in post) {
    const result: PlainFormResult = {
      errors: {},
      values: post.values ?? noValues(),
      problem: post.problem.message,
    };
    return data(result, { status: post.problem.status });
  }
  const parsed = contactSubmission.safeParse(post.values);
  if (!parsed.success) {
    const next = nextQuestion(post.values);
    const errors: Partial<Record<ContactField, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = contactFields.find((f) => f === issue.path[0]);
      if (field && !errors[field] && !notReached(field, next)) errors[field] = issue.message;
    }
    const status = Object.keys(errors).length > 0 ? 422 : 200;
    return data<PlainFormResult>({ errors, values: post.values, next }, { status });
  }
  await post.send(parsed.data);
  const firstName = parsed.data.name.split(/\s+/)[0] ?? "";
  return data<PlainFormResult>({ sent: { firstName, promises: post.promises } });
}
