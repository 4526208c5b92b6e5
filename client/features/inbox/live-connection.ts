import { backoffMs, jittered } from "#contracts/backoff";
import {
  type LiveLeadMessage,
  PING,
  parseLiveMessage,
  REAUTHENTICATE,
} from "#contracts/inbox-live";

/**
 * The inbox's line to the ledger (docs/decisions/021), without React: one WebSocket, reopened
 * with exponential backoff and jitter after it drops, checked with a ping so a socket that died
 * silently (a laptop lid, a proxy) is noticed, and polling every 15 s for as long as no socket is
 * open, so the page stays current even where WebSockets never get through.
 */
export type LiveState = "connecting" | "live" | "reconnecting" | "polling";

export interface LiveOptions {
  url: string;
  /** A change the ledger announced. */
  onMessage: (message: LiveLeadMessage) => void;
  /** Changes may have been missed: a poll while no socket is open, or a socket open again. */
  onResync: () => void;
  onState: (state: LiveState) => void;
  /** Tests pass a fake; without WebSocket support the page only polls. */
  createSocket?: ((url: string) => WebSocket) | null;
  random?: () => number;
}

export const POLL_MS = 15_000;
export const PING_MS = 25_000;
export const PONG_TIMEOUT_MS = 10_000;
export const BACKOFF_MIN_MS = 1_000;
export const BACKOFF_MAX_MS = 30_000;
/** A socket open this long counts as kept: the next drop starts the backoff from 1 s again. */
export const STABLE_MS = 10_000;

/** The wait before reconnect `attempt` (0, 1, …): 1 s doubling to 30 s, the upper half jittered. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  return jittered(backoffMs(attempt + 1, BACKOFF_MIN_MS, BACKOFF_MAX_MS), random);
}

const defaultSocket = typeof WebSocket === "undefined" ? null : (url: string) => new WebSocket(url);

type Timer = ReturnType<typeof setTimeout>;

/** The inbox's connection; `connectLive` opens one. */
export class LiveConnection {
  private socket: WebSocket | null = null;
  private attempt = 0;
  private stopped = false;
  /** Whether a socket has failed or dropped since the page started: the next open resyncs. */
  private gap = false;
  private retry: Timer | undefined;
  private poll: Timer | undefined;
  private ping: Timer | undefined;
  private pong: Timer | undefined;
  private stable: Timer | undefined;
  private readonly createSocket: ((url: string) => WebSocket) | null;

  constructor(private readonly options: LiveOptions) {
    this.createSocket = options.createSocket === undefined ? defaultSocket : options.createSocket;
  }

  start(): this {
    if (this.createSocket) this.options.onState("connecting");
    this.open();
    return this;
  }

  /** Try now (back online, tab visible again) instead of waiting out the backoff. */
  reconnectNow(): void {
    if (this.socket || this.stopped) return;
    this.attempt = 0;
    this.open();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.retry);
    this.stopPolling();
    this.clearSocketTimers();
    const ws = this.socket;
    this.socket = null;
    ws?.close(1000, "Page closed");
  }

  private open(): void {
    clearTimeout(this.retry);
    if (this.stopped || this.socket) return;
    if (!this.createSocket) {
      this.startPolling();
      this.options.onState("polling");
      return;
    }
    let ws: WebSocket;
    try {
      ws = this.createSocket(this.options.url);
    } catch {
      this.retryLater(false);
      return;
    }
    this.socket = ws;
    ws.onopen = () => this.opened(ws);
    ws.onmessage = (event: MessageEvent) => this.received(event.data);
    ws.onclose = (event: CloseEvent) => this.dropped(ws, event.code);
  }

  private opened(ws: WebSocket): void {
    if (this.socket !== ws) return;
    this.stopPolling();
    this.options.onState("live");
    if (this.gap) this.options.onResync();
    this.stable = setTimeout(() => {
      this.attempt = 0;
    }, STABLE_MS);
    this.ping = setInterval(() => {
      ws.send(PING);
      this.pong ??= setTimeout(() => {
        this.dropped(ws, 1006);
        ws.close();
      }, PONG_TIMEOUT_MS);
    }, PING_MS);
  }

  private received(data: unknown): void {
    // Any message shows the socket is alive.
    clearTimeout(this.pong);
    this.pong = undefined;
    const message = parseLiveMessage(data);
    if (message) this.options.onMessage(message);
  }

  /** The socket is gone (closed, failed, or silent past its ping). */
  private dropped(ws: WebSocket, code: number): void {
    if (this.socket !== ws) return;
    this.socket = null;
    this.clearSocketTimers();
    // The ledger asks for a fresh sign-in check: that is a reconnect now, not a failure.
    if (!this.stopped) this.retryLater(code === REAUTHENTICATE);
  }

  /** No socket now: poll meanwhile, and try again after the backoff (at once if `now`). */
  private retryLater(now: boolean): void {
    this.gap = true;
    this.startPolling();
    this.options.onState("reconnecting");
    const wait = now ? 0 : backoffDelay(this.attempt++, this.options.random);
    this.retry = setTimeout(() => this.open(), wait);
  }

  private startPolling(): void {
    this.poll ??= setInterval(this.options.onResync, POLL_MS);
  }

  private stopPolling(): void {
    clearInterval(this.poll);
    this.poll = undefined;
  }

  private clearSocketTimers(): void {
    clearInterval(this.ping);
    clearTimeout(this.pong);
    clearTimeout(this.stable);
    this.pong = undefined;
  }
}

export const connectLive = (options: LiveOptions) => new LiveConnection(options).start();
