import { lazy, Suspense, useEffect, useState } from "react";
import { useTheme } from "../../lib/theme";

// sonner loads after hydration, so it is not part of any page's first-load JavaScript.
const Sonner = lazy(() => import("sonner").then((m) => ({ default: m.Toaster })));

/** Toast region: labelled "Notifications", bottom-right, Alt+T focuses it (spec §9). */
export function Toaster() {
  const [theme] = useTheme();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated) return null;
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
