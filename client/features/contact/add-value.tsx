import { useState } from "react";
import { InlineInput } from "./inline-input";

/** "+ Add" in review: another value for a field (or the first, after one was removed). */
export function AddValue({
  id,
  label,
  text,
  maxLength,
  onAdd,
  onDone,
}: {
  id: string;
  label: string;
  text: string;
  maxLength: number;
  onAdd: (value: string) => void;
  onDone: () => void;
}) {
  const [open, setOpen] = useState(false);
  if (open) {
    const close = () => {
      setOpen(false);
      onDone();
    };
    return (
      <InlineInput
        label={label}
        initial=""
        maxLength={maxLength}
        onCommit={(value) => {
          if (value.trim()) onAdd(value);
          close();
        }}
        onCancel={close}
      />
    );
  }
  return (
    <button
      type="button"
      data-add={id}
      onClick={() => setOpen(true)}
      aria-label={label}
      className="inline-flex h-8 items-center gap-1 rounded-full border border-dashed border-border px-3 text-sm font-medium text-fg-muted hover:border-primary hover:text-primary"
    >
      <span aria-hidden="true">+</span> {text}
    </button>
  );
}
