import type { UIMessage } from "ai";
import type { ClarityRequest } from "#contracts/clarity";
import type { PlainMessage } from "./roadmap";

export function messageText(message: UIMessage): string {
  return message.parts.map((p) => (p.type === "text" ? p.text : "")).join("");
}

/** The conversation as plain turns with text, for the roadmap. */
export function toPlain(messages: readonly UIMessage[]): PlainMessage[] {
  return messages
    .filter((m): m is UIMessage & { role: "user" | "assistant" } => m.role !== "system")
    .map((m) => ({ role: m.role, content: messageText(m) }))
    .filter((m) => m.content.trim().length > 0);
}

/**
 * POST /api/clarity's body: the chat id and the visitor's last message only — the Worker keeps
 * the conversation. A regenerate ("Try again") sends that same message again, which the Worker
 * recognises by its id. Null when there is no visitor message to send.
 */
export function clarityRequestOf(
  id: string,
  messages: readonly UIMessage[],
): ClarityRequest | null {
  const last = messages.findLast((m) => m.role === "user");
  if (!last) return null;
  const parts = last.parts.flatMap((p) =>
    p.type === "text" ? [{ type: "text" as const, text: p.text }] : [],
  );
  return { id, message: { id: last.id, role: "user", parts } };
}

/**
 * The thread without the visitor's last message (and anything after it), and that message's
 * text: a message the Worker refused goes back to the box instead of staying as if sent.
 */
export function withoutLastUserMessage<M extends UIMessage>(
  messages: readonly M[],
): {
  messages: M[];
  text: string;
} {
  const index = messages.findLastIndex((m) => m.role === "user");
  if (index === -1) return { messages: [...messages], text: "" };
  return { messages: messages.slice(0, index), text: messageText(messages[index]!) };
}
