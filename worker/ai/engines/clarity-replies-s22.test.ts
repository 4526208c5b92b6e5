/**
 * Session 22's own finds in the replayed field conversations (docs/clarity-conversations.md): a
 * reason given as a clause whose verb the clause list lacked was fitted into "So the pressure
 * comes from …" ("So the pressure comes from finance only finds out at invoicing").
 */
import { describe, expect, it } from "vitest";
import { chat } from "./clarity-chat.test-kit";

const cpq = [
  "COO here, 180 employees, we sell configurable HVAC systems. We're weighing Salesforce CPQ because quoting takes 3-4 days and margins leak on discounts.",
  "Right now reps build quotes in Excel templates and email them to engineering to validate the configuration. About 25 reps.",
];

describe("a reason that is a clause is quoted as one, never fitted into a noun's place", () => {
  it.each([
    "Discounts over 15% are supposed to go to me but half the time they don't. Finance only finds out at invoicing.",
    "Half the time approvals get skipped. Finance never sees the discount until the invoice.",
  ])("%s", (text) => {
    const reply = chat([...cpq, text])[2]!;
    expect(reply).not.toMatch(/pressure comes from|case for change is|I'll note finance/);
  });
});
