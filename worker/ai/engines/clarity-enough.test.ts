import { describe, expect, it } from "vitest";
import { learnFrom } from "../memory/clarity-learn";
import { emptyMemory } from "../memory/clarity-memory";
import { lastReply } from "./clarity-chat.test-kit";

const opener = "We're a 300-person distributor and want a new CRM next year.";

describe("a count of people weighed against the core team", () => {
  it("answers a count within the range from the offer, not 'our pages don't say'", () => {
    const reply = lastReply([
      opener,
      "we could free up three people for this, would that be enough?",
    ]);
    expect(reply).toMatch(/Yes — 3 people are enough: the core team is 2–5 people/);
    expect(reply).not.toMatch(/pages don't/i);
  });

  it("answers one person as too few and ten as more than needed", () => {
    expect(lastReply([opener, "would just one person from our side be enough?"])).toMatch(
      /One person is fewer than the simulation needs/,
    );
    expect(lastReply([opener, "is 10 staff on the core team too many?"])).toMatch(
      /10 staff are more than the core team needs/,
    );
  });

  it("a count only weighed in a question is not the core team", () => {
    const m = [opener, "is 10 staff on the core team too many?"].reduce(
      (memory, text) => learnFrom(memory, text),
      emptyMemory(),
    );
    expect(m.teamSize).toBeUndefined();
  });
});
