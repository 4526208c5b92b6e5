import type { LeadRecord, SentLead } from "../contracts/lead-record";
import { shapeOf } from "./lead-shape";

/** A lead stays under this size, conversations included (oldest messages left out first). */
export const MAX_LEAD_BYTES = 256 * 1024;

const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).byteLength;

/**
 * Leaves out the oldest messages, longest conversation first, until the lead fits
 * `MAX_LEAD_BYTES`; each conversation counts what it left out. Linear in the messages.
 */
export function fitLead(lead: LeadRecord, maxBytes = MAX_LEAD_BYTES): LeadRecord {
  let excess = bytes(lead) - maxBytes;
  if (excess <= 0) return lead;
  const conversations = lead.conversations.map((c) => ({ ...c, messages: [...c.messages] }));
  const sizes = conversations.map((c) => c.messages.map((m) => bytes(m) + 1));
  const starts = conversations.map(() => 0);
  while (excess > 0) {
    let pick = -1;
    for (let i = 0; i < conversations.length; i++) {
      const left = sizes[i]!.length - starts[i]!;
      if (left > 1 && (pick < 0 || left > sizes[pick]!.length - starts[pick]!)) pick = i;
    }
    if (pick < 0) break;
    excess -= sizes[pick]![starts[pick]!]!;
    starts[pick]! += 1;
  }
  return {
    ...lead,
    conversations: conversations.map((c, i) => ({
      ...c,
      messages: c.messages.slice(starts[i]),
      omittedMessages: c.omittedMessages + starts[i]!,
    })),
  };
}

/**
 * What the sales webhook receives (README "Leads"): the lead as handed over, whether it came
 * from another browser under its prospect's address, unconfirmed, and `summary`, its fields as
 * the CSV has them (`lead-shape.ts`).
 */
export function webhookPayload(lead: SentLead): string {
  const {
    id,
    createdAt,
    updatedAt,
    addressRef: _address,
    prospectName: _p,
    meeting: _m,
    nextStep: _n,
    callRequested: _c,
    summary,
    ...rest
  } = lead;
  return JSON.stringify({
    leadId: id,
    ...rest,
    createdAt: new Date(createdAt).toISOString(),
    updatedAt: new Date(updatedAt).toISOString(),
    // Its details are its own, not its prospect's: a receiver matching by email must not take
    // them as the prospect's (docs/decisions/028).
    unconfirmedOtherBrowser: summary.unconfirmedOtherBrowser === true,
    summary: shapeOf(summary),
  });
}

/** What a phone-number search looks for: its digits, each behind a mark no other text has. */
export const phoneDigits = (text: string) => text.replace(/\D/g, "").replace(/\d/g, "\u0001$&");

/**
 * Lowercased text the inbox search looks in: the contact details, the project and the phone's
 * digits; never an internal id (a lead's id is searched whole, `queries.ts`), so that digits
 * typed find a person, not a reference that happens to hold them.
 */
export function searchText(lead: Pick<LeadRecord, "contact" | "projectType">): string {
  const c = lead.contact;
  return [c.name, c.email, c.company, c.phone, lead.projectType, phoneDigits(c.phone ?? "")]
    .filter(Boolean)
    .join(" \u0000 ")
    .toLowerCase();
}
