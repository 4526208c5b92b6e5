/**
 * Classes a fourth fair sample of new questions found (a fashion label weighing an ERP), each read
 * in the prospect's words and a second wording.
 */
import { describe, expect, it } from "vitest";
import { learnFrom } from "../memory/clarity-learn";
import { emptyMemory } from "../memory/clarity-memory";
import { asking } from "../memory/clarity-topics";
import { objectionAnswer } from "./clarity-objection-answers";
import { objectionIn } from "./clarity-objections";
import { termsAnswer } from "./clarity-terms";

describe("replies", () => {
  it("their people against the change, asked how we handle it", () => {
    expect(objectionIn("our DC manager is pretty anti-change tbh, how do you handle that?")).toBe(
      "resistance",
    );
    expect(objectionIn("what if the reps just refuse to use it?")).toBe("resistance");
    expect(objectionAnswer("resistance", emptyMemory())).toMatch(/Team Realignment/);
  });

  it("a quote of theirs to check gets what the pages say of quotes apart, not our price", () => {
    const q =
      "we've already got a quote from a NetSuite partner for 180k, can you sanity check it?";
    expect(termsAnswer(q)).toMatch(/price against/);
    expect(termsAnswer("could you look over the proposal our integrator sent?")).toMatch(/quote/);
  });

  it("a statement with its subject left out is no question", () => {
    expect(asking.test("Would want it sorted before next year's AW season drops in Feb.")).toBe(
      false,
    );
    expect(asking.test("Would you need our finance lead?")).toBe(true);
  });
});

describe("the roadmap", () => {
  it("a place of work and where it is are no systems", () => {
    const m = learnFrom(
      emptyMemory(),
      "85 staff, HQ in Melbourne and a DC in Sydney. We want an ERP.",
    );
    expect(m.integrations).toEqual([]);
  });
});

describe("what the roadmap keeps of a sentence", () => {
  it("orders keyed in by hand are re-keying, said as a driver of its own", () => {
    const m = learnFrom(
      emptyMemory(),
      "Orders come in via email and a portal, then get keyed into Cin7 by hand.",
    );
    expect(m.drivers).toEqual(["orders re-keyed by hand"]);
  });

  it("a person against the change is a risk to test, not a reason", () => {
    const m = learnFrom(
      emptyMemory(),
      "our DC manager is pretty anti-change tbh, how do you handle that?",
    );
    expect(m.drivers).toEqual([]);
    expect(m.risks.map((r) => r.text)).toEqual([
      expect.stringMatching(/^Adoption: .*reluctant to change/),
    ]);
  });
});
