import { type FormEvent, useEffect, useRef, useState } from "react";
import { prototypeCopy } from "../../../content/prototype";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { AssistantMessage } from "./assistant-message";
import type { CrmStore } from "./crm-store";
import { useCrmState } from "./crm-store";
import { useCrmAssistant } from "./use-crm-assistant";

export type AssistantMode = "chat" | "demo";

function Chips({
  label,
  items,
  onPick,
}: {
  label: string;
  items: readonly string[];
  onPick: (text: string) => void;
}) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {items.map((text) => (
        <li key={text}>
          <button
            type="button"
            onClick={() => onPick(text)}
            className="rounded-full border border-border bg-surface px-3 py-1.5 text-left text-xs text-fg hover:border-primary hover:text-primary"
          >
            {text}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** What to offer under the conversation: the guided demo's next steps, or first suggestions. */
function Offers({
  mode,
  fresh,
  ran,
  onPick,
}: {
  mode: AssistantMode;
  fresh: boolean;
  ran: readonly string[];
  onPick: (text: string) => void;
}) {
  const { demo, assistantSuggestions } = prototypeCopy;
  if (mode === "chat")
    return fresh ? (
      <Chips label="Things to try" items={assistantSuggestions} onPick={onPick} />
    ) : null;
  const left = demo.steps.filter((s) => !ran.includes(s));
  return (
    <div className="space-y-2 rounded-xl border border-dashed border-primary/40 p-3">
      <p className="text-xs font-medium text-fg-muted">{left.length ? demo.intro : demo.done}</p>
      {left.length > 0 && <Chips label={demo.label} items={left} onPick={onPick} />}
    </div>
  );
}

/** The conversation, the offers under it and the composer; Enter sends. */
export function AssistantChat({
  store,
  mode,
  open,
}: {
  store: CrmStore;
  mode: AssistantMode;
  open: boolean;
}) {
  const chat = useCrmAssistant(store);
  const state = useCrmState(store);
  const [input, setInput] = useState("");
  const [ran, setRan] = useState<string[]>([]);
  const log = useRef<HTMLDivElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const waiting = chat.status === "submitted" || chat.status === "streaming";
  const last = chat.messages.at(-1);
  const lastSize = last ? JSON.stringify(last.parts).length : 0;

  // biome-ignore lint/correctness/useExhaustiveDependencies: follow the newest text as it streams
  useEffect(() => {
    log.current?.scrollTo({ top: log.current.scrollHeight });
  }, [chat.messages.length, lastSize, open, mode, waiting]);

  // The input is disabled while waiting, which drops focus; give it back for the next message.
  useEffect(() => {
    if (open && !waiting) field.current?.focus({ preventScroll: true });
  }, [open, waiting]);

  const say = (text: string) => {
    if (!text.trim() || waiting) return;
    void chat.sendMessage({ text: text.trim() });
    setRan((done) => [...done, text.trim()]);
    setInput("");
  };
  const send = (e: FormEvent) => {
    e.preventDefault();
    say(input);
  };

  return (
    <div className="flex h-full min-h-0 flex-col">
      <div
        ref={log}
        role="log"
        aria-label="Conversation with the CRM assistant"
        aria-live="polite"
        tabIndex={0}
        className="min-h-0 flex-1 space-y-3 overflow-y-auto px-4 py-3"
      >
        {chat.messages.map((m) => (
          <AssistantMessage key={m.id} message={m} actions={chat.actions} state={state} />
        ))}
        {chat.status === "submitted" && (
          <Spinner label="The assistant is thinking" className="text-fg-muted" />
        )}
        {!waiting && (
          <Offers mode={mode} fresh={chat.messages.length === 1} ran={ran} onPick={say} />
        )}
      </div>
      <form onSubmit={send} className="flex gap-2 border-t border-border p-3">
        <label htmlFor="crm-input" className="sr-only">
          Message the CRM assistant
        </label>
        <input
          id="crm-input"
          ref={field}
          value={input}
          disabled={waiting}
          onChange={(e) => setInput(e.target.value)}
          placeholder="e.g. Northwind is now in negotiation at 85%"
          className="h-10 min-w-0 flex-1 rounded-lg border border-border bg-surface px-3 text-sm text-fg placeholder:text-fg-muted disabled:opacity-60"
        />
        <Button type="submit" disabled={waiting || !input.trim()}>
          Send
        </Button>
      </form>
    </div>
  );
}
