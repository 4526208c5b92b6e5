import type { Touch } from "../contracts/attribution";
import { type ContactDraft, emptyDraft } from "../contracts/contact";
import type { FunnelStep } from "../contracts/funnel";
import { draftProgress } from "./progress";
import { noteTouch } from "./touch";

/** The contact form in progress (empty lists when there is none). */
export function readDraft(sql: SqlStorage): ContactDraft {
  const row = sql.exec<{ data: string }>("SELECT data FROM draft WHERE id = 1").toArray()[0];
  return row ? (JSON.parse(row.data) as ContactDraft) : emptyDraft();
}

/**
 * Stores the form as the browser has it, with the call's touch; returns the funnel steps it
 * reached for the first time (docs/decisions/026).
 */
export function storeDraft(
  sql: SqlStorage,
  draft: ContactDraft,
  touch: Touch | null | undefined,
  now: number,
): FunnelStep[] {
  sql.exec(
    "INSERT INTO draft (id, data, updated_at) VALUES (1, ?, ?) ON CONFLICT(id) DO UPDATE SET data = excluded.data, updated_at = excluded.updated_at",
    JSON.stringify(draft),
    now,
  );
  noteTouch(sql, touch, now);
  return draftProgress(sql, draft);
}
