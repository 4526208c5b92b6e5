import { type KeyboardEvent, type ReactNode, useRef, useState } from "react";
import { Button } from "../../components/ui/button";

/** Keys that open the platform's list rather than step through it. */
const opensList = (e: { key: string; altKey: boolean }) =>
  e.key === " " || e.key === "F4" || (e.altKey && (e.key === "ArrowDown" || e.key === "ArrowUp"));

/**
 * A select whose choice is saved when it is committed, not on every step. A pick from the open
 * list (pointer, or Enter in the list) saves at once; stepping through the closed select with the
 * arrow keys or by typing only shows the new value, with a Save button beside it: Enter or the
 * button saves, Escape goes back. The select is never disabled while saving, so focus stays on it.
 */
export function CommittedSelect({
  id,
  label,
  value,
  onCommit,
  busy,
  className,
  children,
}: {
  id: string;
  /** The select's label, for the Save button's name ("Save status"). */
  label: string;
  value: string;
  /** Saves the value; the parent then passes it back as `value`. */
  onCommit: (value: string) => Promise<void> | void;
  busy: boolean;
  className: string;
  children: ReactNode;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const keyed = useRef(false);
  const ref = useRef<HTMLSelectElement>(null);
  const pending = draft !== null && draft !== value;

  const commit = async (next: string) => {
    if (busy) return;
    if (next === value) return setDraft(null);
    setDraft(next);
    await onCommit(next);
    setDraft(null);
    // The Save button goes away once saved: keep the person where they were.
    if (document.activeElement === document.body || !document.activeElement) ref.current?.focus();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLSelectElement>) => {
    if (e.key === "Enter" && pending) {
      e.preventDefault();
      void commit(draft);
    } else if (e.key === "Escape" && pending) {
      e.preventDefault();
      setDraft(null);
    } else {
      keyed.current = !opensList(e) && e.key !== "Tab" && e.key !== "Enter";
    }
  };

  return (
    <div className="mt-1 flex gap-2">
      <select
        ref={ref}
        id={id}
        value={draft ?? value}
        aria-busy={busy || undefined}
        onKeyDown={onKeyDown}
        onPointerDown={() => {
          keyed.current = false;
        }}
        onChange={(e) => {
          const next = e.target.value;
          if (keyed.current) setDraft(next);
          else void commit(next);
          keyed.current = false;
        }}
        className={className}
      >
        {children}
      </select>
      {pending && (
        <Button
          variant="secondary"
          className="h-11 shrink-0"
          aria-label={`Save ${label.toLowerCase()}`}
          onClick={() => {
            ref.current?.focus();
            void commit(draft);
          }}
        >
          Save
        </Button>
      )}
    </div>
  );
}
