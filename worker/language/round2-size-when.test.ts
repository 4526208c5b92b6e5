import { describe, expect, it } from "vitest";
import { readCompanySize } from "./size";
import { readWhens } from "./when";

const NOW = new Date("2026-11-24T10:00:00Z");

describe("a company's headcount given as a bare figure", () => {
  it.each([
    ["The whole company is roughly 400.", 400],
    ["our entire business is about 1,200", 1200],
    ["The company is 25 years old.", undefined],
    ["The company is 40% remote.", undefined],
  ])("%s → %s", (text, want) => {
    expect(readCompanySize(text)).toBe(want);
  });
});

describe("a date given back in other words", () => {
  it("takes the month of the date that stands, not of the one dropped", () => {
    const [when] = readWhens("And June won't happen — think September 2027 instead.", NOW);
    expect(when?.text).toBe("September 2027");
    expect(when?.month).toBe("2027-09");
  });
});

describe("a written fraction of a million, and a date's kind in other words", () => {
  it("reads 1/4 million as 250,000 and 3/4m as 750,000, and leaves a date alone", async () => {
    const { readMoney } = await import("./money");
    expect(readMoney("approx 1/4 million budget")).toMatchObject({ min: 250_000, max: 250_000 });
    expect(readMoney("about 3/4m in euros")).toMatchObject({ min: 750_000, currency: "EUR" });
    const { figures } = await import("./numbers");
    expect(figures("starting 1/4/2027")).toBe("starting 1/4/2027");
  });

  it("takes settling on a vendor as the decision and being running as the go-live", () => {
    const whens = readWhens(
      "We need to settle on a vendor by February and be running by the autumn of 2027.",
      NOW,
    );
    expect(whens.map((w) => w.kind)).toEqual(["decision", "go-live"]);
  });
});

describe("a decision and a go-live in one message", () => {
  it.each([
    ["Board signs off in March, and we'd want to be live in Q4 2027.", "Q4 2027"],
    ["The decision is due by end of January, go-live next October.", "October"],
  ])("%s → the go-live is %s", (text, live) => {
    const whens = readWhens(text, NOW);
    expect(whens.map((w) => w.kind)).toEqual(["decision", "go-live"]);
    expect(whens[1]?.text).toBe(live);
  });
});

describe("a headcount typed without its space", () => {
  it("reads 80ppl as 80 people", async () => {
    const { normalise } = await import("./normalise");
    expect(normalise("hubspot rollout, 80ppl, eur 250k")).toContain("80 people");
  });
});
