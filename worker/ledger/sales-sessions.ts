/**
 * Inbox sign-ins, one row each, in the ledger (README "Leads"). The browser holds only the
 * row's random id (in a cookie signed with a key derived from SALES_TOKEN); a session is valid
 * while its row exists, has not expired and was opened with the token in force. Signing out
 * deletes the row; a changed SALES_TOKEN deletes every row opened with another.
 */

const newSessionId = () =>
  [...crypto.getRandomValues(new Uint8Array(32))]
    .map((b) => b.toString(16).padStart(2, "0"))
    .join("");

/** Drops what can no longer be used: expired sessions, and those of a token no longer in force. */
function prune(sql: SqlStorage, tokenHash: string, now: number): void {
  sql.exec("DELETE FROM sales_session WHERE token_hash != ? OR expires_at <= ?", tokenHash, now);
}

export function openSession(sql: SqlStorage, tokenHash: string, ttlMs: number, now: number) {
  prune(sql, tokenHash, now);
  const id = newSessionId();
  sql.exec(
    "INSERT INTO sales_session (id, token_hash, created_at, expires_at) VALUES (?, ?, ?, ?)",
    id,
    tokenHash,
    now,
    now + ttlMs,
  );
  return { id, expiresAt: now + ttlMs };
}

export function sessionValid(sql: SqlStorage, id: string, tokenHash: string, now: number): boolean {
  prune(sql, tokenHash, now);
  return sql.exec("SELECT 1 FROM sales_session WHERE id = ?", id).toArray().length > 0;
}

export function closeSession(sql: SqlStorage, id: string): boolean {
  return sql.exec("DELETE FROM sales_session WHERE id = ?", id).rowsWritten > 0;
}
