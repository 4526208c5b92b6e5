import { lazy, Suspense, useSyncExternalStore } from "react";
import { useTheme } from "../../lib/theme";
import { toasterRequested } from "../../lib/toast";

const Sonner = lazy(() => import("sonner").then((m) => ({ default: m.Toaster })));

/**
 * Toast region: labelled "Notifications", bottom-right, Alt+T focuses it (spec §9). Mounted with
 * the first toast, so sonner costs nothing on pages that never show one.
 */
export function Toaster() {
  const [theme] = useTheme();
  const requested = useSyncExternalStore(
    toasterRequested.subscribe,
    toasterRequested.get,
    () => false,
  );
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Sonner
        theme={theme}
        position="bottom-right"
        hotkey={["altKey", "KeyT"]}
        containerAriaLabel="Notifications"
        richColors
        closeButton
      />
    </Suspense>
  );
}
