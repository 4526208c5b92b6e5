import { type ReactNode, StrictMode, useEffect } from "react";

declare global {
  interface Window {
    /** What the visitor did in the island before it was live (kept by the island loader). */
    __islandHeld?: {
      clicks: HTMLElement[];
      submits: { form: HTMLFormElement; submitter: HTMLElement | null }[];
    };
  }
}

/**
 * `useId` prefix of every island. The server renders an island as a tree of its own, as the
 * browser hydrates it, so the ids (labels, descriptions, dialog titles) are the same on both
 * sides and never meet the ids of the page around it.
 */
export const ISLAND_ID_PREFIX = "i";

/** The root of an island's tree, on the server and in the browser alike. */
export function IslandRoot({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <Live>{children}</Live>
    </StrictMode>
  );
}

/**
 * Marks the page live once the island has hydrated, then does again what the visitor did before
 * that: the clicks, then the forms sent (by their button, so a quick start stays itself).
 */
function Live({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    const held = window.__islandHeld;
    if (!held) return;
    for (const button of held.clicks.splice(0)) if (button.isConnected) button.click();
    for (const { form, submitter } of held.submits.splice(0)) {
      if (!form.isConnected) continue;
      if (submitter) submitter.click();
      else form.requestSubmit();
    }
  }, []);
  return children;
}
