/**
 * The live inbox's socket (`GET /api/inbox/live`, docs/decisions/021), both sides: the ledger
 * sends one message per change to a lead, ids and what happened only; the browser sends PING
 * and expects PONG to tell a live socket from a dead one. No zod: the inbox page imports this.
 */
export const INBOX_LIVE_PATH = "/api/inbox/live";

export type LeadChangeKind = "created" | "updated" | "deleted";
export interface LiveLeadMessage {
  type: "lead";
  leadId: string;
  change: LeadChangeKind;
  /** The lead's prospect (docs/decisions/025): a card shows every lead of it. */
  prospectId?: string;
}

export const PING = "ping";
export const PONG = "pong";
/** The ledger closes a socket with this code when its sign-in is due a check: reconnect at once. */
export const REAUTHENTICATE = 4001;

const changes: readonly string[] = ["created", "updated", "deleted"] satisfies LeadChangeKind[];

/** The message a socket received, if it is one of the ledger's. */
export function parseLiveMessage(data: unknown): LiveLeadMessage | null {
  if (typeof data !== "string" || data === PONG) return null;
  try {
    const value: unknown = JSON.parse(data);
    if (typeof value !== "object" || value === null) return null;
    const { type, leadId, change, prospectId } = value as Record<string, unknown>;
    if (type !== "lead" || typeof leadId !== "string" || !changes.includes(String(change)))
      return null;
    return {
      type,
      leadId,
      change: change as LeadChangeKind,
      ...(typeof prospectId === "string" ? { prospectId } : {}),
    };
  } catch {
    return null;
  }
}
