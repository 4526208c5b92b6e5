import { emailPattern } from "../ai/offline/clarity-extract";
import type { ChatTranscript } from "../contracts/transcript";

/** How long a conversation stays quiet before its chat lead goes out. */
export const CHAT_LEAD_QUIET_MS = 2 * 60 * 1000;

/** The first address the visitor typed in the conversation, lower-cased. */
export function visitorEmail(transcript: ChatTranscript): string | null {
  for (const m of transcript.messages) {
    if (m.role !== "user") continue;
    const hit = emailPattern.exec(m.content);
    if (hit) return hit[0].toLowerCase();
  }
  return null;
}

/**
 * A Clarity conversation in which the visitor gave an email address is a lead, even if the
 * contact form is never sent: Clarity has promised them a roadmap. One lead per visitor and
 * address (`kind = 'chat'`). Its delivery waits until the conversation has been quiet for
 * `quietMs` and carries the newest transcript, so sales get one message, not one per reply.
 * Messages after a delivery queue one more delivery of the same lead.
 *
 * Returns when the delivery is due, or null when the conversation holds no address.
 */
export function queueChatLead(
  sql: SqlStorage,
  transcript: ChatTranscript,
  now: number,
  quietMs: number,
): number | null {
  const email = visitorEmail(transcript);
  if (!email) return null;
  const key = `chat:${email}`;
  const existing = sql
    .exec<{ id: string }>("SELECT id FROM lead WHERE submission_key = ?", key)
    .toArray()[0];
  const leadId = existing?.id ?? `lead_${crypto.randomUUID()}`;
  if (existing) {
    sql.exec("UPDATE lead SET transcripts = ? WHERE id = ?", JSON.stringify([transcript]), leadId);
  } else {
    sql.exec(
      "INSERT INTO lead (id, submission_key, contact, draft, transcripts, created_at, kind) VALUES (?, ?, ?, '{}', ?, ?, 'chat')",
      leadId,
      key,
      JSON.stringify({ email }),
      JSON.stringify([transcript]),
      now,
    );
  }
  const payload = JSON.stringify({
    kind: "chat",
    leadId,
    updatedAt: new Date(now).toISOString(),
    email,
    projectType: transcript.projectType,
    messages: transcript.messages,
  });
  const due = now + quietMs;
  // A delivery not yet tried takes the newer conversation and waits again.
  const waiting = sql
    .exec<{ id: number }>(
      "SELECT id FROM outbox WHERE lead_id = ? AND status = 'pending' AND attempts = 0",
      leadId,
    )
    .toArray()[0];
  if (waiting) {
    sql.exec(
      "UPDATE outbox SET payload = ?, next_attempt_at = ? WHERE id = ?",
      payload,
      due,
      waiting.id,
    );
    return due;
  }
  const { sent } = sql
    .exec<{ sent: number }>("SELECT COUNT(*) AS sent FROM outbox WHERE lead_id = ?", leadId)
    .one();
  sql.exec(
    "INSERT INTO outbox (lead_id, target, idempotency_key, payload, next_attempt_at, created_at) VALUES (?, 'webhook', ?, ?, ?, ?)",
    leadId,
    sent === 0 ? leadId : `${leadId}#${sent + 1}`,
    payload,
    due,
    now,
  );
  return due;
}
