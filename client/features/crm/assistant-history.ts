import { getToolName, isToolUIPart } from "ai";
import type { AssistantContext, CrmAssistantRequest, CrmMessage } from "#contracts/crm";
import { MAX_MESSAGE_CHARS } from "#contracts/message-limit";
import { invalidReason } from "./apply-tool-call";
import type { CrmState } from "./crm-state";

/** What became of one tool call in the browser. */
export type ActionRecord =
  | {
      status: "applied";
      message: string;
      undo: () => void;
      /** Why Undo no longer fits the dashboard; `undefined` while it does. */
      staleIn: (state: CrmState) => string | undefined;
    }
  | { status: "undone"; message: string }
  | { status: "rejected"; message: string };

export type ToolPart = Extract<CrmMessage["parts"][number], { toolCallId: string }>;

/**
 * What the assistant is told of the dashboard (`assistantContext`): all opportunities and the 5
 * most recent activities.
 */
export function contextOf(state: CrmState): AssistantContext {
  return {
    opportunities: state.opportunities,
    recentActivities: state.activities
      .slice(0, 5)
      .map(({ type, contact, subject }) => ({ type, contact, subject })),
  };
}

/**
 * The status of a tool part: the browser's record when it handled the call; a call the Worker
 * rejected (input failing the schema) never reaches onToolCall, so it is explained from its input.
 */
export function toolStatus(
  part: ToolPart,
  actions: Readonly<Record<string, ActionRecord>>,
): ActionRecord | { status: "pending" } {
  const known = actions[part.toolCallId];
  if (known) return known;
  if (part.state === "output-error")
    return { status: "rejected", message: invalidReason(getToolName(part), part.input) };
  return { status: "pending" };
}

const MAX_MESSAGES = 40;

function noteOf(status: ReturnType<typeof toolStatus>): string {
  switch (status.status) {
    case "applied":
      return `[Done: ${status.message}]`;
    case "undone":
      return `[Done, then undone by the user: ${status.message}]`;
    case "rejected":
      return `[Not applied: ${status.message}]`;
    case "pending":
      return "";
  }
}

/**
 * The conversation as the contract's plain turns. What each tool call did is written into the
 * assistant's turn, so a hosted model knows what was applied, undone or refused.
 */
export function historyOf(
  messages: readonly CrmMessage[],
  actions: Readonly<Record<string, ActionRecord>>,
): CrmAssistantRequest["messages"] {
  return messages
    .filter((m) => m.role === "user" || m.role === "assistant")
    .map((m) => ({
      role: m.role as "user" | "assistant",
      content: m.parts
        .map((p) =>
          p.type === "text" ? p.text : isToolUIPart(p) ? noteOf(toolStatus(p, actions)) : "",
        )
        .filter(Boolean)
        .join("\n")
        .trim()
        .slice(0, MAX_MESSAGE_CHARS),
    }))
    .filter((m) => m.content)
    .slice(-MAX_MESSAGES);
}
