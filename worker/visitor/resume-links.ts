import { retention } from "../../content/site";
import { RESUME_LINKS_PER_VISITOR_PER_DAY } from "../contracts/resume-link";

/** How long an emailed link to finish the form works (/privacy and the email say so). */
export const RESUME_LINK_MS = retention.resumeLinkDays * 24 * 60 * 60 * 1000;

export type ResumeIssue =
  | { ok: true; nonce: string; expiresAt: number; answered: number }
  | { ok: false; reason: "no_draft" | "visitor_limit" };

const startOfUtcDay = (now: number) => now - (now % (24 * 60 * 60 * 1000));

/** 16 random bytes, base64url. */
function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}

/** How many of the form's fields hold an answer in the stored draft (0 without one). */
function answeredFields(sql: SqlStorage): number {
  const row = sql.exec<{ data: string }>("SELECT data FROM draft WHERE id = 1").toArray()[0];
  if (!row) return 0;
  const draft = JSON.parse(row.data) as Record<string, unknown[]>;
  return Object.values(draft).filter((values) => Array.isArray(values) && values.length > 0).length;
}

/**
 * A new link's nonce, stored until `expiresAt`: only for a draft with at least one answer, and
 * at most RESUME_LINKS_PER_VISITOR_PER_DAY a UTC day.
 */
export function issueResumeLink(sql: SqlStorage, now: number): ResumeIssue {
  const answered = answeredFields(sql);
  if (answered === 0) return { ok: false, reason: "no_draft" };
  const { today } = sql
    .exec<{ today: number }>(
      "SELECT COUNT(*) AS today FROM resume_link WHERE created_at >= ?",
      startOfUtcDay(now),
    )
    .one();
  if (today >= RESUME_LINKS_PER_VISITOR_PER_DAY) return { ok: false, reason: "visitor_limit" };
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

/** A link that was never sent (the email failed, or the recipient had had enough for the day). */
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
