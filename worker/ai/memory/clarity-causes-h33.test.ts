/**
 * Round h33: reasons for now given as events, in wordings found after the second probes — a
 * customer gone ("our biggest client walked away": a loss, no rollout of theirs abandoned), a
 * named customer's demand ("Tesco want …"), an audit's verdict before "because of", a funding
 * round, a demand cut before its "before", the one who set it up going, or gone.
 */
import { describe, expect, it } from "vitest";
import { hear } from "./clarity-listen";
import { emptyMemory } from "./clarity-memory";

const NOW = Date.parse("2026-11-24T10:00:00Z");
const heard = (text: string) => hear(text, { ...emptyMemory(), asked: ["drivers"] } as never, NOW);
const drivers = (text: string) => heard(text).drivers;

describe("round h33: reasons as events", () => {
  it("a customer gone is a loss, not an attempt abandoned", () => {
    const h = heard("Our biggest client walked away last quarter over invoicing errors.");
    expect(h.drivers).toEqual(["our biggest client walked away"]);
    expect(h.risks).toEqual([]);
  });
  it("a named customer's demand keeps its name", () => {
    expect(drivers("Tesco want all suppliers on their portal by March.")).toEqual([
      "Tesco want all suppliers on their portal",
    ]);
  });
  it("an audit's verdict said before 'because of' is the reason", () => {
    expect(drivers("The auditors gave us a qualified opinion last year because of stock.")).toEqual(
      ["the auditors gave us a qualified opinion"],
    );
  });
  it("a demand is cut before its 'before', a funding round is why now", () => {
    expect(drivers("Our bank wants better forecasting before they renew the facility.")).toContain(
      "our bank wants better forecasting",
    );
    expect(
      drivers("The board has asked for a proper system before the next funding round.").join(" | "),
    ).toMatch(/funding round/);
  });
  it("the one who set it all up going, or gone, is why now", () => {
    expect(drivers("Our controller who set it all up is leaving in January.")).toEqual([
      "our controller is leaving in January",
    ]);
    expect(
      drivers("The old server dies if we add more users, and the guy who wrote it retired."),
    ).toEqual(["the guy retired"]);
  });
});
