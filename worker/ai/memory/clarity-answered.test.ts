import { describe, expect, it } from "vitest";
import { driverAnswered, teamsAnswered } from "./clarity-answered";
import { learnFrom } from "./clarity-learn";
import { emptyMemory } from "./clarity-memory";
import { roadmapOf } from "./clarity-roadmap";

describe("a terse answer to the question just asked", () => {
  it("is the driver after 'what's pushing this now?'", () => {
    expect(driverAnswered("Mainly cost and control.", "drivers")).toBe("cost and control");
    expect(driverAnswered("Mainly cost and control.", "timeline")).toBeUndefined();
    expect(driverAnswered("Not sure yet, to be honest.", "drivers")).toBeUndefined();
  });

  it("names the teams after 'which teams?', each in the prospect's words", () => {
    expect(teamsAnswered("Underwriting and claims, mostly.", "departments")).toEqual([
      "underwriting",
      "claims",
    ]);
    expect(teamsAnswered("Everyone, really.", "departments")).toEqual(["all teams"]);
    expect(teamsAnswered("Underwriting and claims.", "budget")).toEqual([]);
  });

  it("reaches the roadmap when Clarity asked for it", () => {
    let m = learnFrom(emptyMemory(), "We're a 90-person insurer looking at a new CRM.");
    m = { ...m, asked: [...m.asked, "drivers"] };
    m = learnFrom(m, "Mainly cost and control.");
    expect(roadmapOf(m).drivers).toContain("cost and control");
  });
});
