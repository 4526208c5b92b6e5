/**
 * The site's own words as a reader of questions needs them: whether the pages use a word at all
 * (in some inflection), the pages' form of a word they use otherwise, the process's phases in
 * order, and "ours" searched as the pages' "yours".
 */
import { describe, expect, it } from "vitest";
import { phasePassages, searchSite, termsOf } from "./site-search";
import { siteForm, siteUses } from "./site-words";

describe("the words the pages use", () => {
  it("a word in another inflection counts; a word no page uses does not", () => {
    expect(siteUses("agreed")).toBe(true);
    expect(siteUses("interviewing")).toBe(true);
    expect(siteUses("confidentiality")).toBe(false);
    expect(siteUses("negotiable")).toBe(false);
  });

  it("the pages' own form of a longer word they use otherwise", () => {
    expect(siteForm("distributors")).toBe("distribution");
    expect(siteForm("distribution")).toBeNull();
    expect(siteForm("cooperatives")).toBeNull();
  });

  it("a search finds the page that uses the word in its own form", () => {
    expect(searchSite("experience with distributors").map((p) => p.url)).toContain("/about");
  });
});

describe("the phases, in order", () => {
  it("are the four phases the how-it-works page states", () => {
    const phases = phasePassages();
    expect(phases.map((p) => /Phase (\d)/.exec(p.heading ?? "")?.[1])).toEqual([
      "1",
      "2",
      "3",
      "4",
    ]);
    expect(phases[0]!.url).toBe("/how#four-phases");
  });
});

describe("whose something is", () => {
  it("the prospect's 'ours' is searched as the pages' 'yours'", () => {
    expect(termsOf("is it ours?")).toEqual(["yours"]);
  });
});
