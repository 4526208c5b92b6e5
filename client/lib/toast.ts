import type { ExternalToast } from "sonner";

/**
 * `toast.success` / `toast.error` with sonner fetched on first use, so it is neither in a page's
 * first-load JavaScript nor evaluated while the page starts. The first toast also mounts the
 * `<Toaster>` region (sonner replays toasts created before its region subscribed).
 */
let requested = false;
const listeners = new Set<() => void>();

export const toasterRequested = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => requested,
};

const show = (kind: "success" | "error", message: string, data?: ExternalToast) => {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  import("sonner").then(
    (sonner) => sonner.toast[kind](message, data),
    (error: unknown) => console.error("Notification not shown:", message, error),
  );
};

/**
 * The id of the toast region every open `<Dialog>` holds. While a modal dialog is open the rest of
 * the page is inert and under its backdrop, so the page's region can neither be read clearly nor
 * clicked (an Undo action would be dead).
 */
export const DIALOG_TOASTER = "dialog";

/**
 * Options that put a toast in the open modal dialog's region, or the page's when none is open.
 * For toasts raised while a dialog stays open (the CRM assistant). A form that closes its dialog
 * as it toasts uses the page's region.
 */
export function inOpenDialog(): Pick<ExternalToast, "toasterId"> {
  return typeof document !== "undefined" && document.querySelector("dialog:modal")
    ? { toasterId: DIALOG_TOASTER }
    : {};
}

/** Dismisses the toasts of one region (a dialog's, as it closes). */
export function dismissToastsOf(toasterId: string) {
  if (!requested) return;
  import("sonner").then(({ toast }) => {
    for (const active of toast.getToasts())
      if ("toasterId" in active && active.toasterId === toasterId) toast.dismiss(active.id);
  }, console.error);
}

export const toast = {
  success: (message: string, data?: ExternalToast) => show("success", message, data),
  error: (message: string, data?: ExternalToast) => show("error", message, data),
};

/** The toast on screen for each slot, by id. */
const slots = new Map<string, string>();
let slotToasts = 0;

/**
 * A toast that replaces the previous one of its slot: one on screen at a time, never a stack.
 * Each gets an id of its own and the previous one is dismissed. Reusing one id would make it an
 * update, and sonner merges an update into a toast in its last 200 ms (leaving, its timer run out)
 * and then removes both: the newer message would vanish unseen.
 */
export function replaceToast(
  slot: string,
  kind: "success" | "error",
  message: string,
  data?: Omit<ExternalToast, "id">,
) {
  const previous = slots.get(slot);
  const id = `${slot}-${++slotToasts}`;
  slots.set(slot, id);
  show(kind, message, { ...data, id });
  if (previous) import("sonner").then(({ toast }) => toast.dismiss(previous), console.error);
}

/** Dismisses the slot's toast, if one is on screen. */
export function dismissSlot(slot: string) {
  const current = slots.get(slot);
  if (!current) return;
  slots.delete(slot);
  import("sonner").then(({ toast }) => toast.dismiss(current), console.error);
}
