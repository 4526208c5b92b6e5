import { describe, expect, it } from "vitest";
import { companySizeOf, sizesOf } from "./clarity-situation";

describe("a department's size given before its name", () => {
  it("reads a 12-person dispatch desk as a department, not as the company", () => {
    const text = "It's for our 80 field engineers and the 12-person dispatch desk.";
    expect(companySizeOf(text)).toBeUndefined();
    expect(sizesOf(text)).toContainEqual(["field service and dispatch", 12]);
  });

  it("still reads a 200-person distributor as the company", () => {
    expect(companySizeOf("we're a 200-person distributor eyeing a new WMS")).toBe(200);
    expect(sizesOf("we're a 200-person distributor eyeing a new WMS")).toEqual([]);
  });
});

describe("a terse brief with the headcount typed without its space", () => {
  it("keeps 80ppl as the company's size", async () => {
    const { learnFrom } = await import("./clarity-learn");
    const { emptyMemory } = await import("./clarity-memory");
    const { roadmapOf } = await import("./clarity-roadmap");
    const m = learnFrom(emptyMemory(), "hubspot rollout, 80ppl, eur 250k", Date.now());
    expect(roadmapOf(m)).toMatchObject({ companySize: "80 people", budget: "€250K" });
  });
});
