import { MODEL_WINDOW_CHARS } from "../ai/window";
import { type ChatMessageRecord, CLARITY_MAX_MESSAGES } from "../contracts/clarity";
import type { LeadConversation } from "../contracts/inbox";
import type { RoadmapFacts, RoadmapUpdate } from "../contracts/roadmap";
import {
  type ConversationFacts,
  learnFrom,
  mergeRoadmap,
  noFacts,
  parseFacts,
  roadmapOf,
} from "./conversation-facts";

export interface ModelTurn {
  role: "user" | "assistant";
  text: string;
}

export type TurnStart =
  | { ok: true; replyId: string; window: ModelTurn[]; facts: ConversationFacts }
  | { ok: false; reason: "full" };

type MessageRow = {
  seq: number;
  id: string;
  role: "user" | "assistant";
  text: string;
  at: number;
};

const newReplyId = () => `msg_${crypto.randomUUID().replaceAll("-", "")}`;

function readFacts(sql: SqlStorage, chatId: string): ConversationFacts | null {
  const row = sql
    .exec<{ facts: string }>("SELECT facts FROM conversation WHERE id = ?", chatId)
    .toArray()[0];
  return row ? parseFacts(row.facts) : null;
}

/**
 * Records the visitor's message and reserves the reply's place, so a reply stored late (after
 * Stop) never lands after a newer message. The same message sent again (same id, "Try again")
 * is not stored twice: its earlier reply, if any, is replaced.
 */
export function beginTurn(
  sql: SqlStorage,
  chatId: string,
  message: { id: string; text: string },
  now: number,
): TurnStart {
  let facts = readFacts(sql, chatId);
  if (!facts) {
    facts = noFacts();
    sql.exec(
      "INSERT INTO conversation (id, facts, created_at, updated_at) VALUES (?, '{}', ?, ?)",
      chatId,
      now,
      now,
    );
  }
  const last = sql
    .exec<{ seq: number; id: string }>(
      "SELECT seq, id FROM message WHERE conversation_id = ? AND role = 'user' ORDER BY seq DESC LIMIT 1",
      chatId,
    )
    .toArray()[0];
  const { top } = sql
    .exec<{ top: number | null }>(
      "SELECT MAX(seq) AS top FROM message WHERE conversation_id = ?",
      chatId,
    )
    .one();
  let seq: number;
  if (last?.id === message.id) {
    sql.exec("DELETE FROM message WHERE conversation_id = ? AND seq > ?", chatId, last.seq);
    seq = last.seq + 1;
  } else {
    const { n } = sql
      .exec<{ n: number }>(
        "SELECT COUNT(*) AS n FROM message WHERE conversation_id = ? AND text != ''",
        chatId,
      )
      .one();
    if (n + 2 > CLARITY_MAX_MESSAGES) return { ok: false, reason: "full" };
    seq = (top ?? -1) + 1;
    sql.exec(
      "INSERT INTO message (conversation_id, seq, id, role, text, at) VALUES (?, ?, ?, 'user', ?, ?)",
      chatId,
      seq,
      message.id,
      message.text,
      now,
    );
    facts = learnFrom(facts, message.text, now);
    seq += 1;
  }
  const replyId = newReplyId();
  sql.exec(
    "INSERT INTO message (conversation_id, seq, id, role, text, at) VALUES (?, ?, ?, 'assistant', '', ?)",
    chatId,
    seq,
    replyId,
    now,
  );
  sql.exec(
    "UPDATE conversation SET facts = ?, updated_at = ?, message_count = (SELECT COUNT(*) FROM message WHERE conversation_id = ?) WHERE id = ?",
    JSON.stringify(facts),
    now,
    chatId,
    chatId,
  );
  return { ok: true, replyId, window: modelWindow(sql, chatId), facts };
}

/** The first message and the newest ones that fit MODEL_WINDOW_CHARS, oldest first. */
export function modelWindow(
  sql: SqlStorage,
  chatId: string,
  budget = MODEL_WINDOW_CHARS,
): ModelTurn[] {
  const rows = sql.exec<MessageRow>(
    "SELECT seq, role, text FROM message WHERE conversation_id = ? AND text != '' ORDER BY seq DESC",
    chatId,
  );
  const first = sql
    .exec<MessageRow>(
      "SELECT seq, role, text FROM message WHERE conversation_id = ? AND text != '' ORDER BY seq LIMIT 1",
      chatId,
    )
    .toArray()[0];
  const picked: MessageRow[] = [];
  let used = first ? first.text.length : 0;
  for (const row of rows) {
    if (row.seq === first?.seq) break;
    if (picked.length > 0 && used + row.text.length > budget) break;
    picked.push(row);
    used += row.text.length;
  }
  if (first) picked.push(first);
  return picked.reverse().map(({ role, text }) => ({ role, text }));
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
  } else {
    sql.exec("DELETE FROM message WHERE conversation_id = ? AND id = ?", chatId, replyId);
  }
  sql.exec("UPDATE conversation SET updated_at = ? WHERE id = ?", now, chatId);
}

export function conversationFacts(sql: SqlStorage, chatId: string): ConversationFacts | null {
  return readFacts(sql, chatId);
}

/** Every conversation of the visitor, oldest first, in its latest state (for a lead). */
export function allConversations(
  sql: SqlStorage,
): (LeadConversation & { facts: ConversationFacts; updatedAt: number })[] {
  const conversations = sql
    .exec<{ id: string; facts: string; updated_at: number }>(
      "SELECT id, facts, updated_at FROM conversation ORDER BY created_at, id",
    )
    .toArray();
  return conversations.map((c) => {
    const facts = parseFacts(c.facts);
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
      projectType: roadmapOf(facts).project ?? (first ? first.slice(0, 120) : null),
      messages,
      omittedMessages: 0,
      facts,
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
  const facts = mergeRoadmap(readFacts(sql, chatId) ?? noFacts(), update);
  sql.exec(
    "UPDATE conversation SET facts = ?, updated_at = ? WHERE id = ?",
    JSON.stringify(facts),
    now,
    chatId,
  );
  return roadmapOf(facts);
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
    roadmap: roadmapOf(parseFacts(row.facts)),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}
