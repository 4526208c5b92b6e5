import { useEffect, useRef, useState } from "react";
import { INBOX_LIVE_PATH, type LiveLeadMessage } from "#contracts/inbox-live";
import { connectLive, type LiveState } from "./live-connection";

/** What the page hears: a change to one lead, or "look again" (a poll, a reconnect). */
export type LiveEvent = LiveLeadMessage | { type: "resync" };

const liveUrl = () =>
  `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}${INBOX_LIVE_PATH}`;

/**
 * Keeps the page on the ledger's live socket while `enabled` (signed in): `onEvent` hears each
 * change (the latest callback, without reconnecting when it changes). Back online or back in
 * view, it reconnects at once instead of waiting out the backoff. Returns the connection state
 * for the page to show.
 */
export function useLiveLeads(enabled: boolean, onEvent: (event: LiveEvent) => void): LiveState {
  const [state, setState] = useState<LiveState>("connecting");
  const handler = useRef(onEvent);
  handler.current = onEvent;

  useEffect(() => {
    if (!enabled) return;
    const live = connectLive({
      url: liveUrl(),
      onMessage: (message) => handler.current(message),
      onResync: () => handler.current({ type: "resync" }),
      onState: setState,
    });
    const wake = () => {
      if (document.visibilityState === "visible") live.reconnectNow();
    };
    window.addEventListener("online", wake);
    document.addEventListener("visibilitychange", wake);
    return () => {
      window.removeEventListener("online", wake);
      document.removeEventListener("visibilitychange", wake);
      live.stop();
    };
  }, [enabled]);

  return state;
}
