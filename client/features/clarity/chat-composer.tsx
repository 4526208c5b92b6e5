import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from "react";
import { MAX_MESSAGE_CHARS } from "#contracts/message-limit";
import { home } from "../../../content/home";
import { Button } from "../../components/ui/button";

/**
 * The chat box: Enter sends, Shift+Enter breaks the line; Stop ends a reply in progress.
 * `returned`: a message the Worker refused, put back in the box to shorten or replace.
 */
export function ChatComposer({
  busy,
  returned,
  onSend,
  onStop,
}: {
  busy: boolean;
  returned: { text: string } | null;
  onSend: (text: string) => void;
  onStop: () => void;
}) {
  const [text, setText] = useState("");
  const box = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (returned) setText(returned.text);
  }, [returned]);
  // The box is disabled while a reply streams, which drops its focus (and the home form that
  // started the chat is gone): give it the focus back unless the visitor has moved elsewhere.
  useEffect(() => {
    const active = document.activeElement;
    if (!busy && (!active || active === document.body)) box.current?.focus();
  }, [busy]);
  const over = text.length > MAX_MESSAGE_CHARS;
  // The counter appears near the limit, so a long paste is shortened before it is sent.
  const showCount = text.length > MAX_MESSAGE_CHARS * 0.75;
  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (busy || !text.trim() || over) return;
    onSend(text.trim());
    setText("");
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) submit(e);
  };
  return (
    <form
      onSubmit={submit}
      className="flex flex-wrap items-end gap-2 border-t border-border p-3 sm:p-4"
    >
      <label htmlFor="clarity-input" className="sr-only">
        Message Clarity
      </label>
      <textarea
        id="clarity-input"
        ref={box}
        rows={1}
        value={text}
        disabled={busy}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        enterKeyHint="send"
        aria-invalid={over}
        aria-describedby={showCount ? "clarity-count" : undefined}
        placeholder={home.chatPlaceholder}
        className="max-h-32 min-h-11 flex-1 resize-none rounded-xl border border-border bg-surface px-3 py-2.5 text-fg placeholder:text-fg-muted sm:px-3.5 focus-visible:border-primary disabled:opacity-60"
      />
      {busy && (
        <Button variant="secondary" onClick={onStop} className="h-11">
          <span aria-hidden="true" className="size-2.5 rounded-[2px] bg-current" />
          Stop
        </Button>
      )}
      <Button
        type="submit"
        disabled={busy || !text.trim() || over}
        className="h-11"
        aria-label="Send message"
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4">
          <path fill="currentColor" d="M3.4 20.4 21 12 3.4 3.6l-.1 6.5L15 12 3.3 13.9z" />
        </svg>
        <span className="hidden sm:inline">Send</span>
      </Button>
      {showCount && (
        <p
          id="clarity-count"
          aria-live="polite"
          className={`basis-full text-right text-xs ${over ? "font-medium text-danger" : "text-fg-muted"}`}
        >
          {text.length.toLocaleString("en-US")} / {MAX_MESSAGE_CHARS.toLocaleString("en-US")}
          {over && " — please shorten your message to send it"}
        </p>
      )}
    </form>
  );
}
