/**
 * A visitor's Clarity conversations: the messages as the Worker recorded them, and beside each
 * conversation Clarity's memory of it (stored in the `facts` column), updated from each new
 * visitor message only (`learnFrom`: work linear in the message, not the conversation).
 */
import { learnFrom } from "../ai/memory/clarity-learn";
import { type ClarityMemory, emptyMemory } from "../ai/memory/clarity-memory";
import { mergeRoadmap, roadmapOf } from "../ai/memory/clarity-roadmap";
import type { ChatMessageRecord } from "../contracts/clarity";
import type { LeadConversation } from "../contracts/inbox";
import type { RoadmapFacts, RoadmapUpdate } from "../contracts/roadmap";
import { withSent } from "../lib/reply-hash";
import {
  conversationMemory,
  hasRoom,
  lastUserMessage,
  parseMemory,
  type VisitorMessage,
} from "./reply-plan";

type MessageRow = {
  seq: number;
  id: string;
  role: "user" | "assistant";
  text: string;
  at: number;
};

/** The id of a reply, which the stored reply and the streamed message share. */
export const newReplyId = () => `msg_${crypto.randomUUID().replaceAll("-", "")}`;

/** A stored visitor message and its reserved reply, or a conversation with no room left. */
export type ReplyBegun = { ok: true; replyId: string } | { ok: false; reason: "full" };

/**
 * Records the visitor's message and reserves the reply's place (`replyId`, which the stream
 * already carries), so a reply stored late (after Stop) never lands after a newer message. The
 * same message sent again (same id, "Try again") is not stored twice: its earlier reply, if any,
 * is replaced. The memory learns from the message here, as `planReply` foresaw.
 */
export function beginReply(
  sql: SqlStorage,
  chatId: string,
  message: VisitorMessage,
  replyId: string,
  now: number,
): ReplyBegun {
  let memory = conversationMemory(sql, chatId);
  if (!memory) {
    memory = emptyMemory();
    sql.exec(
      "INSERT INTO conversation (id, facts, created_at, updated_at) VALUES (?, '{}', ?, ?)",
      chatId,
      now,
      now,
    );
  }
  const last = lastUserMessage(sql, chatId);
  let seq: number;
  if (last.id === message.id) {
    sql.exec("DELETE FROM message WHERE conversation_id = ? AND seq > ?", chatId, last.seq);
    seq = last.seq + 1;
  } else {
    if (!hasRoom(sql, chatId)) return { ok: false, reason: "full" };
    const { top } = sql
      .exec<{ top: number | null }>(
        "SELECT MAX(seq) AS top FROM message WHERE conversation_id = ?",
        chatId,
      )
      .one();
    seq = (top ?? -1) + 1;
    sql.exec(
      "INSERT INTO message (conversation_id, seq, id, role, text, at) VALUES (?, ?, ?, 'user', ?, ?)",
      chatId,
      seq,
      message.id,
      message.text,
      now,
    );
    memory = learnFrom(memory, message.text, now);
    seq += 1;
  }
  sql.exec(
    "INSERT INTO message (conversation_id, seq, id, role, text, at) VALUES (?, ?, ?, 'assistant', '', ?)",
    chatId,
    seq,
    replyId,
    now,
  );
  sql.exec(
    "UPDATE conversation SET facts = ?, updated_at = ?, message_count = (SELECT COUNT(*) FROM message WHERE conversation_id = ?) WHERE id = ?",
    JSON.stringify(memory),
    now,
    chatId,
    chatId,
  );
  return { ok: true, replyId };
}

/** Stores the reply the Worker produced (partial when the visitor pressed Stop). */
export function saveReply(
  sql: SqlStorage,
  chatId: string,
  replyId: string,
  text: string,
  now: number,
): void {
  if (text.trim()) {
    sql.exec(
      "UPDATE message SET text = ?, at = ? WHERE conversation_id = ? AND id = ?",
      text,
      now,
      chatId,
      replyId,
    );
    // Its fingerprint joins the memory: the built-in engine never sends the same reply twice.
    const memory = conversationMemory(sql, chatId);
    if (memory)
      sql.exec(
        "UPDATE conversation SET facts = ? WHERE id = ?",
        JSON.stringify({ ...memory, sent: withSent(memory.sent, text) }),
        chatId,
      );
  } else {
    sql.exec("DELETE FROM message WHERE conversation_id = ? AND id = ?", chatId, replyId);
  }
  sql.exec("UPDATE conversation SET updated_at = ? WHERE id = ?", now, chatId);
}

/** Every conversation of the visitor, oldest first, in its latest state (for a lead). */
export function allConversations(
  sql: SqlStorage,
): (LeadConversation & { memory: ClarityMemory; updatedAt: number })[] {
  const conversations = sql
    .exec<{ id: string; facts: string; updated_at: number }>(
      "SELECT id, facts, updated_at FROM conversation ORDER BY created_at, id",
    )
    .toArray();
  return conversations.map((c) => {
    const memory = parseMemory(c.facts);
    const messages = sql
      .exec<MessageRow>(
        "SELECT seq, id, role, text, at FROM message WHERE conversation_id = ? AND text != '' ORDER BY seq",
        c.id,
      )
      .toArray()
      .map(
        (m): ChatMessageRecord => ({
          id: m.id,
          role: m.role,
          text: m.text,
          at: new Date(m.at).toISOString(),
        }),
      );
    const first = messages.find((m) => m.role === "user")?.text ?? null;
    return {
      id: c.id,
      projectType: roadmapOf(memory).project ?? (first ? first.slice(0, 120) : null),
      messages,
      omittedMessages: 0,
      memory,
      updatedAt: c.updated_at,
    };
  });
}

/** A hosted model's `update_roadmap`, merged into the stored memory; the whole roadmap after it. */
export function updateRoadmap(
  sql: SqlStorage,
  chatId: string,
  update: RoadmapUpdate,
  now: number,
): RoadmapFacts {
  const memory = mergeRoadmap(conversationMemory(sql, chatId) ?? emptyMemory(), update);
  sql.exec(
    "UPDATE conversation SET facts = ?, updated_at = ? WHERE id = ?",
    JSON.stringify(memory),
    now,
    chatId,
  );
  return roadmapOf(memory);
}

/** The visitor's newest conversation changed since `since`, with its messages and roadmap. */
export function latestConversation(
  sql: SqlStorage,
  since: number,
): { id: string; messages: ChatMessageRecord[]; roadmap: RoadmapFacts; updatedAt: string } | null {
  const row = sql
    .exec<{ id: string; facts: string; updated_at: number }>(
      "SELECT id, facts, updated_at FROM conversation WHERE updated_at >= ? ORDER BY updated_at DESC LIMIT 1",
      since,
    )
    .toArray()[0];
  if (!row) return null;
  const messages = sql
    .exec<MessageRow>(
      "SELECT seq, id, role, text, at FROM message WHERE conversation_id = ? AND text != '' ORDER BY seq",
      row.id,
    )
    .toArray()
    .map((m) => ({ id: m.id, role: m.role, text: m.text, at: new Date(m.at).toISOString() }));
  if (!messages.length) return null;
  return {
    id: row.id,
    messages,
    roadmap: roadmapOf(parseMemory(row.facts)),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}
