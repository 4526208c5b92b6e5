import { useCallback, useSyncExternalStore } from "react";

import { THEME_KEY } from "#contracts/theme-boot";

export type Theme = "light" | "dark";

const listeners = new Set<() => void>();

function read(): Theme {
  return document.documentElement.classList.contains("dark") ? "dark" : "light";
}

export function setTheme(theme: Theme): void {
  document.documentElement.classList.toggle("dark", theme === "dark");
  try {
    localStorage.setItem(THEME_KEY, theme);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  for (const listener of listeners) listener();
}

/**
 * Also follows the class itself: on a page with an island the header's toggle is handled by the
 * enhance script (client/lib/enhance.js), outside React.
 */
function subscribe(listener: () => void) {
  listeners.add(listener);
  const observer = new MutationObserver(listener);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["class"] });
  return () => {
    listeners.delete(listener);
    observer.disconnect();
  };
}

/** The current theme and a toggle; the server snapshot is light (the default). */
export function useTheme(): [Theme, () => void] {
  const theme = useSyncExternalStore(subscribe, read, () => "light" as const);
  const toggle = useCallback(() => setTheme(read() === "dark" ? "light" : "dark"), []);
  return [theme, toggle];
}
