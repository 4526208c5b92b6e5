import { type HistoryEntry, type LeadStatus, statusLabels } from "#contracts/inbox";
import { When } from "./lead-badges";
import { fullDate } from "./lead-format";

const outcomes: Record<string, string> = {
  reached: "reached them",
  voicemail: "left a voicemail",
  no_answer: "no answer",
};

const status = (value: unknown) => statusLabels[value as LeadStatus] ?? String(value);

/** What happened, in words: "set the status to Contacted (was New)". */
function whatHappened(entry: HistoryEntry, me: string | undefined): string {
  const d = entry.detail;
  const person = (name: unknown) =>
    name !== me ? String(name) : entry.by?.name === me ? "yourself" : "you";
  switch (entry.action) {
    case "status":
      return `set the status to ${status(d.to)}${d.reason ? `: ${d.reason}` : ""} (was ${status(d.from)})`;
    case "assigned":
      return d.to ? `assigned it to ${person(d.to)}` : `unassigned it (was ${person(d.from)})`;
    case "note":
      return "added a note";
    case "note_edited":
      return "edited a note";
    case "retry":
      return "retried the delivery";
    case "deleted":
      return "deleted a request";
    case "spam":
      return "deleted a request as spam";
    case "reopened":
      return `wrote again: reopened (was ${status(d.from)})`;
    case "merged":
      return "turned out to be the same person as another prospect: their records were joined";
    case "next_step":
      return d.kind
        ? `set the next step: ${String(d.kind)}, due ${fullDate(String(d.dueAt))}`
        : "cleared the next step";
    case "activity":
      return `logged ${d.kind === "call" ? "a call" : "an email"}: ${outcomes[String(d.outcome)] ?? String(d.outcome)}${d.note ? ` (${d.note})` : ""}`;
    case "meeting":
      return `${d.status === "cancelled" ? "cancelled the meeting" : d.status === "rescheduled" ? "moved the meeting" : "booked a meeting"} · ${fullDate(String(d.at))}`;
  }
}

/** Every change to the prospect, newest first, with who and when, exactly (docs/decisions/025). */
export function HistoryPanel({ history, me }: { history: HistoryEntry[]; me: string | undefined }) {
  if (history.length === 0) return <p className="text-sm text-fg-muted">Nothing done yet.</p>;
  return (
    <ol className="space-y-2.5 text-sm">
      {history.map((entry) => (
        <li key={entry.id} className="flex flex-wrap gap-x-2 gap-y-0.5">
          <span className="min-w-0 wrap-anywhere">
            <strong className="font-semibold">
              {entry.by ? (entry.by.name === me ? "You" : entry.by.name) : "The prospect"}
            </strong>{" "}
            {whatHappened(entry, me)}
          </span>
          {/* The exact time on the line, not only on hover: "2 h ago · Nov 24, 2026, 8:41 PM". */}
          <span className="text-fg-muted">
            <When iso={entry.at} /> <span aria-hidden="true">·</span> {fullDate(entry.at)}
          </span>
        </li>
      ))}
    </ol>
  );
}
