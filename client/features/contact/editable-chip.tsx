import { useState } from "react";
import { cn } from "../../lib/cn";

/**
 * A value in review: click to edit inline (Enter or blur saves, Escape cancels, empty removes);
 * × removes it.
 */
export function EditableChip({
  label,
  value,
  onSave,
  onRemove,
}: {
  label: string;
  value: string;
  onSave: (value: string) => void;
  onRemove: () => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);

  if (draft !== null) {
    const save = () => {
      setDraft(null);
      if (draft.trim() !== value) onSave(draft);
    };
    return (
      <input
        // biome-ignore lint/a11y/noAutofocus: the visitor just asked to edit this value
        autoFocus
        aria-label={`Edit ${label}`}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={save}
        onKeyDown={(e) => {
          if (e.key === "Enter") {
            e.preventDefault();
            save();
          } else if (e.key === "Escape") {
            e.preventDefault();
            setDraft(null);
          }
        }}
        className="h-9 min-w-40 rounded-full border border-primary bg-surface px-3 text-sm text-fg"
      />
    );
  }
  return (
    <span className="inline-flex items-center rounded-full border border-border bg-primary-soft text-sm text-primary">
      <button
        type="button"
        onClick={() => setDraft(value)}
        aria-label={`Edit ${label}: ${value}`}
        className="rounded-l-full py-1.5 pr-1 pl-3 font-medium hover:underline"
      >
        {value}
      </button>
      <button
        type="button"
        onClick={onRemove}
        aria-label={`Remove ${label}: ${value}`}
        className={cn("flex size-7 items-center justify-center rounded-full hover:bg-primary/15")}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" className="size-3.5">
          <path
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
            d="M6 6l12 12M18 6 6 18"
          />
        </svg>
      </button>
    </span>
  );
}
