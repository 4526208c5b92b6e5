import { type FormEvent, useEffect, useRef, useState } from "react";
import { type ContactField, fieldLimits } from "#contracts/contact-fields";
import { contactCopy } from "../../../content/contact";
import { Button } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import type { FormState } from "./form-machine";
import { visibleFields } from "./form-machine";

/**
 * Entry mode: the fields so far with their chips, and one input for the current field.
 * `focusFirst`: the visitor asked for this form (a new request), so its input takes the focus.
 */
export function EntryStep({
  state,
  onAdd,
  focusFirst = false,
}: {
  state: FormState;
  onAdd: (value: string) => void;
  focusFirst?: boolean;
}) {
  const [text, setText] = useState("");
  const input = useRef<HTMLInputElement>(null);
  const field = state.step;
  const label = contactCopy.labels[field];

  const focusOnMount = useRef(focusFirst);
  useEffect(() => {
    if (focusOnMount.current) input.current?.focus();
  }, []);

  // After a chip settles, the input clears and the next prompt takes focus.
  const wasArriving = useRef(false);
  useEffect(() => {
    if (state.arriving) {
      wasArriving.current = true;
      return;
    }
    if (!wasArriving.current) return;
    wasArriving.current = false;
    setText("");
    input.current?.focus({ preventScroll: true });
  }, [state.arriving]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return;
    onAdd(text);
  };

  return (
    <div className="space-y-5">
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
      <form onSubmit={submit} noValidate className="flex gap-2">
        <label htmlFor="contact-input" className="sr-only">
          {label}
        </label>
        <input
          ref={input}
          id="contact-input"
          value={text}
          onChange={(e) => setText(e.target.value)}
          disabled={state.arriving !== null}
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
        <Button type="submit" size="lg" disabled={!text.trim() || state.arriving !== null}>
          Send
        </Button>
      </form>
      <p className="text-xs text-fg-muted">{contactCopy.entryHint}</p>
      {/* Screen readers hear each new prompt. */}
      <p aria-live="polite" className="sr-only">
        {state.arriving ? "" : contactCopy.questions[field]}
      </p>
    </div>
  );
}
