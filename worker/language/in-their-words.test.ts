import { describe, expect, it } from "vitest";
import { inTheirWords } from "./in-their-words";

describe("a figure shown in the prospect's own words", () => {
  it.each([
    ["6 months", "Within six months. Maybe $250k.", "six months"],
    ["18 months", "we want to be live in eighteen months", "eighteen months"],
    ["9 months", "live within 9 months", "9 months"],
    ["Q3", "by Q3, two sites", "Q3"],
  ])("%s from %s", (found, said, shown) => expect(inTheirWords(found, said)).toBe(shown));
});
