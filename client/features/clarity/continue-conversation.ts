import type { ClarityMessage, LatestConversation } from "#contracts/clarity";
import { api } from "../../lib/api";
import type { Resume } from "./use-clarity-chat";

/** The stored conversation as the chat holds it. */
export function resumeOf(conversation: NonNullable<LatestConversation["conversation"]>): Resume {
  return {
    id: conversation.id,
    roadmap: conversation.roadmap,
    messages: conversation.messages.map(
      (m): ClarityMessage => ({ id: m.id, role: m.role, parts: [{ type: "text", text: m.text }] }),
    ),
  };
}

/** This visitor's conversation from the last 24 h, or null (also when the request fails). */
export async function latestConversation(): Promise<Resume | null> {
  try {
    const res = await api.clarity.latest.$get();
    if (!res.ok) return null;
    const { conversation } = await res.json();
    return conversation ? resumeOf(conversation) : null;
  } catch {
    return null;
  }
}
