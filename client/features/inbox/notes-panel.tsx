import { type FormEvent, useId, useState } from "react";
import { type LeadNote, MAX_NOTE_CHARS } from "#contracts/inbox";
import { Button } from "../../components/ui/button";
import { toast } from "../../lib/toast";
import { addNote, editNote } from "./inbox-api";
import { When } from "./lead-badges";
import { useAction } from "./use-action";

const area =
  "block w-full min-w-0 rounded-lg border border-border bg-surface px-3 py-2 text-sm text-fg focus-visible:border-primary";

/**
 * The prospect's notes, oldest first: plain text, who wrote it and when; its author can change it
 * (docs/decisions/025). Ctrl+Enter saves as the button does.
 */
export function NotesPanel({
  notes,
  leadId,
  me,
  onChanged,
  onSignedOut,
}: {
  notes: LeadNote[];
  leadId: string;
  me: string | undefined;
  onChanged: () => void;
  onSignedOut: () => void;
}) {
  const newId = useId();
  const [text, setText] = useState("");
  const [editing, setEditing] = useState<number | null>(null);
  const { busy, run } = useAction(onSignedOut);

  const add = async (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return;
    const note = await run("add", "Couldn't add the note", () => addNote(leadId, text.trim()));
    if (!note) return;
    setText("");
    toast.success("Note added");
    onChanged();
  };

  return (
    <div className="space-y-4">
      {notes.length === 0 ? (
        <p className="text-sm text-fg-muted">No notes yet.</p>
      ) : (
        <ol className="space-y-3">
          {notes.map((note) =>
            editing === note.id ? (
              <li key={note.id}>
                <NoteEditor
                  note={note}
                  onDone={(saved) => {
                    setEditing(null);
                    if (saved) onChanged();
                  }}
                  save={(next) =>
                    run("edit", "Couldn't save the note", () => editNote(leadId, note.id, next))
                  }
                />
              </li>
            ) : (
              <li key={note.id} className="rounded-xl border border-border bg-surface-muted p-3">
                <p className="text-sm whitespace-pre-wrap wrap-anywhere">{note.text}</p>
                <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-fg-muted">
                  <span className="font-semibold text-fg">{note.by.name}</span>
                  <When iso={note.at} />
                  {note.editedAt && <span>· edited</span>}
                  {note.by.name === me && (
                    <button
                      type="button"
                      onClick={() => setEditing(note.id)}
                      className="ml-auto inline-flex min-h-6 items-center rounded-md px-1 font-medium text-primary hover:underline"
                    >
                      Edit
                      <span className="sr-only">
                        {" "}
                        note from {new Date(note.at).toLocaleString()}
                      </span>
                    </button>
                  )}
                </p>
              </li>
            ),
          )}
        </ol>
      )}
      <form onSubmit={add} className="space-y-2">
        <label htmlFor={newId} className="block text-sm font-semibold">
          Add a note
        </label>
        <textarea
          id={newId}
          rows={3}
          value={text}
          maxLength={MAX_NOTE_CHARS}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) void add(e);
          }}
          placeholder="Left a voicemail, call back Thursday"
          className={area}
        />
        <Button type="submit" disabled={!text.trim() || busy !== null}>
          {busy === "add" ? "Saving..." : "Add note"}
        </Button>
      </form>
    </div>
  );
}

function NoteEditor({
  note,
  save,
  onDone,
}: {
  note: LeadNote;
  save: (text: string) => Promise<LeadNote | undefined>;
  onDone: (saved: boolean) => void;
}) {
  const id = useId();
  const [text, setText] = useState(note.text);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return;
    if (await save(text.trim())) onDone(true);
  };
  return (
    <form onSubmit={submit} className="space-y-2 rounded-xl border border-primary p-3">
      <label htmlFor={id} className="block text-sm font-semibold">
        Edit your note
      </label>
      <textarea
        id={id}
        rows={3}
        value={text}
        maxLength={MAX_NOTE_CHARS}
        // biome-ignore lint/a11y/noAutofocus: the note was just chosen for editing
        autoFocus
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) void submit(e);
          if (e.key === "Escape") onDone(false);
        }}
        className={area}
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={!text.trim()}>
          Save
        </Button>
        <Button variant="secondary" size="sm" onClick={() => onDone(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
