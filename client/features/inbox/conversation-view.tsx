import { lazy, Suspense } from "react";
import type { LeadConversation } from "#contracts/inbox";
import { cn } from "../../lib/cn";
import { fullDate, timeOfDay } from "./lead-format";

/**
 * The chat's Markdown renderer, loaded when a conversation is shown rather than with the page:
 * the card's first load stays without react-markdown; the text shows plain until it is there.
 */
const Markdown = lazy(() => import("../clarity/markdown").then((m) => ({ default: m.Markdown })));

/**
 * One Clarity conversation as the visitor saw it: their messages on the right, Clarity's on the
 * left (Markdown, rendered as in the chat: raw HTML skipped).
 */
export function ConversationView({
  conversation,
  headingId,
}: {
  conversation: LeadConversation;
  headingId: string;
}) {
  const { messages, omittedMessages, projectType } = conversation;
  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-border">
      <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-border px-4 py-3">
        <h3 id={headingId} className="font-semibold">
          {projectType ? `${projectType} conversation` : "Conversation"}
        </h3>
        <p className="text-xs text-fg-muted">
          {messages.length} {messages.length === 1 ? "message" : "messages"}
          {messages[0] && ` · started ${fullDate(messages[0].at)}`}
        </p>
      </header>
      {omittedMessages > 0 && (
        <p className="border-b border-border bg-surface-muted px-4 py-2 text-center text-xs text-fg-muted">
          {omittedMessages} earlier {omittedMessages === 1 ? "message" : "messages"} not included
        </p>
      )}
      <ol className="space-y-3 px-3 py-4 sm:px-4">
        {messages.map((m) => (
          <li
            key={m.id}
            className={cn("flex flex-col", m.role === "user" ? "items-end" : "items-start")}
          >
            <div
              className={cn(
                "max-w-[88%] min-w-0 rounded-2xl px-4 py-2.5 text-sm leading-relaxed wrap-anywhere",
                m.role === "user"
                  ? "rounded-br-md bg-primary text-primary-fg whitespace-pre-wrap"
                  : "rounded-bl-md border border-border bg-surface-muted text-fg",
              )}
            >
              <span className="sr-only">{m.role === "user" ? "Visitor: " : "Clarity: "}</span>
              {m.role === "user" ? (
                m.text
              ) : (
                <Suspense fallback={<p className="whitespace-pre-wrap">{m.text}</p>}>
                  <Markdown text={m.text} />
                </Suspense>
              )}
            </div>
            <time
              dateTime={m.at}
              title={fullDate(m.at)}
              className="mt-1 px-1 text-xs text-fg-muted"
            >
              {timeOfDay(m.at)}
            </time>
          </li>
        ))}
      </ol>
    </article>
  );
}
