/**
 * Not knowing, said as a statement, is a question of what follows: "I'm not sure what a readiness
 * simulation even is", "no idea how any of this works", "I don't really understand what you
 * deliver" — answered, never kept as a pain of theirs.
 */
import { describe, expect, it } from "vitest";
import { chat } from "./clarity-chat.test-kit";

const OPENER = "hello. we run 14 veterinary clinics, about 380 staff";

describe("a prospect who says they don't know what the offer is", () => {
  it("gets what a simulation is, and 'a consultancy thing?' the page on consulting simulated", () => {
    const [, reply] = chat([
      OPENER,
      "Honestly I'm not sure what a readiness simulation even is. Is it a consultancy thing?",
    ]);
    expect(reply).toContain("We interview your stakeholders in parallel");
    expect(reply).toContain("(/what-changed)");
    expect(reply).not.toContain("For implementation consultants");
  });

  it("gets how it works and what it delivers, with no 'pressure' read from not knowing", () => {
    const [, how, what] = chat([
      OPENER,
      "no idea how any of this works tbh",
      "I don't really understand what you actually deliver",
    ]);
    expect(how).toContain("hands-on simulation sprint");
    expect(how).not.toMatch(/pressure comes from|as you put it/);
    expect(what).toContain("You receive the delivered project and software");
    expect(what).not.toContain("Phase 1");
  });

  it("still hears not knowing about their own business as a pain", () => {
    const [, reply] = chat([OPENER, "we have no idea where our stock is half the time"]);
    expect(reply).toContain("no idea where our stock is");
  });
});
