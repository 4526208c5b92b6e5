import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from "react";
import { home } from "../../../content/home";
import { Button } from "../../components/ui/button";
import { toast } from "../../lib/toast";
import { markQuickStart } from "../../lib/touch";

/**
 * The name the box is sent under. Before the page is live the form (and a quick start) submits
 * natively, as `/?transformation=…`; `ClarityHome` starts the chat with it once it is.
 */
export const TRANSFORMATION_PARAM = "transformation";

/**
 * The hero's project box and quick starts; any of them starts the conversation. `focusFirst`: the
 * visitor came back to it from the chat (after deleting their data), so the box takes the focus.
 * `onReach`: the visitor focused, pressed or typed in the form (or had before the page was live).
 */
export function HomeForm({
  onStart,
  onReach,
  focusFirst = false,
}: {
  onStart: (message: string) => void;
  onReach?: () => void;
  focusFirst?: boolean;
}) {
  const [text, setText] = useState("");
  const [invalid, setInvalid] = useState(false);
  const box = useRef<HTMLTextAreaElement>(null);
  const focusOnMount = useRef(focusFirst);
  const reach = useRef(onReach);
  useEffect(() => {
    // Typed into the prerendered box before the page was live: kept, not wiped by hydration.
    if (box.current?.value) setText(box.current.value);
    if (focusOnMount.current) box.current?.focus();
    // Reached for before the page was live: no focus event comes now.
    if (box.current?.value || box.current?.form?.contains(document.activeElement))
      reach.current?.();
  }, []);

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    // The box itself: a form sent before the page was live is sent again before `text` caught up.
    const typed = box.current?.value ?? text;
    if (!typed.trim()) {
      setInvalid(true);
      toast.error("Required field", { description: "Please tell us about your project" });
      return;
    }
    onStart(typed.trim());
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) submit(e);
  };

  return (
    // Pointer down too: Safari does not focus a button on click.
    <form
      onSubmit={submit}
      onFocus={onReach}
      onPointerDown={onReach}
      noValidate
      className="mt-8 w-full max-w-2xl"
    >
      <label htmlFor="transformation" className="block text-left text-sm font-semibold">
        {home.inputLabel}
      </label>
      <div className="mt-2 rounded-2xl border border-border bg-surface p-2 shadow-lg shadow-primary/5 focus-within:border-primary">
        <textarea
          id="transformation"
          ref={box}
          name={TRANSFORMATION_PARAM}
          rows={3}
          required
          aria-required="true"
          aria-invalid={invalid}
          aria-describedby={invalid ? "transformation-error" : undefined}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            if (invalid && e.target.value.trim()) setInvalid(false);
          }}
          onKeyDown={onKeyDown}
          // Enter sends (Shift+Enter breaks the line); the island loader reads this before React.
          enterKeyHint="send"
          placeholder={home.inputPlaceholder}
          className="block max-h-60 min-h-[calc(3lh+1rem)] w-full resize-none rounded-xl bg-transparent px-3 py-2 text-base text-fg field-sizing-content placeholder:text-fg-muted focus:outline-none"
        />
        <div className="flex flex-wrap items-center justify-between gap-2 px-2 pb-1">
          <span className="text-xs text-fg-muted">{home.reassurance}</span>
          <Button type="submit">{home.submitLabel}</Button>
        </div>
      </div>
      {invalid && (
        <p id="transformation-error" className="mt-2 text-left text-sm font-medium text-danger">
          Please tell us about your project
        </p>
      )}
      <div className="mt-5 flex flex-wrap items-center gap-2">
        <span className="text-sm text-fg-muted">{home.quickStartsLabel}</span>
        {home.quickStarts.map((label) => (
          <Button
            key={label}
            type="submit"
            name={TRANSFORMATION_PARAM}
            value={label}
            variant="secondary"
            size="sm"
            onClick={(e) => {
              e.preventDefault();
              markQuickStart(label);
              onStart(label);
            }}
          >
            {label}
          </Button>
        ))}
      </div>
    </form>
  );
}
