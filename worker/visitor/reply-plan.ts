/**
 * What the reply to a new visitor message starts from, read without writing (docs/decisions/020):
 * the model's window with the new message in it, and the memory as it will be once the message is
 * stored. The route reads it beside the rate-limit check and stores the message (`beginReply`)
 * while the model already answers.
 */
import { learnFrom } from "../ai/memory/clarity-learn";
import { type ClarityMemory, emptyMemory, memoryOf } from "../ai/memory/clarity-memory";
import { type Turn, windowTurns } from "../ai/window";
import { CLARITY_MAX_MESSAGES } from "../contracts/clarity";

export type ReplyPlan =
  | { ok: true; window: Turn[]; memory: ClarityMemory }
  | { ok: false; reason: "full" };

/** Memory as stored (JSON of any earlier shape) in today's shape. */
export const parseMemory = (json: string): ClarityMemory => memoryOf(JSON.parse(json));

/** The conversation's memory; null before its first message. */
export function conversationMemory(sql: SqlStorage, chatId: string): ClarityMemory | null {
  const row = sql
    .exec<{ facts: string }>("SELECT facts FROM conversation WHERE id = ?", chatId)
    .toArray()[0];
  return row ? parseMemory(row.facts) : null;
}

/** A visitor message as the chat route has it. */
export interface VisitorMessage {
  id: string;
  text: string;
}

/** The reply to the first message of a conversation (or of a visitor with nothing stored). */
export function firstReplyPlan(message: VisitorMessage, now: number): ReplyPlan {
  return {
    ok: true,
    window: [{ role: "user", content: message.text }],
    memory: learnFrom(emptyMemory(), message.text, now),
  };
}

/** The newest user message of a conversation (a message sent again has its id: "Try again"). */
export function lastUserMessage(sql: SqlStorage, chatId: string): { seq: number; id: string } {
  return (
    sql
      .exec<{ seq: number; id: string }>(
        "SELECT seq, id FROM message WHERE conversation_id = ? AND role = 'user' ORDER BY seq DESC LIMIT 1",
        chatId,
      )
      .toArray()[0] ?? { seq: -1, id: "" }
  );
}

/** Whether a conversation has room for one more exchange. */
export function hasRoom(sql: SqlStorage, chatId: string): boolean {
  const { n } = sql
    .exec<{ n: number }>(
      "SELECT COUNT(*) AS n FROM message WHERE conversation_id = ? AND text != ''",
      chatId,
    )
    .one();
  return n + 2 <= CLARITY_MAX_MESSAGES;
}

/** The plan of a reply to `message` in the stored conversation `chatId`; reads only. */
export function planReply(
  sql: SqlStorage,
  chatId: string,
  message: VisitorMessage,
  now: number,
): ReplyPlan {
  const memory = conversationMemory(sql, chatId);
  if (!memory) return firstReplyPlan(message, now);
  const last = lastUserMessage(sql, chatId);
  if (last.id === message.id) {
    return { ok: true, window: modelWindow(sql, chatId, null, last.seq), memory };
  }
  if (!hasRoom(sql, chatId)) return { ok: false, reason: "full" };
  const newest: Turn = { role: "user", content: message.text };
  return {
    ok: true,
    window: modelWindow(sql, chatId, newest),
    memory: learnFrom(memory, message.text, now),
  };
}

/**
 * The conversation as the model sees it (`windowTurns`), read from the newest message back:
 * the stored messages up to `upTo`, then `newest` when it is not stored yet.
 */
function modelWindow(
  sql: SqlStorage,
  chatId: string,
  newest: Turn | null,
  upTo = Number.MAX_SAFE_INTEGER,
): Turn[] {
  type Row = { role: Turn["role"]; content: string };
  const stored = "FROM message WHERE conversation_id = ? AND text != '' AND seq <= ?";
  const first = sql
    .exec<Row & { seq: number }>(
      `SELECT seq, role, text AS content ${stored} ORDER BY seq LIMIT 1`,
      chatId,
      upTo,
    )
    .toArray()[0];
  if (!first) return newest ? [newest] : [];
  const later = sql.exec<Row>(
    `SELECT role, text AS content ${stored} AND seq > ? ORDER BY seq DESC`,
    chatId,
    upTo,
    first.seq,
  );
  return windowTurns({ role: first.role, content: first.content }, withNewest(newest, later));
}

function* withNewest(newest: Turn | null, older: Iterable<Turn>): Iterable<Turn> {
  if (newest) yield newest;
  yield* older;
}
