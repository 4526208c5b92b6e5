import type { InboxActor } from "../contracts/inbox-people";
import { hex } from "../lib/sha256";

/**
 * Inbox sign-ins, one row each, in the ledger (README "Leads"). The browser holds only the
 * row's random id (in a cookie signed with a key derived from SALES_TOKEN); a session is valid
 * while its row exists, has not expired and was opened with the token in force, and it names the
 * person who signed in (docs/decisions/025). Signing out deletes the row; a changed SALES_TOKEN
 * deletes every row opened with another.
 */

const newSessionId = () => hex(crypto.getRandomValues(new Uint8Array(32)));

/** Drops what can no longer be used: expired sessions, and those of a token no longer in force. */
function prune(sql: SqlStorage, tokenHash: string, now: number): void {
  sql.exec("DELETE FROM sales_session WHERE token_hash != ? OR expires_at <= ?", tokenHash, now);
}

export function openSession(
  sql: SqlStorage,
  tokenHash: string,
  name: string,
  ttlMs: number,
  now: number,
) {
  prune(sql, tokenHash, now);
  const id = newSessionId();
  sql.exec(
    "INSERT INTO sales_session (id, token_hash, created_at, expires_at, name) VALUES (?, ?, ?, ?, ?)",
    id,
    tokenHash,
    now,
    now + ttlMs,
    name,
  );
  notePerson(sql, { name, via: "token" }, now);
  return { id, expiresAt: now + ttlMs };
}

/**
 * The name a live session was opened with and when it ends, or null. A session from before names
 * were asked for has none: it is signed out, so that every action is someone's.
 */
export function liveSession(
  sql: SqlStorage,
  id: string,
  tokenHash: string,
  now: number,
): { name: string; expiresAt: number } | null {
  prune(sql, tokenHash, now);
  const row = sql
    .exec<{ name: string | null; expires_at: number }>(
      "SELECT name, expires_at FROM sales_session WHERE id = ?",
      id,
    )
    .toArray()[0];
  return row?.name ? { name: row.name, expiresAt: row.expires_at } : null;
}

export function closeSession(sql: SqlStorage, id: string): boolean {
  return sql.exec("DELETE FROM sales_session WHERE id = ?", id).rowsWritten > 0;
}

/** Remembers a person who signed in or acted: the choices work can be assigned to. */
export function notePerson(sql: SqlStorage, actor: InboxActor, now: number): void {
  sql.exec(
    `INSERT INTO person (name, via, last_seen) VALUES (?, ?, ?)
     ON CONFLICT(name) DO UPDATE SET via = excluded.via, last_seen = excluded.last_seen`,
    actor.name,
    actor.via,
    now,
  );
}

/** Everyone the inbox has seen, most recently seen first. */
export function people(sql: SqlStorage): InboxActor[] {
  return sql
    .exec<{ name: string; via: InboxActor["via"] }>(
      "SELECT name, via FROM person ORDER BY last_seen DESC, name LIMIT 200",
    )
    .toArray()
    .map((p) => ({ name: p.name, via: p.via }));
}
