import { useEffect, useState } from "react";
import { cn } from "../../lib/cn";
import type { LiveState } from "./live-connection";

const labels: Record<LiveState, string> = {
  connecting: "Connecting…",
  live: "Live",
  reconnecting: "Reconnecting…",
  polling: "Updates every 15 s",
};
const hints: Record<LiveState, string> = {
  connecting: "Connecting to the inbox's live updates.",
  live: "New leads and changes appear here as they happen.",
  reconnecting: "The live connection dropped: trying again, and checking every 15 s meanwhile.",
  polling: "This browser has no live connection: the list is checked every 15 s.",
};

/**
 * The live connection's state, discreetly: a dot and a word. Not a live region: a reconnect is
 * nothing to interrupt a screen reader for; the title says more on hover.
 */
export function LiveStatus({ state }: { state: LiveState }) {
  return (
    <span
      className="inline-flex items-center gap-1.5 text-xs font-medium text-fg-muted"
      title={hints[state]}
      data-live-state={state}
    >
      <span
        aria-hidden="true"
        className={cn(
          "size-2 rounded-full",
          state === "live" ? "bg-success" : "bg-warning",
          state === "live" || state === "polling" ? "" : "motion-safe:animate-pulse",
        )}
      />
      {labels[state]}
    </span>
  );
}

type Permission = NotificationPermission | "unsupported";

const currentPermission = (): Permission =>
  typeof Notification === "undefined" ? "unsupported" : Notification.permission;

/**
 * "Notify me of new leads": asks for the browser's permission only when clicked. Once allowed,
 * new leads are announced while the tab is hidden (use-new-lead-alerts.ts); when refused, or
 * where the browser has no notifications, nothing is shown.
 */
export function NotifyToggle() {
  // Read after hydration: the server knows nothing of the browser's permission.
  const [permission, setPermission] = useState<Permission>("unsupported");
  useEffect(() => setPermission(currentPermission()), []);

  if (permission === "granted")
    return <span className="text-xs text-fg-muted">Notifications on</span>;
  if (permission !== "default") return null;
  const ask = async () => setPermission(await Notification.requestPermission());
  return (
    // Small, but a 24 px target (WCAG 2.5.8).
    <button
      type="button"
      onClick={ask}
      className="inline-flex min-h-6 items-center rounded-md text-xs font-medium text-primary hover:underline"
    >
      Notify me of new leads
    </button>
  );
}
