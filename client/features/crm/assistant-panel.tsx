import { useEffect, useId, useRef } from "react";
import { prototypeCopy } from "../../../content/prototype";
import { CloseIcon } from "../../components/ui/close-icon";
import { dismissSlot } from "../../lib/toast";
import { AssistantChat, type AssistantMode } from "./assistant-chat";
import type { CrmStore } from "./crm-store";
import { ACTION_TOAST } from "./use-crm-assistant";

/**
 * "CRM AI Assistant" as a NON-modal dialog, so the dashboard stays visible and usable while the
 * visitor talks to it: docked beside the dashboard on wide screens (≥ 1024 px, 600 px high,
 * sticky while the page scrolls), a bottom sheet on phones that leaves the stat row in view.
 * Escape or the close button closes it and the focus goes back to the button that opened it.
 */
export function AssistantPanel({
  open,
  mode,
  onClose,
  store,
}: {
  open: boolean;
  mode: AssistantMode;
  onClose: () => void;
  store: CrmStore;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.show();
    }
    if (!open && dialog.open) {
      dialog.close();
      // Its action toast goes with it: an Undo there would act on a conversation out of view.
      dismissSlot(ACTION_TOAST);
      if (opener.current instanceof HTMLElement) opener.current.focus();
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onKeyDown={(e) => {
        if (e.key === "Escape") {
          e.preventDefault();
          onClose();
        }
      }}
      className="fixed inset-x-0 top-auto bottom-0 z-40 m-0 h-[55dvh] max-h-none w-full max-w-none flex-col overflow-hidden rounded-t-2xl border border-b-0 border-border bg-surface p-0 text-fg shadow-[0_-8px_30px_rgb(0_0_0/0.18)] open:flex lg:sticky lg:top-20 lg:bottom-auto lg:z-auto lg:h-[600px] lg:max-h-[calc(100dvh-6rem)] lg:w-96 lg:shrink-0 lg:rounded-2xl lg:border-b lg:shadow-lg"
    >
      <div className="flex items-start justify-between gap-3 border-b border-border px-4 py-3">
        <div className="min-w-0">
          <h2 id={titleId} className="font-semibold">
            <span aria-hidden="true" className="text-primary">
              ✦{" "}
            </span>
            {prototypeCopy.assistantTitle}
          </h2>
          <p id={descriptionId} className="mt-0.5 text-xs text-fg-muted">
            {prototypeCopy.assistantDescription}
          </p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close"
          className="-mr-1 inline-flex size-8 shrink-0 items-center justify-center rounded-md text-fg-muted hover:bg-surface-muted hover:text-fg"
        >
          <CloseIcon />
        </button>
      </div>
      <AssistantChat store={store} mode={mode} open={open} />
    </dialog>
  );
}
