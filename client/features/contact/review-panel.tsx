import { useEffect, useRef, useState } from "react";
import {
  type ContactField,
  contactFields,
  fieldLimits,
  valueProblem,
} from "#contracts/contact-fields";
import { contactCopy } from "../../../content/contact";
import { Button } from "../../components/ui/button";
import { AddValue } from "./add-value";
import { EditableChip } from "./editable-chip";
import { type FormState, isFull } from "./form-machine";

type FocusTarget = { field: ContactField; index: number } | null;

/** Review mode: every answer as an editable chip, "+ Add" per field, and "Looks Good". */
export function ReviewPanel({
  state,
  onEdit,
  onAdd,
  onSubmit,
}: {
  state: FormState;
  onEdit: (field: ContactField, index: number, value: string | null) => void;
  onAdd: (field: ContactField, value: string) => void;
  onSubmit: () => void;
}) {
  const sending = state.mode === "submitting";
  const fields = contactFields.filter((f) => f !== "note" || state.values.note.length > 0);
  const panel = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [focusAfter, setFocusAfter] = useState<FocusTarget>(null);

  // Review replaces the entry input: move focus (and the screen reader) to its heading.
  useEffect(() => heading.current?.focus(), []);

  // "Looks Good" found a problem: the keyboard goes to the first chip it is about.
  const problem = state.problem;
  const badChips = (field: ContactField) => {
    if (problem?.field !== field) return [];
    const values = state.values[field];
    const bad = values.flatMap((v, i) => (valueProblem(field, v) ? [i] : []));
    return bad.length > 0 ? bad : values.map((_, i) => i);
  };
  useEffect(() => {
    if (!problem || !panel.current) return;
    panel.current
      .querySelector<HTMLElement>(`[aria-invalid="true"], [data-add="${problem.field}"]`)
      ?.focus();
  }, [problem]);

  // After an edit, keep the keyboard where it was: the same chip, else the field's "Add".
  useEffect(() => {
    if (!focusAfter || !panel.current) return;
    const { field, index } = focusAfter;
    const chips = panel.current.querySelectorAll<HTMLElement>(`[data-chip^="${field}-"]`);
    const target =
      chips[Math.min(index, chips.length - 1)] ??
      panel.current.querySelector<HTMLElement>(`[data-add="${field}"]`);
    target?.focus();
    setFocusAfter(null);
  }, [focusAfter]);

  const addButton = (field: ContactField, label: string, text: string) =>
    !isFull(state, field) && (
      <AddValue
        id={field}
        label={label}
        text={text}
        maxLength={fieldLimits[field] * 2}
        onAdd={(v) => onAdd(field, v)}
        onDone={() => setFocusAfter({ field, index: state.values[field].length })}
      />
    );

  return (
    <section ref={panel} aria-labelledby="review-title" className="space-y-5">
      <div>
        <h2
          id="review-title"
          ref={heading}
          tabIndex={-1}
          className="text-lg font-semibold focus:outline-none"
        >
          {contactCopy.reviewTitle}
        </h2>
        <p className="mt-1 text-sm text-fg-muted">{contactCopy.reviewHint}</p>
      </div>
      <dl className="divide-y divide-border rounded-xl border border-border">
        {fields.map((field) => {
          const label = contactCopy.labels[field];
          const bad = badChips(field);
          return (
            <div
              key={field}
              className="grid gap-2 px-4 py-3 sm:grid-cols-[7rem_1fr] sm:items-center"
            >
              <dt className="text-sm font-semibold text-fg-muted">{label}</dt>
              <dd className="flex min-w-0 flex-wrap items-center gap-2">
                {state.values[field].length === 0 && (
                  <span className="text-sm text-fg-muted italic">{contactCopy.notProvided}</span>
                )}
                {state.values[field].map((value, i) => (
                  <EditableChip
                    key={`${i}-${value}`}
                    id={`${field}-${i}`}
                    label={label}
                    value={value}
                    problemId={bad.includes(i) ? "review-problem" : undefined}
                    maxLength={fieldLimits[field] * 2}
                    onSave={(v) => onEdit(field, i, v)}
                    onRemove={() => onEdit(field, i, null)}
                    onDone={() => setFocusAfter({ field, index: i })}
                  />
                ))}
                {addButton(field, `Add ${label}`, contactCopy.add)}
              </dd>
              {problem?.field === field && (
                <p
                  id="review-problem"
                  role="alert"
                  className="text-sm font-medium text-danger sm:col-start-2"
                >
                  {problem.message}
                </p>
              )}
            </div>
          );
        })}
      </dl>
      {state.values.note.length === 0 && (
        <div>{addButton("note", contactCopy.addNote, contactCopy.addNote)}</div>
      )}
      <Button size="lg" className="w-full sm:w-auto" disabled={sending} onClick={onSubmit}>
        {sending ? contactCopy.sending : contactCopy.looksGood}
      </Button>
    </section>
  );
}
