import { lazy, Suspense, useState } from "react";
import { visitorDataCopy as copy } from "../../../content/visitor-data";
import { cn } from "../../lib/cn";
import { intentProps } from "../../lib/intent";

// Most visitors never open it: fetched when they reach for the button, not in the first load.
const loadEraseDialog = () => import("./erase-dialog");
const EraseDialog = lazy(loadEraseDialog);

/**
 * "Your data": one sentence on what is kept and why, a link to the privacy policy, and "Delete my
 * data", which asks before it erases everything stored for this visitor (see EraseDialog).
 */
export function YourData({
  notice,
  beforeDelete,
  onDeleted,
  className,
}: {
  notice: string;
  beforeDelete?: () => Promise<void> | void;
  onDeleted: () => void;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  return (
    <div className={cn("text-xs text-fg-muted", className)}>
      <p>
        {notice}{" "}
        <a
          href={copy.privacy.to}
          className="inline-flex min-h-6 items-center font-semibold text-fg underline underline-offset-2 hover:text-primary"
        >
          {copy.privacy.label}
        </a>
        <span aria-hidden="true"> · </span>
        <button
          type="button"
          onClick={() => {
            setAsked(true);
            setOpen(true);
          }}
          {...intentProps(loadEraseDialog)}
          className="inline-flex min-h-6 items-center font-semibold text-fg underline underline-offset-2 hover:text-danger"
        >
          {copy.delete}
        </button>
      </p>
      {asked && (
        <Suspense fallback={null}>
          <EraseDialog
            open={open}
            onClose={() => setOpen(false)}
            beforeDelete={beforeDelete}
            onDeleted={onDeleted}
          />
        </Suspense>
      )}
    </div>
  );
}
