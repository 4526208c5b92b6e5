import { describe, expect, it } from "vitest";
import { readCompanySize } from "./size";

/** Heads said as "pax" or "crew", and a count said roughly before a hundred (033). */
describe("a company size in other words", () => {
  it("counts pax and crew as people", () => {
    expect(
      readCompanySize("hi we r Tanjong Marine Services, abt 80 pax in the yard n office"),
    ).toBe(80);
    expect(readCompanySize("we have 80 crew")).toBe(80);
  });
  it("reads 'a few hundred' and 'a couple of thousand' people as a rep writes them down", () => {
    expect(readCompanySize("we're a few hundred people")).toBe(300);
    expect(readCompanySize("a couple of thousand staff")).toBe(2000);
    expect(readCompanySize("several hundred employees across 4 sites")).toBe(500);
  });
});

describe("counts that name the whole staff, and counts of things", () => {
  it.each([
    ["roughly 90 people all in", 90],
    ["I'm the bursar at St Aldhelm's School (around 180 teaching and support staff).", 180],
    ["hi there, I do IT for a group of 6 dental practices, trading as SmileWorks", undefined],
    ["We're a small firm, a team of 60 across three sites.", 60],
  ])("%s", (said, n) => expect(readCompanySize(said)).toBe(n));
});
