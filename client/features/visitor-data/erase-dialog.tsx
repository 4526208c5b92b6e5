import { useEffect, useState } from "react";
import { visitorDataCopy as copy } from "../../../content/visitor-data";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { api } from "../../lib/api";
import { inOpenDialog, toast } from "../../lib/toast";

/**
 * "Delete your data?": on confirmation, `beforeDelete` stops what could still write (a reply
 * streaming, a draft save queued), then DELETE /api/visitor erases everything stored for this
 * visitor. `onDeleted` runs once the dialog has closed, so the view it resets can take the focus.
 */
export default function EraseDialog({
  open,
  onClose,
  beforeDelete,
  onDeleted,
}: {
  open: boolean;
  onClose: () => void;
  beforeDelete?: () => Promise<void> | void;
  onDeleted: () => void;
}) {
  const [phase, setPhase] = useState<"asking" | "deleting" | "deleted" | "nothing">("asking");

  useEffect(() => {
    if (phase !== "deleted" && phase !== "nothing") return;
    setPhase("asking");
    toast.success(phase === "deleted" ? copy.deleted : copy.nothingStored);
    onDeleted();
  }, [phase, onDeleted]);

  const erase = async () => {
    setPhase("deleting");
    try {
      await beforeDelete?.();
      const res = await api.visitor.$delete();
      if (!res.ok) throw new Error(`HTTP ${res.status}: ${await res.text()}`);
      const { found } = await res.json();
      onClose();
      setPhase(found ? "deleted" : "nothing");
    } catch (error) {
      console.error("Visitor data not deleted:", error);
      toast.error("Error", { description: copy.failed, ...inOpenDialog() });
      setPhase("asking");
    }
  };

  const deleting = phase === "deleting";
  return (
    <Dialog
      open={open}
      // Not while the erasure runs: it would finish unseen.
      onClose={() => !deleting && onClose()}
      title={copy.confirmTitle}
      description={copy.confirmBody}
    >
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={deleting}>
          {copy.cancel}
        </Button>
        <Button variant="danger" onClick={() => void erase()} disabled={deleting}>
          {deleting ? copy.deleting : copy.delete}
        </Button>
      </div>
    </Dialog>
  );
}
