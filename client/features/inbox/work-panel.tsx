import { type FormEvent, type KeyboardEvent, useId, useState } from "react";
import {
  type LeadStatus,
  leadStatuses,
  MAX_REASON_CHARS,
  type ProspectSummary,
  statusLabels,
} from "#contracts/inbox";
import type { InboxActor } from "#contracts/inbox-people";
import { Button } from "../../components/ui/button";
import { toast } from "../../lib/toast";
import { CommittedSelect } from "./committed-select";
import { assignTo, setStatus } from "./inbox-api";
import { useAction } from "./use-action";

const control =
  "h-11 w-full min-w-0 rounded-lg border border-border bg-surface px-3 text-sm text-fg focus-visible:border-primary";

/**
 * Where a prospect stands and whose it is (docs/decisions/025): the status (lost asks why) and the
 * owner, each saved once chosen (not on every arrow key: `CommittedSelect`), in the prospect's
 * history under the signed-in person's name.
 */
export function WorkPanel({
  prospect,
  leadId,
  me,
  people,
  onChanged,
  onSignedOut,
}: {
  prospect: ProspectSummary;
  leadId: string;
  me: string | undefined;
  people: InboxActor[];
  onChanged: (prospect: ProspectSummary) => void;
  onSignedOut: () => void;
}) {
  const statusId = useId();
  const ownerId = useId();
  const reasonId = useId();
  const { busy, run } = useAction(onSignedOut);
  const [losing, setLosing] = useState(false);
  const [reason, setReason] = useState("");

  const changeStatus = async (status: LeadStatus, why?: string) => {
    const updated = await run("status", "Couldn't change the status", () =>
      setStatus(leadId, status, why),
    );
    if (!updated) return;
    onChanged(updated);
    setLosing(false);
    setReason("");
    toast.success(`Marked ${statusLabels[status].toLowerCase()}`);
  };
  const pick = (status: LeadStatus) => {
    if (status === "lost") return setLosing(true);
    setLosing(false);
    return changeStatus(status);
  };
  const cancelLost = () => {
    setLosing(false);
    setReason("");
    document.getElementById(statusId)?.focus();
  };
  const onReasonKey = (e: KeyboardEvent) => {
    if (e.key !== "Escape") return;
    e.preventDefault();
    cancelLost();
  };
  const markLost = (e: FormEvent) => {
    e.preventDefault();
    if (reason.trim()) void changeStatus("lost", reason.trim());
  };
  const changeOwner = async (value: string) => {
    const assignee = value || null;
    const updated = await run("owner", "Couldn't change the owner", () =>
      assignTo(leadId, assignee),
    );
    if (!updated) return;
    onChanged(updated);
    toast.success(assignee ? `Assigned to ${assignee === me ? "you" : assignee}` : "Unassigned");
  };
  const owners = [...new Set([me, prospect.assignee, ...people.map((p) => p.name)])].filter(
    (n): n is string => Boolean(n),
  );

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="min-w-0">
        <label htmlFor={statusId} className="block text-sm font-semibold">
          Status
        </label>
        <CommittedSelect
          id={statusId}
          label="Status"
          value={losing ? "lost" : prospect.status}
          busy={busy !== null}
          onCommit={(value) => pick(value as LeadStatus)}
          className={control}
        >
          {leadStatuses.map((s) => (
            <option key={s} value={s}>
              {statusLabels[s]}
            </option>
          ))}
        </CommittedSelect>
        {prospect.status === "lost" && prospect.lostReason && !losing && (
          <p className="mt-1.5 text-sm text-fg-muted wrap-anywhere">Lost: {prospect.lostReason}</p>
        )}
      </div>
      <div className="min-w-0">
        <label htmlFor={ownerId} className="block text-sm font-semibold">
          Owner
        </label>
        <CommittedSelect
          id={ownerId}
          label="Owner"
          value={prospect.assignee ?? ""}
          busy={busy !== null}
          onCommit={changeOwner}
          className={control}
        >
          <option value="">Unassigned</option>
          {owners.map((name) => (
            <option key={name} value={name}>
              {name === me ? `${name} (me)` : name}
            </option>
          ))}
        </CommittedSelect>
      </div>
      {losing && (
        // Escape cancels, as a dialog's would; focus goes back to the status.
        <form onSubmit={markLost} onKeyDown={onReasonKey} className="min-w-0 sm:col-span-2">
          <label htmlFor={reasonId} className="block text-sm font-semibold">
            Why was it lost?
          </label>
          <div className="mt-1 flex flex-col gap-2 sm:flex-row">
            <input
              id={reasonId}
              value={reason}
              maxLength={MAX_REASON_CHARS}
              onChange={(e) => setReason(e.target.value)}
              placeholder="Chose a competitor, no budget this year…"
              // biome-ignore lint/a11y/noAutofocus: the reason is asked for right after choosing Lost
              autoFocus
              className={`${control} flex-1`}
            />
            <div className="flex gap-2">
              <Button type="submit" disabled={!reason.trim() || busy !== null}>
                Mark lost
              </Button>
              <Button variant="secondary" onClick={cancelLost}>
                Cancel
              </Button>
            </div>
          </div>
        </form>
      )}
    </div>
  );
}
