/**
 * A stored lead as the ledger reads it, for tests: a /try note and the chat's messages, a second
 * apart, from 23 November 2026.
 */
import type { LeadRecord } from "../contracts/lead-record";

export const leadAt = Date.parse("2026-11-23T10:00:00Z");

export const leadOf = (note: string, ...messages: string[]) =>
  ({
    contact: { name: "P", email: "p@example.com", note },
    createdAt: leadAt,
    roadmap: null,
    conversations: [
      {
        messages: messages.map((text, i) => ({
          role: "user",
          text,
          at: new Date(leadAt + (i + 1) * 1000).toISOString(),
        })),
      },
    ],
  }) as unknown as LeadRecord;
