import type { HistoryAction, HistoryEntry, LeadNote } from "../contracts/inbox";
import type { InboxActor } from "../contracts/inbox-people";

/**
 * A prospect's history and notes (docs/decisions/025): every change sales make (status,
 * assignment, note, retry, deletion) and what the prospect's news did (reopened), each with who
 * (null: not a person of the inbox) and when; notes are plain text, editable by their author.
 */

export function appendHistory(
  sql: SqlStorage,
  entry: {
    prospectId: string;
    leadId: string | null;
    by: InboxActor | null;
    action: HistoryAction;
    detail?: HistoryEntry["detail"];
    now: number;
  },
): void {
  sql.exec(
    "INSERT INTO history (prospect_id, lead_id, at, actor, via, action, detail) VALUES (?, ?, ?, ?, ?, ?, ?)",
    entry.prospectId,
    entry.leadId,
    entry.now,
    entry.by?.name ?? null,
    entry.by?.via ?? null,
    entry.action,
    JSON.stringify(entry.detail ?? {}),
  );
}

type HistoryRow = {
  id: number;
  lead_id: string | null;
  at: number;
  actor: string | null;
  via: InboxActor["via"] | null;
  action: HistoryAction;
  detail: string;
};

/** A prospect's history, newest first (the latest 200). */
export function historyOf(sql: SqlStorage, prospectId: string): HistoryEntry[] {
  return sql
    .exec<HistoryRow>(
      "SELECT id, lead_id, at, actor, via, action, detail FROM history WHERE prospect_id = ? ORDER BY id DESC LIMIT 200",
      prospectId,
    )
    .toArray()
    .map((r) => ({
      id: r.id,
      at: new Date(r.at).toISOString(),
      by: r.actor && r.via ? { name: r.actor, via: r.via } : null,
      action: r.action,
      leadId: r.lead_id,
      detail: JSON.parse(r.detail),
    }));
}

type NoteRow = {
  id: number;
  author: string;
  via: InboxActor["via"];
  text: string;
  created_at: number;
  edited_at: number | null;
};

const noteOf = (r: NoteRow): LeadNote => ({
  id: r.id,
  at: new Date(r.created_at).toISOString(),
  editedAt: r.edited_at === null ? null : new Date(r.edited_at).toISOString(),
  by: { name: r.author, via: r.via },
  text: r.text,
});

/** A prospect's notes, oldest first. */
export function notesOf(sql: SqlStorage, prospectId: string): LeadNote[] {
  return sql
    .exec<NoteRow>(
      "SELECT id, author, via, text, created_at, edited_at FROM note WHERE prospect_id = ? ORDER BY id",
      prospectId,
    )
    .toArray()
    .map(noteOf);
}

export function addNote(
  sql: SqlStorage,
  prospectId: string,
  leadId: string,
  by: InboxActor,
  text: string,
  now: number,
): LeadNote {
  const row = sql
    .exec<NoteRow>(
      `INSERT INTO note (prospect_id, lead_id, author, via, text, created_at) VALUES (?, ?, ?, ?, ?, ?)
       RETURNING id, author, via, text, created_at, edited_at`,
      prospectId,
      leadId,
      by.name,
      by.via,
      text,
      now,
    )
    .one();
  return noteOf(row);
}

/** Changes a note's text: its author only. */
export function editNote(
  sql: SqlStorage,
  prospectId: string,
  noteId: number,
  by: InboxActor,
  text: string,
  now: number,
): LeadNote | "not_found" | "not_author" {
  const row = sql
    .exec<NoteRow>(
      "SELECT id, author, via, text, created_at, edited_at FROM note WHERE id = ? AND prospect_id = ?",
      noteId,
      prospectId,
    )
    .toArray()[0];
  if (!row) return "not_found";
  if (row.author !== by.name) return "not_author";
  sql.exec("UPDATE note SET text = ?, edited_at = ? WHERE id = ?", text, now, noteId);
  return noteOf({ ...row, text, edited_at: now });
}
