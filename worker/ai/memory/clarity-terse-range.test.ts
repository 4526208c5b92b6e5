import { describe, expect, it } from "vitest";
import { learnFrom } from "./clarity-learn";
import { emptyMemory } from "./clarity-memory";

describe("a terse first message keeps its size and its budget", () => {
  it("a role at a 60-person contractor, and a range said alone with a question mark", () => {
    const m = learnFrom(
      emptyMemory(),
      "hey - ops manager at a 60 person HVAC contractor in Phoenix. service calls are in ServiceTitan, quotes in excel, and the owners want a proper CRM + quoting before we open a second branch next summer. thinking hubspot but open. maybe 40-60k?",
    );
    expect(m.companySize).toBe(60);
    expect(m.budget).toMatchObject({ min: 40_000, max: 60_000 });
  });

  it("a question about cost is still no budget", () => {
    const m = learnFrom(emptyMemory(), "We want a new CRM. Would it cost 40-60k?");
    expect(m.budget).toBeUndefined();
  });
});

describe("who a worry concerns is said without its verb", () => {
  it("our quality manager is sceptical", () => {
    const m = learnFrom(emptyMemory(), "Our quality manager is sceptical this will help.");
    expect(m.risks.map((r) => r.text)).toEqual(["Adoption: quality manager skeptical"]);
  });
});

describe("a site to open is a driver, in the base form too", () => {
  it("before we open a second branch next summer", () => {
    const m = learnFrom(
      emptyMemory(),
      "the owners want a proper CRM + quoting before we open a second branch next summer.",
    );
    expect(m.drivers.length).toBeGreaterThan(0);
    expect(m.drivers.join(" ")).toMatch(/branch/);
  });
});
