import { describe, expect, it } from "vitest";
import { askingPart, questionsFirst } from "./questions-first";
import { searchSite } from "./site-search";

describe("a question after a statement is searched by what it asks", () => {
  const said =
    "We're a 180-person distributor moving off Sage and spreadsheets next year, the board is keen but nervous. So what actually is a readiness simulation?";

  it("puts the questions first and keeps the statement after them", () => {
    expect(questionsFirst(said)).toMatch(/^So what actually is a readiness simulation\? We're/);
    expect(askingPart(said)).toBe("So what actually is a readiness simulation?");
    expect(askingPart("how long does it take?")).toBe("how long does it take?");
  });

  it("finds the page that answers the question, not the background's", () => {
    expect(searchSite(said)[0]?.url).toBe("/how#simulation-process");
  });
});
