import { useRef, useState } from "react";

/**
 * A one-line editor used in review: Enter or blur commits, Escape cancels. Whatever ends the
 * edit first wins, so the blur that follows Enter/Escape (the input unmounts) changes nothing.
 */
export function InlineInput({
  label,
  initial,
  maxLength,
  onCommit,
  onCancel,
}: {
  label: string;
  initial: string;
  maxLength: number;
  onCommit: (value: string) => void;
  onCancel: () => void;
}) {
  const [text, setText] = useState(initial);
  const done = useRef(false);
  const finish = (commit: boolean) => {
    if (done.current) return;
    done.current = true;
    if (commit) onCommit(text);
    else onCancel();
  };
  return (
    <input
      // biome-ignore lint/a11y/noAutofocus: the visitor just asked to edit this value
      autoFocus
      aria-label={label}
      value={text}
      maxLength={maxLength}
      onChange={(e) => setText(e.target.value)}
      onBlur={() => finish(true)}
      onKeyDown={(e) => {
        if (e.key === "Enter" || e.key === "Escape") {
          e.preventDefault();
          finish(e.key === "Enter");
        }
      }}
      className="h-9 w-full max-w-72 min-w-0 rounded-full border border-primary bg-surface px-3 text-sm text-fg"
    />
  );
}
