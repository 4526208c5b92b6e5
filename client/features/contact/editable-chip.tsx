import { useState } from "react";
import { CloseIcon } from "../../components/ui/close-icon";
import { cn } from "../../lib/cn";
import { InlineInput } from "./inline-input";

/**
 * A value in review: click to edit inline (Enter or blur saves, Escape cancels, empty removes);
 * × removes it. `onDone` lets the panel put focus back where the visitor was.
 */
export function EditableChip({
  id,
  label,
  value,
  problemId,
  maxLength,
  onSave,
  onRemove,
  onDone,
}: {
  id: string;
  label: string;
  value: string;
  /** The id of the message saying what is wrong with this value, when something is. */
  problemId?: string | undefined;
  maxLength: number;
  onSave: (value: string) => void;
  onRemove: () => void;
  onDone: () => void;
}) {
  const [editing, setEditing] = useState(false);

  if (editing) {
    return (
      <InlineInput
        label={`Edit ${label}`}
        initial={value}
        maxLength={maxLength}
        onCommit={(text) => {
          setEditing(false);
          if (text.trim() !== value) onSave(text);
          onDone();
        }}
        onCancel={() => {
          setEditing(false);
          onDone();
        }}
      />
    );
  }
  return (
    <span
      className={cn(
        "inline-flex max-w-full items-center rounded-2xl border border-primary/25 bg-primary-soft text-sm text-primary",
        problemId && "border-danger text-danger ring-1 ring-danger",
      )}
    >
      <button
        type="button"
        data-chip={id}
        aria-invalid={problemId ? true : undefined}
        aria-describedby={problemId}
        onClick={() => setEditing(true)}
        aria-label={`Edit ${label}: ${value}`}
        className="min-w-0 rounded-l-2xl py-1.5 pr-1 pl-3 text-left font-medium wrap-anywhere hover:underline"
      >
        {value}
      </button>
      <button
        type="button"
        onClick={() => {
          onRemove();
          onDone();
        }}
        aria-label={`Remove ${label}: ${value}`}
        className="flex size-7 shrink-0 items-center justify-center rounded-full hover:bg-primary/15"
      >
        <CloseIcon className="size-3.5" strokeWidth={2.5} />
      </button>
    </span>
  );
}
