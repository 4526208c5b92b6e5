import { useEffect, useRef } from "react";
import type { ClarityMessage } from "#contracts/clarity";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { cn } from "../../lib/cn";
import { messageText } from "./chat-messages";
import { Markdown } from "./markdown";

/**
 * The conversation: visitor on the right, Clarity on the left; follows the newest message. After a
 * failed request (the toast says why) a "Try again" row asks for the reply once more.
 */
export function ChatThread({
  messages,
  waiting,
  onRetry,
}: {
  messages: ClarityMessage[];
  waiting: boolean;
  onRetry?: () => void;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const shown = messages.filter((m) => m.role !== "system" && messageText(m).length > 0);
  const lastText = shown.length ? messageText(shown[shown.length - 1]!) : "";

  // Re-runs as the newest message grows while streaming (lastText), not only on new messages.
  // biome-ignore lint/correctness/useExhaustiveDependencies: lastText is the intended trigger
  useEffect(() => {
    const el = scroller.current;
    if (!el || shown.length < 2) return;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    el.scrollTo({ top: el.scrollHeight, behavior: reduce ? "auto" : "smooth" });
  }, [shown.length, lastText, onRetry]);

  return (
    <div
      ref={scroller}
      role="log"
      aria-label="Conversation with Clarity"
      aria-live="polite"
      // Focusable so keyboard users can scroll the conversation.
      tabIndex={0}
      className="min-h-0 flex-1 space-y-4 overflow-y-auto px-4 py-5 sm:px-6"
    >
      {shown.map((m) => (
        <div key={m.id} className={cn("flex", m.role === "user" ? "justify-end" : "justify-start")}>
          <div
            className={cn(
              // relative: the visually hidden label is positioned inside the bubble, not at the
              // page's scroll height (it made the page scroll far past the footer).
              "relative max-w-[85%] rounded-2xl px-4 py-2.5 text-[0.95rem] leading-relaxed",
              m.role === "user"
                ? "rounded-br-md bg-primary text-primary-fg whitespace-pre-wrap"
                : "rounded-bl-md border border-border bg-surface-muted text-fg",
            )}
          >
            <span className="sr-only">{m.role === "user" ? "You: " : "Clarity: "}</span>
            {m.role === "user" ? messageText(m) : <Markdown text={messageText(m)} />}
          </div>
        </div>
      ))}
      {onRetry && (
        <div className="flex justify-start">
          <div className="flex max-w-[85%] flex-wrap items-center gap-x-3 gap-y-2 rounded-2xl rounded-bl-md border border-danger/40 bg-danger-soft px-4 py-2.5 text-sm text-fg">
            <span>Clarity couldn't reply.</span>
            <Button variant="secondary" size="sm" onClick={onRetry}>
              Try again
            </Button>
          </div>
        </div>
      )}
      {waiting && (
        <div className="flex justify-start">
          <div className="rounded-2xl rounded-bl-md border border-border bg-surface-muted px-4 py-3 text-fg-muted">
            <Spinner label="Clarity is thinking" />
          </div>
        </div>
      )}
    </div>
  );
}
