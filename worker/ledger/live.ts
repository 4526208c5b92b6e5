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
 * check again, so a signed-out session stops hearing of changes within this time.
 */
export const LIVE_SOCKET_MAX_MS = 10 * 60 * 1000;

interface SocketAttachment {
  openedAt: number;
}

/** Accepts an inbox's WebSocket upgrade (the Worker checked the sign-in); 426 without one. */
export function acceptInboxSocket(ctx: DurableObjectState, request: Request): Response {
  if (request.headers.get("upgrade")?.toLowerCase() !== "websocket")
    return new Response("Expected a WebSocket upgrade", { status: 426 });
  const { 0: client, 1: server } = new WebSocketPair();
  ctx.acceptWebSocket(server, [INBOX_TAG]);
  server.serializeAttachment({ openedAt: Date.now() } satisfies SocketAttachment);
  // Pings are answered by the runtime: a hibernating ledger is not woken for them.
  ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(PING, PONG));
  return new Response(null, { status: 101, webSocket: client });
}

const openedAt = (ws: WebSocket): number =>
  (ws.deserializeAttachment() as SocketAttachment | null)?.openedAt ?? 0;

/** Tells the inboxes open on the ledger that a lead changed, so they update without a reload. */
export function broadcastLeadChange(ctx: DurableObjectState, change: LeadChange): void {
  const message = JSON.stringify({ type: "lead", ...change } satisfies LiveLeadMessage);
  const now = Date.now();
  for (const ws of ctx.getWebSockets(INBOX_TAG)) {
    try {
      if (now - openedAt(ws) > LIVE_SOCKET_MAX_MS) ws.close(REAUTHENTICATE, "Sign-in check due");
      else ws.send(message);
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
