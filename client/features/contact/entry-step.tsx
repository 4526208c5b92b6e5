import { type FormEvent, useEffect, useLayoutEffect, useRef, useState } from "react";
import { type ContactField, contactFields, fieldLimits } from "#contracts/contact-fields";
import { contactCopy } from "../../../content/contact";
import { Button } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import type { FormState } from "./form-machine";
import { visibleFields } from "./form-machine";
import { PLAIN_FORM_ACTION } from "./plain-contact-form";

/**
 * Entry mode (and the prerendered first question, while the draft loads): the fields so far with
 * their chips, and one input for the current field. Its input takes the focus when it appears,
 * unless the visitor has already put the focus somewhere else; `focusFirst`: the visitor asked for
 * this form (a new request), so it takes it in any case.
 */
export function EntryStep({
  state,
  onAdd,
  onType,
  focusFirst = false,
}: {
  state: FormState;
  onAdd: (value: string) => void;
  onType: (text: string) => void;
  focusFirst?: boolean;
}) {
  const [text, setText] = useState("");
  const input = useRef<HTMLInputElement>(null);
  const field = state.step;
  const label = contactCopy.labels[field];
  const problem = state.problem?.field === field ? state.problem.message : null;

  const focusOnMount = useRef(focusFirst);
  useEffect(() => {
    const box = input.current;
    if (!box) return;
    // Typed into the prerendered input before the page was live: kept, not wiped by hydration.
    if (box.value) setText(box.value);
    const active = document.activeElement;
    if (focusOnMount.current || !active || active === document.body)
      box.focus({ preventScroll: !focusOnMount.current });
  }, []);

  const type = (value: string) => {
    setText(value);
    onType(value);
  };

  // A value taken: the box empties before the next key can land, and keeps the focus for the
  // next question (asked at once), so a visitor who types on loses nothing.
  useLayoutEffect(() => {
    if (!state.arriving) return;
    setText("");
    onType("");
  }, [state.arriving, onType]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // The input itself: a form sent before the page was live is sent again before `text` caught up.
    const value = input.current?.value ?? text;
    if (!value.trim()) return;
    onAdd(value);
  };

  return (
    <div className="space-y-5">
      <Progress step={field} />
      <ol className="space-y-4">
        {visibleFields(state.values).map((f: ContactField) => (
          <li key={f}>
            <p className={cn("text-sm font-semibold", f === field ? "text-fg" : "text-fg-muted")}>
              {contactCopy.questions[f]}
            </p>
            {state.values[f].length > 0 && (
              <ul aria-label={contactCopy.labels[f]} className="mt-2 flex flex-wrap gap-2">
                {state.values[f].map((v, i) => (
                  <li
                    key={`${i}-${v}`}
                    className={cn(
                      "max-w-full rounded-full bg-primary-soft px-3 py-1.5 text-sm font-medium text-primary wrap-anywhere",
                      state.arriving?.field === f &&
                        state.arriving.index === i &&
                        "motion-safe:animate-[chip-in_500ms_ease-out]",
                    )}
                  >
                    {v}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
      {/* Sent before the page is live and before the island loader runs (a browser that paints
          early), it goes the no-JavaScript way: /try/send answers with the plain form, this
          answer kept in it. */}
      <form
        onSubmit={submit}
        method="post"
        action={PLAIN_FORM_ACTION}
        noValidate
        className="flex gap-2"
      >
        <label htmlFor="contact-input" className="sr-only">
          {label}
        </label>
        <input
          ref={input}
          id="contact-input"
          name={field}
          value={text}
          onChange={(e) => type(e.target.value)}
          aria-invalid={problem !== null}
          aria-describedby={problem ? "contact-problem" : undefined}
          placeholder={`Enter ${label.toLowerCase()}...`}
          maxLength={fieldLimits[field] * 2}
          type={field === "email" ? "email" : field === "phone" ? "tel" : "text"}
          autoComplete={
            { name: "name", email: "email", company: "organization", phone: "tel", note: "off" }[
              field
            ]
          }
          className="h-12 min-w-0 flex-1 rounded-xl border border-border bg-surface px-4 text-fg placeholder:text-fg-muted focus-visible:border-primary"
        />
        <Button type="submit" size="lg" disabled={!text.trim()}>
          Send
        </Button>
      </form>
      {problem && (
        <p id="contact-problem" role="alert" className="-mt-3 text-sm font-medium text-danger">
          {problem}
        </p>
      )}
      <p className="text-xs text-fg-muted">{contactCopy.entryHint}</p>
      {/* Screen readers hear each new prompt. */}
      <p aria-live="polite" className="sr-only">
        {state.arriving ? "" : contactCopy.questions[field]}
      </p>
    </div>
  );
}

/** "2 of 5": the question being asked of the five the intro promises. */
function Progress({ step }: { step: ContactField }) {
  const n = contactFields.indexOf(step) + 1;
  const total = contactFields.length;
  return (
    <div className="flex items-center gap-3 text-xs font-semibold text-fg-muted">
      <span id="contact-progress">{`Question ${n} of ${total}`}</span>
      <span aria-hidden="true" className="h-1 flex-1 overflow-hidden rounded-full bg-border">
        <span
          className="block h-full rounded-full bg-primary transition-[width]"
          style={{ width: `${(n / total) * 100}%` }}
        />
      </span>
    </div>
  );
}
