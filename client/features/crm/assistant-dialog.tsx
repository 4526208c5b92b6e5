import { type FormEvent, type RefObject, useEffect, useRef, useState } from "react";
import { prototypeCopy } from "../../../content/prototype";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { Spinner } from "../../components/ui/spinner";
import { AssistantMessage } from "./assistant-message";
import type { CrmEvent, CrmState } from "./crm-state";
import { useCrmAssistant } from "./use-crm-assistant";

/** "CRM AI Assistant": 600 px high, about 2xl wide; Enter sends. */
export function AssistantDialog({
  open,
  onClose,
  stateRef,
  dispatch,
}: {
  open: boolean;
  onClose: () => void;
  stateRef: RefObject<CrmState>;
  dispatch: (e: CrmEvent) => void;
}) {
  const chat = useCrmAssistant(stateRef, dispatch);
  const [input, setInput] = useState("");
  const log = useRef<HTMLDivElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const waiting = chat.status === "submitted" || chat.status === "streaming";
  const last = chat.messages.at(-1);
  const lastSize = last ? JSON.stringify(last.parts).length : 0;

  // biome-ignore lint/correctness/useExhaustiveDependencies: follow the newest text as it streams
  useEffect(() => {
    log.current?.scrollTo({ top: log.current.scrollHeight });
  }, [chat.messages.length, lastSize, open]);

  // The input is disabled while waiting, which drops focus; give it back for the next message.
  useEffect(() => {
    if (open && !waiting) field.current?.focus();
  }, [open, waiting]);

  const say = (text: string) => {
    if (!text.trim() || waiting) return;
    void chat.sendMessage({ text: text.trim() });
    setInput("");
  };
  const send = (e: FormEvent) => {
    e.preventDefault();
    say(input);
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={prototypeCopy.assistantTitle}
      description="Add deals, log activities, update stages, or ask about your pipeline."
      // The primitive's inner column fills the fixed height, so only the log scrolls.
      className="h-[600px] max-h-[calc(100dvh-2rem)] max-w-2xl *:h-full"
    >
      <div className="flex h-full flex-col">
        <div
          ref={log}
          role="log"
          aria-label="Conversation with the CRM assistant"
          aria-live="polite"
          tabIndex={0}
          className="min-h-0 flex-1 space-y-3 overflow-y-auto pr-1"
        >
          {chat.messages.map((m) => (
            <AssistantMessage key={m.id} message={m} actions={chat.actions} />
          ))}
          {chat.messages.length === 1 && (
            <ul aria-label="Things to try" className="flex flex-wrap gap-2">
              {prototypeCopy.assistantSuggestions.map((text) => (
                <li key={text}>
                  <button
                    type="button"
                    onClick={() => say(text)}
                    className="rounded-full border border-border bg-surface px-3 py-1.5 text-left text-xs text-fg hover:border-primary hover:text-primary"
                  >
                    {text}
                  </button>
                </li>
              ))}
            </ul>
          )}
          {chat.status === "submitted" && (
            <Spinner label="The assistant is thinking" className="text-fg-muted" />
          )}
        </div>
        <form onSubmit={send} className="mt-3 flex gap-2 border-t border-border pt-3">
          <label htmlFor="crm-input" className="sr-only">
            Message the CRM assistant
          </label>
          <input
            id="crm-input"
            ref={field}
            value={input}
            disabled={waiting}
            onChange={(e) => setInput(e.target.value)}
            placeholder="e.g. Add Initech, $40k, proposal, 60%, closing Dec 15"
            className="h-10 min-w-0 flex-1 rounded-lg border border-border bg-surface px-3 text-sm text-fg placeholder:text-fg-muted disabled:opacity-60"
          />
          <Button type="submit" disabled={waiting || !input.trim()}>
            Send
          </Button>
        </form>
      </div>
    </Dialog>
  );
}
