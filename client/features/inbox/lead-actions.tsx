import { useState } from "react";
import { useNavigate } from "react-router";
import type { LeadSummary } from "#contracts/inbox";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { inOpenDialog, toast } from "../../lib/toast";
import { deleteLead, InboxApiError, isUnauthorized, setHandled } from "./inbox-api";
import { leadTitle } from "./lead-format";

/** "Mark handled" / "Mark open", and "Delete lead" behind a confirmation dialog. */
export function LeadActions({
  lead,
  listHref,
  onUpdated,
  onSignedOut,
}: {
  lead: LeadSummary;
  /** Where the list is (with its filters): the page goes there after a deletion. */
  listHref: string;
  onUpdated: (lead: LeadSummary) => void;
  onSignedOut: () => void;
}) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState<"handled" | "delete" | null>(null);
  const [confirming, setConfirming] = useState(false);

  const failed = (what: string, error: unknown) => {
    if (isUnauthorized(error)) return onSignedOut();
    if (!(error instanceof InboxApiError)) console.error(`${what} failed:`, error);
    toast.error(what, {
      description: error instanceof InboxApiError ? error.message : "Please try again.",
      ...inOpenDialog(),
    });
  };

  const toggleHandled = async () => {
    setBusy("handled");
    try {
      const updated = await setHandled(lead.id, !lead.handled);
      onUpdated(updated);
      toast.success(updated.handled ? "Marked as handled" : "Marked as open");
    } catch (error) {
      failed("Couldn't update the lead", error);
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    setBusy("delete");
    try {
      await deleteLead(lead.id);
      setConfirming(false);
      navigate(listHref, { replace: true });
      toast.success("Lead deleted");
    } catch (error) {
      setBusy(null);
      failed("Couldn't delete the lead", error);
    }
  };

  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant={lead.handled ? "secondary" : "primary"}
        onClick={toggleHandled}
        disabled={busy !== null}
      >
        {lead.handled ? "Mark open" : "Mark handled"}
      </Button>
      <Button variant="secondary" onClick={() => setConfirming(true)} disabled={busy !== null}>
        <span className="text-danger">Delete lead</span>
      </Button>
      <Dialog
        open={confirming}
        onClose={() => busy !== "delete" && setConfirming(false)}
        title="Delete this lead?"
        description={`${leadTitle(lead.contact)}'s lead and its conversations are erased everywhere. This can't be undone.`}
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button
            variant="secondary"
            onClick={() => setConfirming(false)}
            disabled={busy === "delete"}
          >
            Cancel
          </Button>
          <Button variant="danger" onClick={remove} disabled={busy === "delete"}>
            {busy === "delete" ? "Deleting..." : "Delete lead"}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
