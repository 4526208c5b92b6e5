/** No time to spare, answered with what a simulation asks of the prospect's side. */
import { describe, expect, it } from "vitest";
import { chat } from "./clarity-chat.test-kit";

const OPENER = "Hi, we're a 200-person food distributor looking at a new ERP.";

describe("a busy time or a team short of hours", () => {
  it("answers a question of fitting round a peak with what the simulation asks, not 'not on our pages'", () => {
    const [, reply] = chat([
      OPENER,
      "Could the sprint fit around our Christmas peak? We're flat out Nov-Dec.",
    ]);
    expect(reply).toContain("Noted as a risk: you're flat out Nov-Dec.");
    expect(reply).toContain("about an hour a week per core team member");
    expect(reply).toContain("don't set start dates");
    expect(reply).not.toMatch(/pages don't cover that|rather not guess/);
  });

  it("says what it asks once; a second such risk gets the short answer", () => {
    const replies = chat([
      OPENER,
      "Nobody in the warehouse has a spare hour before Easter.",
      "Our IT is one guy, part time.",
      "The nurses can give 30 minutes a week at most.",
    ]);
    expect(replies[1]).toContain("From your side a simulation asks");
    expect(replies[2]).toContain("with IT being one person");
    expect(replies[2]).not.toContain("From your side");
    expect(replies[2]).not.toContain("1 people");
    expect(replies[3]).toContain("Nurses are in scope too.");
    expect(replies[3]).toContain("The pages ask about an hour a week per core team member.");
  });
});

describe("a new conversation's first play (plumbing supplies wholesaler)", () => {
  const played = chat([
    "We're a 160-person plumbing supplies wholesaler on Sage 200, thinking about Business Central.",
    "who would actually interview our people, you or a human?",
    "our counter staff are run off their feet Sat mornings, can the sessions avoid weekends?",
  ]);

  it("reads the system a described business is on as today's, the one thought about as the project", () => {
    expect(played[0]).toContain("a **Business Central (ERP)** project");
    expect(played[0]).not.toContain("Sage 200 or Business Central");
  });

  it("answers who interviews with who we are", () => {
    expect(played[1]).toContain("I'm Clarity, the AI that runs the interviews");
  });

  it("keeps who is busy, and when, in the prospect's words", () => {
    expect(played[2]).toContain("Noted as a risk: counter staff run off their feet Sat mornings.");
    expect(played[2]).not.toMatch(/pages don't cover that/);
  });
});
