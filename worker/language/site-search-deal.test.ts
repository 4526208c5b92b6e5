import { describe, expect, it } from "vitest";
import { searchSite, termsOf } from "./site-search";

describe("'deal with' is to handle, never the pages' deal", () => {
  it("drops the phrasal verb from the search's words", () => {
    expect(termsOf("do you deal with our lawyers?")).not.toContain("deal");
    expect(termsOf("we lost the deal")).toContain("deal");
  });

  it("finds no partner passage for a question about handling a third party", () => {
    const found = searchSite("would you deal with our insurers directly?");
    expect(found.map((p) => p.text).join(" ")).not.toMatch(/win the deal/i);
  });
});
