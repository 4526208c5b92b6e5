import { isToolUIPart } from "ai";
import type { CrmMessage } from "#contracts/crm";
import { cn } from "../../lib/cn";
import { Markdown } from "../clarity/markdown";
import { type ActionRecord, type ToolPart, toolStatus } from "./assistant-history";
import type { CrmState } from "./crm-state";
import { UndoButton } from "./undo-button";

/** One tool call in the conversation: what it changed, with Undo, or why it was not applied. */
function ActionChip({ status, state }: { status: ReturnType<typeof toolStatus>; state: CrmState }) {
  if (status.status === "pending") return null;
  const rejected = status.status === "rejected";
  return (
    <div
      className={cn(
        "flex items-center justify-between gap-3 rounded-lg border px-3 py-2 text-xs",
        rejected ? "border-danger/40 bg-danger-soft" : "border-border bg-surface",
      )}
    >
      <span
        className={cn(
          "font-medium",
          status.status === "applied" && "text-success",
          status.status === "undone" && "text-fg-muted line-through",
          rejected && "text-danger",
        )}
      >
        {rejected ? `Not applied: ${status.message}` : `✓ ${status.message}`}
      </span>
      {status.status === "applied" && (
        <UndoButton onUndo={status.undo} staleBecause={status.staleIn(state)} />
      )}
      {status.status === "undone" && <span className="text-fg-muted">Undone</span>}
    </div>
  );
}

/** A turn of the conversation: its text as a bubble, then a chip per tool call, in order. */
export function AssistantMessage({
  message,
  actions,
  state,
}: {
  message: CrmMessage;
  actions: Readonly<Record<string, ActionRecord>>;
  /** The dashboard now: whether each Undo still fits. */
  state: CrmState;
}) {
  const user = message.role === "user";
  const text = message.parts.map((p) => (p.type === "text" ? p.text : "")).join("");
  const tools = message.parts.filter((p): p is ToolPart => isToolUIPart(p));
  if (!text.trim() && tools.length === 0) return null;
  return (
    <div
      data-message={message.role}
      className={cn("flex flex-col gap-2", user ? "items-end" : "items-start")}
    >
      {text.trim() && (
        <div
          className={cn(
            "max-w-[85%] rounded-2xl px-3.5 py-2 text-sm",
            user ? "bg-primary text-primary-fg" : "bg-surface-muted text-fg",
          )}
        >
          {user ? text : <Markdown text={text} />}
        </div>
      )}
      {tools.length > 0 && (
        <ul aria-label="Changes made by the assistant" className="w-full max-w-[85%] space-y-2">
          {tools.map((part) => (
            <li key={part.toolCallId}>
              <ActionChip status={toolStatus(part, actions)} state={state} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
