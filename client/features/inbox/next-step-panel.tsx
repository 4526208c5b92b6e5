import { type FormEvent, useId, useState } from "react";
import {
  type ActivityKind,
  type ActivityOutcome,
  activityKinds,
  activityOutcomes,
  MAX_NOTE_CHARS,
  type NextStepKind,
  nextStepKinds,
  type ProspectSummary,
} from "#contracts/inbox";
import { Button } from "../../components/ui/button";
import { toast } from "../../lib/toast";
import { logActivity, setNextStep } from "./inbox-api";
import { NextStepLine, nextStepLabels } from "./lead-badges";
import { useAction } from "./use-action";

const control =
  "h-11 w-full min-w-0 rounded-lg border border-border bg-surface px-3 text-sm text-fg focus-visible:border-primary";
const label = "block text-sm font-semibold";

const outcomeLabels: Record<ActivityOutcome, string> = {
  reached: "Reached",
  voicemail: "Voicemail",
  no_answer: "No answer",
};
const activityLabels: Record<ActivityKind, string> = { call: "Call", email: "Email" };

/** A time as a datetime-local input shows it, in the browser's zone ("2026-11-27T10:00"). */
function localInput(ms: number): string {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
/** Tomorrow at 10:00 in the browser's zone: a next step's first suggestion. */
function tomorrowMorning(): string {
  const d = new Date();
  d.setDate(d.getDate() + 1);
  d.setHours(10, 0, 0, 0);
  return localInput(d.getTime());
}

/**
 * What the rep does next and when (a call, an email or a meeting, at a time in the browser's zone,
 * sent as UTC), and a call or email logged with how it went: both in the prospect's history.
 */
export function NextStepPanel({
  prospect,
  leadId,
  onChanged,
  onSignedOut,
}: {
  prospect: ProspectSummary;
  leadId: string;
  onChanged: (prospect: ProspectSummary) => void;
  onSignedOut: () => void;
}) {
  const ids = { kind: useId(), due: useId(), log: useId(), outcome: useId(), note: useId() };
  const { busy, run } = useAction(onSignedOut);
  const step = prospect.nextStep;
  const [kind, setKind] = useState<NextStepKind>(step?.kind ?? "call");
  const [due, setDue] = useState(() =>
    step ? localInput(Date.parse(step.dueAt)) : tomorrowMorning(),
  );
  const [logKind, setLogKind] = useState<ActivityKind>("call");
  const [outcome, setOutcome] = useState<ActivityOutcome>("reached");
  const [note, setNote] = useState("");

  const save = async (e: FormEvent) => {
    e.preventDefault();
    const at = new Date(due);
    if (Number.isNaN(at.getTime())) return;
    const updated = await run("step", "Couldn't set the next step", () =>
      setNextStep(leadId, { kind, dueAt: at.toISOString() }),
    );
    if (!updated) return;
    onChanged(updated);
    toast.success("Next step set");
  };
  const clear = async () => {
    const updated = await run("clear", "Couldn't clear the next step", () =>
      setNextStep(leadId, null),
    );
    if (!updated) return;
    onChanged(updated);
    toast.success("Next step cleared");
  };
  const log = async (e: FormEvent) => {
    e.preventDefault();
    const text = note.trim();
    const updated = await run("log", `Couldn't log the ${logKind}`, () =>
      logActivity(leadId, { kind: logKind, outcome, ...(text ? { note: text } : {}) }),
    );
    if (!updated) return;
    onChanged(updated);
    setNote("");
    toast.success(`${activityLabels[logKind]} logged`);
  };

  return (
    <div className="mt-6 grid gap-6 border-t border-border pt-5 sm:grid-cols-2">
      <form onSubmit={save} aria-labelledby={`${ids.kind}-title`} className="min-w-0">
        <h3 id={`${ids.kind}-title`} className="text-sm font-semibold">
          Next step
        </h3>
        <p className="mt-1 text-sm text-fg-muted">
          {step ? <NextStepLine step={step} className="text-fg" /> : "Nothing planned yet."}
        </p>
        <div className="mt-3 grid grid-cols-[minmax(0,7rem)_minmax(0,1fr)] gap-2">
          <div className="min-w-0">
            <label htmlFor={ids.kind} className={label}>
              What
            </label>
            <select
              id={ids.kind}
              value={kind}
              onChange={(e) => setKind(e.target.value as NextStepKind)}
              className={`mt-1 ${control}`}
            >
              {nextStepKinds.map((k) => (
                <option key={k} value={k}>
                  {nextStepLabels[k]}
                </option>
              ))}
            </select>
          </div>
          <div className="min-w-0">
            <label htmlFor={ids.due} className={label}>
              Due
            </label>
            <input
              id={ids.due}
              type="datetime-local"
              required
              value={due}
              onChange={(e) => setDue(e.target.value)}
              className={`mt-1 ${control}`}
            />
          </div>
        </div>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button type="submit" disabled={!due || busy !== null}>
            Set next step
          </Button>
          {step && (
            <Button variant="secondary" onClick={clear} disabled={busy !== null}>
              Clear
            </Button>
          )}
        </div>
      </form>
      <form onSubmit={log} aria-labelledby={`${ids.log}-title`} className="min-w-0">
        <h3 id={`${ids.log}-title`} className="text-sm font-semibold">
          Log a call or email
        </h3>
        <div className="mt-3 grid grid-cols-2 gap-2">
          <div className="min-w-0">
            <label htmlFor={ids.log} className={label}>
              Kind
            </label>
            <select
              id={ids.log}
              value={logKind}
              onChange={(e) => setLogKind(e.target.value as ActivityKind)}
              className={`mt-1 ${control}`}
            >
              {activityKinds.map((k) => (
                <option key={k} value={k}>
                  {activityLabels[k]}
                </option>
              ))}
            </select>
          </div>
          <div className="min-w-0">
            <label htmlFor={ids.outcome} className={label}>
              Outcome
            </label>
            <select
              id={ids.outcome}
              value={outcome}
              onChange={(e) => setOutcome(e.target.value as ActivityOutcome)}
              className={`mt-1 ${control}`}
            >
              {activityOutcomes.map((o) => (
                <option key={o} value={o}>
                  {outcomeLabels[o]}
                </option>
              ))}
            </select>
          </div>
        </div>
        <label htmlFor={ids.note} className={`mt-2 ${label}`}>
          Note <span className="font-normal text-fg-muted">(optional)</span>
        </label>
        <input
          id={ids.note}
          value={note}
          maxLength={MAX_NOTE_CHARS}
          onChange={(e) => setNote(e.target.value)}
          placeholder="Asked for a quote by Friday…"
          className={`mt-1 ${control} placeholder:text-fg-muted`}
        />
        <Button type="submit" disabled={busy !== null} className="mt-3">
          Log it
        </Button>
      </form>
    </div>
  );
}
