import { DurableObject } from "cloudflare:workers";
import type { ChatTranscript, StoredTranscript } from "../contracts/transcript";
import { migrate } from "./schema";

/**
 * One object per visitor (see ARCHITECTURE.md): Clarity transcripts, the contact-form draft,
 * submitted leads and their delivery outbox, in the object's own SQLite database.
 */
export class Visitor extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.blockConcurrencyWhile(async () => migrate(ctx.storage.sql));
  }

  /** Stores a Clarity conversation snapshot for sales. */
  saveTranscript(transcript: ChatTranscript): { id: number } {
    const row = this.ctx.storage.sql
      .exec<{ id: number }>(
        "INSERT INTO chat (project_type, messages, created_at) VALUES (?, ?, ?) RETURNING id",
        transcript.projectType,
        JSON.stringify(transcript.messages),
        Date.now(),
      )
      .one();
    return { id: row.id };
  }

  /** Every stored transcript, oldest first. */
  transcripts(): StoredTranscript[] {
    return this.ctx.storage.sql
      .exec<{ id: number; project_type: string; messages: string; created_at: number }>(
        "SELECT id, project_type, messages, created_at FROM chat ORDER BY id",
      )
      .toArray()
      .map((r) => ({
        id: r.id,
        projectType: r.project_type,
        messages: JSON.parse(r.messages),
        createdAt: r.created_at,
      }));
  }
}
