import { type FormEvent, type RefObject, useEffect, useRef, useState } from "react";
import { prototypeCopy } from "../../../content/prototype";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { Spinner } from "../../components/ui/spinner";
import { cn } from "../../lib/cn";
import { Markdown } from "../clarity/markdown";
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
  const waiting = chat.status === "submitted" || chat.status === "streaming";
  const lastText = chat.messages.length ? chat.text(chat.messages.at(-1)!) : "";

  // biome-ignore lint/correctness/useExhaustiveDependencies: follow the newest text as it streams
  useEffect(() => {
    log.current?.scrollTo({ top: log.current.scrollHeight });
  }, [chat.messages.length, lastText, open]);

  const send = (e: FormEvent) => {
    e.preventDefault();
    if (!input.trim() || waiting) return;
    void chat.sendMessage({ text: input.trim() });
    setInput("");
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={prototypeCopy.assistantTitle}
      description="Add deals, log activities, update stages, or ask about your pipeline."
      className="h-[600px] max-h-[calc(100dvh-2rem)] max-w-2xl"
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
          {chat.messages.map((m) => {
            const t = chat.text(m);
            if (!t) return null;
            return (
              <div
                key={m.id}
                className={cn("flex", m.role === "user" ? "justify-end" : "justify-start")}
              >
                <div
                  className={cn(
                    "max-w-[85%] rounded-2xl px-3.5 py-2 text-sm",
                    m.role === "user" ? "bg-primary text-primary-fg" : "bg-surface-muted text-fg",
                  )}
                >
                  {m.role === "user" ? t : <Markdown text={t} />}
                </div>
              </div>
            );
          })}
          {chat.applied.length > 0 && (
            <ul aria-label="Changes made by the assistant" className="space-y-2">
              {chat.applied.map((a) => (
                <li
                  key={a.id}
                  className="flex items-center justify-between gap-3 rounded-lg border border-border px-3 py-2 text-xs"
                >
                  <span
                    className={cn(
                      "font-medium",
                      a.undone ? "text-fg-muted line-through" : "text-success",
                    )}
                  >
                    ✓ {a.message}
                  </span>
                  {a.undone ? (
                    <span className="text-fg-muted">Undone</span>
                  ) : (
                    <Button size="sm" variant="ghost" onClick={a.undo}>
                      Undo
                    </Button>
                  )}
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
