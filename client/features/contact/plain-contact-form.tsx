import { type ContactField, contactFields, fieldLimits } from "#contracts/contact-fields";
import { contactCopy } from "../../../content/contact";
import { promised, type SitePromises } from "../../../content/promises";
import { Button } from "../../components/ui/button";

/** What the /try action answers a form posted without JavaScript (`plain-form.server.ts`). */
export type PlainFormResult =
  | { sent: { firstName: string; promises: SitePromises } }
  | {
      errors: Partial<Record<ContactField, string>>;
      values: Record<ContactField, string>;
      /** What the site refused as a whole (too large, too many, another site), in its words. */
      problem?: string;
      /** The question after the last answer given, when the form stopped early (no error). */
      next?: ContactField | null;
    };
/** Where the plain form posts: the Worker hands it to /try's action (docs/decisions/017). */
export const PLAIN_FORM_ACTION = "/try/send";

const autoComplete: Record<ContactField, string> = {
  name: "name",
  email: "email",
  company: "organization",
  phone: "tel",
  note: "off",
};
const inputClass =
  "mt-1 block w-full rounded-xl border border-border bg-surface px-4 py-3 text-fg aria-invalid:border-danger";

/**
 * /try without JavaScript: the five questions as one plain form, posted to the page's action
 * (docs/decisions/017); after a refusal it comes back filled in, each error under its field, the
 * first of them focused. Sent before it was complete, it comes back with the next question focused.
 */
export function PlainContactForm({
  result,
}: {
  result?: Extract<PlainFormResult, { errors: unknown }> | undefined;
}) {
  // Where the visitor goes on: the first answer to correct, else the next question.
  const focused = contactFields.find((f) => result?.errors[f]) ?? result?.next;
  return (
    <form method="post" action={PLAIN_FORM_ACTION} className="space-y-4" aria-label="Contact form">
      {result?.problem && (
        <p
          role="alert"
          id="plain-problem"
          className="rounded-xl border border-danger/40 bg-danger-soft p-4 text-sm font-medium text-fg"
        >
          {result.problem}
        </p>
      )}
      {contactFields.map((f) => {
        const error = result?.errors[f];
        const props = {
          id: `plain-${f}`,
          name: f,
          autoFocus: f === focused || undefined,
          defaultValue: result?.values[f] ?? "",
          maxLength: fieldLimits[f] * 2,
          autoComplete: autoComplete[f],
          "aria-invalid": error ? true : undefined,
          "aria-describedby": error ? `plain-${f}-error` : undefined,
          className: inputClass,
        };
        return (
          <div key={f}>
            <label htmlFor={`plain-${f}`} className="text-sm font-semibold">
              {contactCopy.questions[f]}
            </label>
            {f === "note" ? (
              <textarea rows={3} {...props} />
            ) : (
              <input
                type={f === "email" ? "email" : f === "phone" ? "tel" : "text"}
                required
                {...props}
              />
            )}
            {error && (
              <p id={`plain-${f}-error`} className="mt-1 text-sm font-medium text-danger">
                {error}
              </p>
            )}
          </div>
        );
      })}
      <Button type="submit" size="lg">
        {contactCopy.plainSend}
      </Button>
    </form>
  );
}

const KEEP_SERVER_HTML = { __html: "" };

/**
 * The action's answer in /try's island: the form again, or "Great!". Only the server renders it.
 * A page whose scripts come after all (slow, so the island loader sent the form natively: 019)
 * hydrates around it without touching it: React leaves what the server put in an element it is
 * given as `dangerouslySetInnerHTML`, so the form, and what the visitor types in it, stay.
 */
export function PlainAnswer({ plain }: { plain: PlainFormResult }) {
  if (!import.meta.env.SSR)
    return <div suppressHydrationWarning dangerouslySetInnerHTML={KEEP_SERVER_HTML} />;
  return (
    <div>
      {"sent" in plain ? (
        <PlainSuccess firstName={plain.sent.firstName} promises={plain.sent.promises} />
      ) : (
        <PlainContactForm result={plain} />
      )}
    </div>
  );
}

/** The answer to a form sent without JavaScript: the spec's "Great!" without confetti or recap. */
export function PlainSuccess({
  firstName,
  promises,
}: {
  firstName: string;
  promises: SitePromises;
}) {
  return (
    <section aria-labelledby="success-title" className="space-y-3 text-center">
      <h2 id="success-title" className="text-title font-bold">
        {contactCopy.success.title}
      </h2>
      <p className="text-lg">{promised.successBody(promises)}</p>
      <p className="text-sm text-fg-muted">
        {contactCopy.success.sentBy} {firstName}.
      </p>
      <p className="text-sm text-fg-muted">{contactCopy.success.reschedule}</p>
    </section>
  );
}
