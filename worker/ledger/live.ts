/**
 * Tells the inboxes open on the ledger that a lead changed, so their list and lead page update
 * without a reload. (To be filled in: WebSockets on the ledger with the hibernation API.)
 */
export type LeadChange = { leadId: string; change: "created" | "updated" | "deleted" };

export function broadcastLeadChange(_ctx: DurableObjectState, _change: LeadChange): void {}
