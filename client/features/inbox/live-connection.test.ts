import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PING, PONG, REAUTHENTICATE } from "#contracts/inbox-live";
import {
  BACKOFF_MAX_MS,
  backoffDelay,
  connectLive,
  type LiveState,
  PING_MS,
  POLL_MS,
  PONG_TIMEOUT_MS,
  STABLE_MS,
} from "./live-connection";

/** A WebSocket the test drives: open, message, close. */
class FakeSocket {
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  sent: string[] = [];
  closed = false;
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
  }
  open() {
    this.onopen?.();
  }
  receive(data: unknown) {
    this.onmessage?.({ data });
  }
  drop(code = 1006) {
    this.onclose?.({ code });
  }
}

function setup(options: { noSockets?: boolean } = {}) {
  const sockets: FakeSocket[] = [];
  const states: LiveState[] = [];
  const onMessage = vi.fn();
  const onResync = vi.fn();
  const live = connectLive({
    url: "ws://inbox.test/api/inbox/live",
    onMessage,
    onResync,
    onState: (s) => states.push(s),
    random: () => 1,
    createSocket: options.noSockets
      ? null
      : () => {
          const socket = new FakeSocket();
          sockets.push(socket);
          return socket as unknown as WebSocket;
        },
  });
  return { live, sockets, states, onMessage, onResync, last: () => sockets.at(-1)! };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("backoffDelay", () => {
  it("doubles from 1 s to at most 30 s, jittered within the upper half", () => {
    expect([0, 1, 2, 3, 4, 5, 9].map((n) => backoffDelay(n, () => 1))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
    expect(backoffDelay(0, () => 0)).toBe(500);
    expect(backoffDelay(20, () => 0)).toBe(BACKOFF_MAX_MS / 2);
  });
});

describe("connectLive", () => {
  it("passes on the ledger's messages and ignores anything else", () => {
    const { last, onMessage, states } = setup();
    last().open();
    expect(states).toEqual(["connecting", "live"]);
    last().receive(JSON.stringify({ type: "lead", leadId: "lead_1", change: "created" }));
    last().receive(PONG);
    last().receive("{not json");
    last().receive(JSON.stringify({ type: "lead", leadId: "lead_2", change: "exploded" }));
    expect(onMessage.mock.calls).toEqual([[{ type: "lead", leadId: "lead_1", change: "created" }]]);
  });

  it("reconnects with backoff, polls every 15 s meanwhile, and resyncs once open again", () => {
    const { sockets, last, states, onResync } = setup();
    last().open();
    last().drop();
    expect(states.at(-1)).toBe("reconnecting");
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    last().drop(); // refused again: 2 s
    vi.advanceTimersByTime(1999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    for (let i = 0; i < 4; i++) {
      last().drop();
      vi.runOnlyPendingTimers();
    }
    expect(onResync).toHaveBeenCalled(); // the 15 s poll ran while no socket was open
    const polls = onResync.mock.calls.length;
    last().open();
    expect(onResync).toHaveBeenCalledTimes(polls + 1); // caught up on opening
    expect(states.at(-1)).toBe("live");
    vi.advanceTimersByTime(POLL_MS * 3);
    expect(onResync).toHaveBeenCalledTimes(polls + 1); // no polling while live
  });

  it("starts the backoff from 1 s again after a socket has been kept", () => {
    const { sockets, last } = setup();
    last().drop();
    vi.advanceTimersByTime(1000);
    last().drop();
    vi.advanceTimersByTime(2000);
    last().open();
    vi.advanceTimersByTime(STABLE_MS);
    last().drop();
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(4);
  });

  it("pings, and treats a socket that does not answer as dead", () => {
    const { sockets, last, states } = setup();
    const first = last();
    first.open();
    vi.advanceTimersByTime(PING_MS);
    expect(first.sent).toEqual([PING]);
    first.receive(PONG);
    vi.advanceTimersByTime(PING_MS + PONG_TIMEOUT_MS);
    expect(first.closed).toBe(true);
    expect(states.at(-1)).toBe("reconnecting");
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(2);
  });

  it("reconnects at once when the ledger asks for a fresh sign-in check", () => {
    const { sockets, last } = setup();
    last().open();
    last().drop(REAUTHENTICATE);
    vi.advanceTimersByTime(0);
    expect(sockets).toHaveLength(2);
  });

  it("reconnectNow skips the wait; stop closes and stays closed", () => {
    const { live, sockets, last } = setup();
    last().drop();
    live.reconnectNow();
    expect(sockets).toHaveLength(2);
    last().open();
    live.stop();
    expect(last().closed).toBe(true);
    last().drop(1000);
    vi.advanceTimersByTime(BACKOFF_MAX_MS + POLL_MS);
    expect(sockets).toHaveLength(2);
  });

  it("only polls where there are no WebSockets", () => {
    const { states, onResync } = setup({ noSockets: true });
    expect(states).toEqual(["polling"]);
    vi.advanceTimersByTime(POLL_MS * 2);
    expect(onResync).toHaveBeenCalledTimes(2);
  });
});
