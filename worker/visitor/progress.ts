import { roadmapOf } from "../ai/memory/clarity-roadmap";
import { type ContactDraft, contactFields } from "../contracts/contact";
import { type FunnelStep, questionStep } from "../contracts/funnel";
import { upsertChatLead } from "./leads";
import { conversationMemory } from "./reply-plan";
import { keepLeadTouch } from "./touch";

/**
 * How far the visitor got, for the funnel's counts (docs/decisions/026): each step a draft or a
 * conversation reaches is reported once, the first time it is stored. The draft's and each
 * conversation's row keep a bitmask of the steps already reported.
 */

const REVIEW_BIT = 1 << contactFields.length;
const FIRST_ANSWER_BIT = REVIEW_BIT << 1;
const required = contactFields.filter((f) => f !== "note");

/** Steps bit by bit, and which of them are newly set in `now` compared with `before`. */
function newly<S extends FunnelStep>(bits: readonly [number, S][], before: number, now: number) {
  return bits.filter(([bit]) => now & bit && !(before & bit)).map(([, step]) => step);
}

const draftBits: [number, FunnelStep][] = [
  [FIRST_ANSWER_BIT, "try_first_answer"],
  ...contactFields.map((f, i): [number, FunnelStep] => [1 << i, questionStep(f)]),
  [REVIEW_BIT, "try_review"],
];

/**
 * The draft as just stored: every question answered for the first time, the first answer of
 * all, and review once the four required questions have answers. A value removed in review and
 * given again is not counted twice. Call after the draft's row is written.
 */
export function draftProgress(sql: SqlStorage, draft: ContactDraft): FunnelStep[] {
  const before =
    sql.exec<{ answered: number }>("SELECT answered FROM draft WHERE id = 1").toArray()[0]
      ?.answered ?? 0;
  let now = before;
  contactFields.forEach((f, i) => {
    if (draft[f].length > 0) now |= (1 << i) | FIRST_ANSWER_BIT;
  });
  if (required.every((f) => draft[f].length > 0)) now |= REVIEW_BIT;
  if (now === before) return [];
  sql.exec("UPDATE draft SET answered = ? WHERE id = 1", now);
  return newly(draftBits, before, now);
}

const chatBits: [number, FunnelStep][] = [
  [1, "chat_started"],
  [2, "chat_exchanges"],
  [4, "chat_roadmap"],
  [8, "chat_email"],
  [16, "chat_lead"],
];
/** Exchanges (a visitor message and Clarity's stored reply) a chat must reach to be counted. */
export const EXCHANGES_COUNTED = 3;

/**
 * The conversation as just stored: started (its first message), three exchanges, a roadmap with
 * project, company size and timeline, an email address given, and a lead it made
 * (`madeLead`: a new chat lead came from this conversation).
 */
export function chatProgress(sql: SqlStorage, chatId: string, madeLead = false): FunnelStep[] {
  const row = sql
    .exec<{ milestones: number }>("SELECT milestones FROM conversation WHERE id = ?", chatId)
    .toArray()[0];
  const memory = conversationMemory(sql, chatId);
  if (!row || !memory) return [];
  const { replies } = sql
    .exec<{ replies: number }>(
      "SELECT COUNT(*) AS replies FROM message WHERE conversation_id = ? AND role = 'assistant' AND text != ''",
      chatId,
    )
    .one();
  const roadmap = roadmapOf(memory);
  let now = row.milestones | 1;
  if (replies >= EXCHANGES_COUNTED) now |= 2;
  if (roadmap.project && roadmap.companySize && roadmap.timeline) now |= 4;
  if (memory.email) now |= 8;
  if (madeLead) now |= 16;
  if (now === row.milestones) return [];
  sql.exec("UPDATE conversation SET milestones = ? WHERE id = ?", now, chatId);
  return newly(chatBits, row.milestones, now);
}

/** How many chat leads the visitor has (to tell whether a reply made a new one). */
const chatLeadCount = (sql: SqlStorage) =>
  sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM lead WHERE kind = 'chat'").one().n;

/**
 * After a reply is stored: a conversation holding the visitor's email address is a chat lead
 * (a new one keeps the visitor's touches); returns the steps the conversation reached.
 */
export function chatLeadFrom(sql: SqlStorage, chatId: string, now: number): FunnelStep[] {
  const email = conversationMemory(sql, chatId)?.email;
  const before = chatLeadCount(sql);
  if (email) keepLeadTouch(sql, upsertChatLead(sql, email, now));
  return chatProgress(sql, chatId, chatLeadCount(sql) > before);
}
