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

export const toast = {
  success: (message: string, data?: ExternalToast) => show("success", message, data),
  error: (message: string, data?: ExternalToast) => show("error", message, data),
};
