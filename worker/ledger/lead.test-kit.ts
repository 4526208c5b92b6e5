/**
 * A stored lead as the ledger reads it, for tests: a /try note and the chat's messages, a second
 * apart, from 23 November 2026.
 */
import type { LeadRecord } from "../contracts/lead-record";
import { ownWords } from "../language";
import { readLeadFacts } from "./lead-facts";

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

/** The facts a lead's chat gives, each message a second after the last (own words only). */
export const factsSaid = (...texts: string[]) =>
  readLeadFacts(texts.map((text, i) => ({ text: ownWords(text), at: leadAt + i * 1000 })));

/** The budget the messages give, as "GBP 72000-72000" ("+" for a floor), or null. */
export const budgetSaid = (...texts: string[]) => {
  const b = factsSaid(...texts).budget;
  return b ? `${b.currency ?? "USD"} ${b.min}-${b.max}${b.orMore ? "+" : ""}` : null;
};

/** The timeline the messages give, as "go-live 2027-03", or null. */
export const timelineSaid = (...texts: string[]) => {
  const t = factsSaid(...texts).timeline;
  return t ? `${t.kind} ${t.month}` : null;
};
