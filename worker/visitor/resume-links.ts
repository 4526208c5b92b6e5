import { retention } from "../../content/site";
import { answeredCount, copyOfDraft, type DraftCopy, readDraft } from "./draft";

/** How long an emailed link to finish the form works (/privacy and the email say so). */
export const RESUME_LINK_MS = retention.resumeLinkDays * 24 * 60 * 60 * 1000;

export type ResumeIssue =
  | { ok: true; nonce: string; expiresAt: number; answered: number }
  | { ok: false; reason: "no_draft" };

/** 16 random bytes, base64url. */
function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}

/** How many of the form's fields hold an answer in the stored draft (0 without one). */
const answeredFields = (sql: SqlStorage) => answeredCount(readDraft(sql));

/**
 * A new link's nonce, stored until `expiresAt`: only for a draft with at least one answer. How
 * many a visitor may ask for in a day is counted outside this object, where neither an erasure
 * nor a link opened or ended resets it (outbound/visitor-mail/resume-budget.ts).
 */
export function issueResumeLink(sql: SqlStorage, now: number): ResumeIssue {
  const answered = answeredFields(sql);
  if (answered === 0) return { ok: false, reason: "no_draft" };
  const nonce = newNonce();
  const expiresAt = now + RESUME_LINK_MS;
  sql.exec(
    "INSERT INTO resume_link (nonce, created_at, expires_at) VALUES (?, ?, ?)",
    nonce,
    now,
    expiresAt,
  );
  return { ok: true, nonce, expiresAt, answered };
}

/** A link that was never sent (the email failed, or a daily count of links was spent). */
export function revokeResumeLink(sql: SqlStorage, nonce: string): void {
  sql.exec("DELETE FROM resume_link WHERE nonce = ?", nonce);
}

/** Every link of the visitor ends: the form they were for has been sent. */
export function endResumeLinks(sql: SqlStorage): void {
  sql.exec("DELETE FROM resume_link");
}

/** Whether a link may open the draft: its nonce is stored and current, and there is a draft. */
export function resumeLinkAlive(sql: SqlStorage, nonce: string, now: number): boolean {
  const alive = sql
    .exec<{ n: number }>(
      "SELECT COUNT(*) AS n FROM resume_link WHERE nonce = ? AND expires_at > ?",
      nonce,
      now,
    )
    .one().n;
  return alive > 0 && answeredFields(sql) > 0;
}

/**
 * What an alive link hands to the opener's own visitor: a copy of the draft, never this visitor.
 * `spend`: the link is opened, which spends its nonce, so a link moves the draft to one browser
 * once (the sender keeps theirs); without it, the copy is only read, as while the opener is asked
 * whether to replace answers of their own.
 */
export function resumeLinkCopy(
  sql: SqlStorage,
  nonce: string,
  spend: boolean,
  now: number,
): DraftCopy | null {
  if (!resumeLinkAlive(sql, nonce, now)) return null;
  if (spend) revokeResumeLink(sql, nonce);
  return copyOfDraft(sql);
}
