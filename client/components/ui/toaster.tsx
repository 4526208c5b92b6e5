import { type CSSProperties, lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import { useTheme } from "../../lib/theme";
import { dismissToastsOf, toasterRequested } from "../../lib/toast";

const Sonner = lazy(() => import("sonner").then((m) => ({ default: m.Toaster })));

/**
 * sonner's rich colours in the site's tokens: its own light error and success text reach only
 * 4.3:1 on their backgrounds, under WCAG's 4.5:1 (axe color-contrast).
 */
const richColors = {
  "--error-bg": "var(--danger-soft)",
  "--error-border": "color-mix(in srgb, var(--danger) 35%, transparent)",
  "--error-text": "var(--danger)",
  "--success-bg": "var(--success-soft)",
  "--success-border": "color-mix(in srgb, var(--success) 35%, transparent)",
  "--success-text": "var(--success)",
} as CSSProperties;

/**
 * Toast region: labelled "Notifications", bottom-right, Alt+T focuses it. Mounted with
 * the first toast, so sonner costs nothing on pages that never show one. The page holds one
 * without `id`; an open `<Dialog>` holds one with `id` DIALOG_TOASTER (see `inOpenDialog`).
 */
export function Toaster({ id }: { id?: string }) {
  const [theme] = useTheme();
  const requested = useSyncExternalStore(
    toasterRequested.subscribe,
    toasterRequested.get,
    () => false,
  );
  // A dialog's toasts go with it. Their timers live in the region, so sonner would otherwise keep
  // them active and replay them in the next dialog that opens.
  useEffect(() => (id ? () => dismissToastsOf(id) : undefined), [id]);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Sonner
        id={id}
        theme={theme}
        position="bottom-right"
        hotkey={["altKey", "KeyT"]}
        containerAriaLabel="Notifications"
        richColors
        style={richColors}
        closeButton
      />
    </Suspense>
  );
}
