import { useState } from "react";
import { contactCopy } from "../../../content/contact";
import { type ContactField, contactFields } from "../../../worker/contracts/contact";
import { Button } from "../../components/ui/button";
import { EditableChip } from "./editable-chip";
import type { FormState } from "./form-machine";

/** Review mode: every answer as an editable chip, an optional note, and "Looks Good". */
export function ReviewPanel({
  state,
  onEdit,
  onAddNote,
  onSubmit,
}: {
  state: FormState;
  onEdit: (field: ContactField, index: number, value: string | null) => void;
  onAddNote: (value: string) => void;
  onSubmit: () => void;
}) {
  const [note, setNote] = useState("");
  const sending = state.mode === "submitting";
  const fields = contactFields.filter((f) => f !== "note" || state.values.note.length > 0);

  return (
    <section aria-labelledby="review-title" className="space-y-5">
      <div>
        <h2 id="review-title" className="text-lg font-semibold">
          {contactCopy.reviewTitle}
        </h2>
        <p className="mt-1 text-sm text-fg-muted">{contactCopy.reviewHint}</p>
      </div>
      <dl className="divide-y divide-border rounded-xl border border-border">
        {fields.map((field) => (
          <div key={field} className="grid gap-2 px-4 py-3 sm:grid-cols-[7rem_1fr] sm:items-center">
            <dt className="text-sm font-semibold text-fg-muted">{contactCopy.labels[field]}</dt>
            <dd className="flex flex-wrap gap-2">
              {state.values[field].length === 0 ? (
                <span className="text-sm text-fg-muted italic">{contactCopy.notProvided}</span>
              ) : (
                state.values[field].map((value, i) => (
                  <EditableChip
                    key={`${i}-${value}`}
                    label={contactCopy.labels[field]}
                    value={value}
                    onSave={(v) => onEdit(field, i, v)}
                    onRemove={() => onEdit(field, i, null)}
                  />
                ))
              )}
            </dd>
          </div>
        ))}
      </dl>
      {state.values.note.length === 0 && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            onAddNote(note);
            setNote("");
          }}
          className="flex gap-2"
        >
          <label htmlFor="review-note" className="sr-only">
            {contactCopy.addNote}
          </label>
          <input
            id="review-note"
            value={note}
            onChange={(e) => setNote(e.target.value)}
            placeholder={contactCopy.addNote}
            className="h-10 min-w-0 flex-1 rounded-lg border border-border bg-surface px-3 text-sm text-fg placeholder:text-fg-muted"
          />
          <Button type="submit" variant="secondary" disabled={!note.trim()}>
            Add note
          </Button>
        </form>
      )}
      <Button size="lg" className="w-full sm:w-auto" disabled={sending} onClick={onSubmit}>
        {sending ? contactCopy.sending : contactCopy.looksGood}
      </Button>
    </section>
  );
}
