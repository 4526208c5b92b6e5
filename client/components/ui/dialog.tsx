import { type ReactNode, useEffect, useId, useRef } from "react";
import { cn } from "../../lib/cn";
import { DIALOG_TOASTER } from "../../lib/toast";
import { CloseIcon } from "./close-icon";
import { Toaster } from "./toaster";

/**
 * A modal on the platform's <dialog>: focus is trapped and restored by the browser, Escape
 * closes, and the title labels it. Controlled by `open`; `onClose` fires on every way of closing.
 * It holds its own toast region: the page's is inert while the dialog is open.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  className,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  // Set while the parent closes the dialog (open → false), so that is not reported as onClose.
  const closingFromProps = useRef(false);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) {
      closingFromProps.current = true;
      dialog.close();
    }
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: backdrop click only; Escape is the keyboard path
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={() => {
        if (closingFromProps.current) closingFromProps.current = false;
        else onClose();
      }}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        // A click on the backdrop (the dialog element itself) closes it.
        if (e.target === e.currentTarget) onClose();
      }}
      className={cn(
        "m-auto w-[calc(100%-2rem)] max-w-lg rounded-2xl border border-border bg-surface p-0 text-fg shadow-2xl backdrop:bg-black/50 backdrop:backdrop-blur-sm",
        className,
      )}
    >
      {/* The dialog itself is the scroll box (the platform's max-height and overflow for a modal):
          its content never takes a height from it. `max-h-[inherit]` here inherited the platform's
          `calc(100% - …)`, which WebKit resolved against the dialog's own, auto height: 0, so
          every dialog collapsed to its 50 px of padding with the form scrolling inside. */}
      {open && (
        <div className="flex flex-col p-6">
          <div className="flex items-start justify-between gap-4">
            <div>
              <h2 id={titleId} className="text-lg font-semibold">
                {title}
              </h2>
              {description && (
                <p id={descriptionId} className="mt-1 text-sm text-fg-muted">
                  {description}
                </p>
              )}
            </div>
            <button
              type="button"
              onClick={onClose}
              aria-label="Close"
              className="-mt-1 -mr-2 inline-flex size-8 items-center justify-center rounded-md text-fg-muted hover:bg-surface-muted hover:text-fg"
            >
              <CloseIcon />
            </button>
          </div>
          <div className="mt-4">{children}</div>
          <Toaster id={DIALOG_TOASTER} />
        </div>
      )}
    </dialog>
  );
}
