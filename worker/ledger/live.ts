/**
 * The live inbox (docs/decisions/021): every open inbox holds a WebSocket on the ledger, accepted
 * with the hibernation API, so an idle ledger is evicted from memory while the sockets stay open
 * and costs nothing until a lead changes. On each change the ledger sends every socket
 * `{ type: "lead", leadId, change }`: ids and what happened, never a lead's contents, which the
 * inbox then reads through the signed-in API.
 */
import {
  type LeadChangeKind,
  type LiveLeadMessage,
  PING,
  PONG,
  REAUTHENTICATE,
} from "../contracts/inbox-live";

export type LeadChange = { leadId: string; change: LeadChangeKind; prospectId?: string };

/** The tag of inbox sockets (the ledger holds no other kind today). */
export const INBOX_TAG = "inbox";
/**
 * A socket hears changes for this long after its sign-in check: an older one is closed with
 * REAUTHENTICATE when the next change comes, and the browser reconnects at once, through the
 * check again, so a sign-in no longer good (SALES_TOKEN changed, a person removed from Access)
 * stops hearing of changes within this time. Signing out closes the session's sockets at once;
 * a sign-in's expiry is checked at every change.
 */
export const LIVE_SOCKET_MAX_MS = 10 * 60 * 1000;

/** Sockets one person may hold open at once (tabs, windows); more are refused with 429. */
export const MAX_SOCKETS_PER_PERSON = 10;

/**
 * Whose socket the Worker opens (it checked the sign-in), in `LIVE_GRANT_HEADER`: the person
 * (`via:name`), their token session if any, and when their sign-in ends (the session's or the
 * Access JWT's expiry), after which the socket hears nothing more.
 */
export const LIVE_GRANT_HEADER = "x-inbox-live-grant";
export interface LiveGrant {
  person: string;
  session?: string;
  until?: number;
}

type SocketAttachment = { openedAt: number } & Partial<LiveGrant>;

const attachment = (ws: WebSocket): SocketAttachment =>
  (ws.deserializeAttachment() as SocketAttachment | null) ?? { openedAt: 0 };

/** Whether the socket's sign-in still holds: checked within `LIVE_SOCKET_MAX_MS`, not expired. */
const current = (a: SocketAttachment, now: number) =>
  now - a.openedAt <= LIVE_SOCKET_MAX_MS && (a.until === undefined || now < a.until);

function grantOf(request: Request): LiveGrant | null {
  try {
    const grant = JSON.parse(request.headers.get(LIVE_GRANT_HEADER) ?? "null") as LiveGrant | null;
    return typeof grant?.person === "string" ? grant : null;
  } catch {
    return null;
  }
}

/**
 * Accepts an inbox's WebSocket upgrade for the grant the Worker sent; 426 without an upgrade, 403
 * without a grant, 429 when the person already holds `MAX_SOCKETS_PER_PERSON` live sockets.
 */
export function acceptInboxSocket(ctx: DurableObjectState, request: Request): Response {
  if (request.headers.get("upgrade")?.toLowerCase() !== "websocket")
    return new Response("Expected a WebSocket upgrade", { status: 426 });
  const grant = grantOf(request);
  if (!grant) return new Response("No sign-in", { status: 403 });
  const now = Date.now();
  // The person's sockets whose sign-in no longer holds are closed now rather than left out of
  // the count, so no more than the cap are ever open.
  const held = ctx.getWebSockets(INBOX_TAG).filter((ws) => {
    const a = attachment(ws);
    if (ws.readyState !== WebSocket.OPEN || a.person !== grant.person) return false;
    if (current(a, now)) return true;
    reauthenticate(ws, "Sign-in check due");
    return false;
  });
  if (held.length >= MAX_SOCKETS_PER_PERSON)
    return new Response("Too many open inboxes", { status: 429 });
  const { 0: client, 1: server } = new WebSocketPair();
  ctx.acceptWebSocket(server, [INBOX_TAG]);
  server.serializeAttachment({ openedAt: now, ...grant } satisfies SocketAttachment);
  // Pings are answered by the runtime: a hibernating ledger is not woken for them.
  ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(PING, PONG));
  return new Response(null, { status: 101, webSocket: client });
}

/** A session signed out: its sockets close now (the browser's reconnect meets the sign-in check). */
export function closeSessionSockets(ctx: DurableObjectState, session: string): void {
  for (const ws of ctx.getWebSockets(INBOX_TAG))
    if (attachment(ws).session === session) reauthenticate(ws, "Signed out");
}

function reauthenticate(ws: WebSocket, reason: string): void {
  try {
    ws.close(REAUTHENTICATE, reason);
  } catch {
    // Already closing: its close handler tidies up.
  }
}

/**
 * Tells the inboxes open on the ledger that a lead changed, so they update without a reload. A
 * socket whose sign-in is due a check or has expired is closed instead, and hears nothing.
 */
export function broadcastLeadChange(ctx: DurableObjectState, change: LeadChange): void {
  const message = JSON.stringify({ type: "lead", ...change } satisfies LiveLeadMessage);
  const now = Date.now();
  for (const ws of ctx.getWebSockets(INBOX_TAG)) {
    if (!current(attachment(ws), now)) reauthenticate(ws, "Sign-in check due");
    else
      try {
        ws.send(message);
      } catch {
        // Already closing: its close handler tidies up.
      }
  }
}

/** A message from an inbox: only a ping (when the auto-response did not answer it). */
export function answerInbox(ws: WebSocket, message: string | ArrayBuffer): void {
  if (message === PING) ws.send(PONG);
}

/** The browser closed its socket: complete the close handshake. */
export function closeInbox(ws: WebSocket, code: number): void {
  try {
    // 1005/1006 are reserved: they may not be sent back.
    ws.close(code === 1005 || code === 1006 ? 1000 : code, "Closed");
  } catch {
    // Already closed.
  }
}
