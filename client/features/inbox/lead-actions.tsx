import { useState } from "react";
import { useNavigate } from "react-router";
import type { ProspectCard } from "#contracts/inbox";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { toast } from "../../lib/toast";
import { deleteLead, isNotFound } from "./inbox-api";
import { leadTitle } from "./lead-format";
import { useAction } from "./use-action";

/**
 * "Delete…": the prospect's requests, erased everywhere, or as spam, which also keeps their
 * visitors from making new leads (they can still use the site and erase their data).
 */
export function LeadActions({
  card,
  listHref,
  onSignedOut,
}: {
  card: ProspectCard;
  /** Where the list is (with its filters): the page goes there after a deletion. */
  listHref: string;
  onSignedOut: () => void;
}) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const { busy, run } = useAction(onSignedOut);
  const count = card.leads.length;

  const remove = async (spam: boolean) => {
    const done = await run(spam ? "spam" : "delete", "Couldn't delete", async () => {
      // As spam, the first deletion may already have taken the visitor's other leads.
      for (const lead of card.leads)
        await deleteLead(lead.id, spam).catch((error: unknown) => {
          if (!isNotFound(error)) throw error;
        });
      return true;
    });
    if (!done) return;
    setConfirming(false);
    navigate(listHref, { replace: true });
    toast.success(spam ? "Deleted as spam" : count > 1 ? "Requests deleted" : "Lead deleted");
  };

  return (
    <>
      <Button variant="secondary" onClick={() => setConfirming(true)} disabled={busy !== null}>
        <span className="text-danger">Delete…</span>
      </Button>
      <Dialog
        open={confirming}
        onClose={() => busy === null && setConfirming(false)}
        title="Delete this prospect?"
        description={`${leadTitle(card.prospect.contact)}'s ${count === 1 ? "request and its conversations are" : `${count} requests and their conversations are`} erased everywhere. This can't be undone. As spam, their messages make no new leads either.`}
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setConfirming(false)} disabled={busy !== null}>
            Cancel
          </Button>
          <Button variant="secondary" onClick={() => remove(true)} disabled={busy !== null}>
            <span className="text-danger">
              {busy === "spam" ? "Deleting..." : "Delete as spam"}
            </span>
          </Button>
          <Button variant="danger" onClick={() => remove(false)} disabled={busy !== null}>
            {busy === "delete" ? "Deleting..." : "Delete"}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
