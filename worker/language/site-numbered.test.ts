import { describe, expect, it } from "vitest";
import { saysNextAsTime } from "./next-as-time";
import { phaseNumberIn } from "./site-numbered";
import { siteSpelling } from "./site-words";

describe("a phase asked by its number (site-numbered.ts)", () => {
  it("reads the number after the noun, in figures or words, and a slip in the noun", () => {
    expect(phaseNumberIn("what happens in phase 2?")).toBe(2);
    expect(phaseNumberIn("tell me about phase three")).toBe(3);
    expect(phaseNumberIn("wat happens in phse 2")).toBe(2);
    expect(phaseNumberIn("what's in step 4")).toBe(4);
  });

  it("reads an ordinal before the noun, the last one as Infinity", () => {
    expect(phaseNumberIn("what happens in the second phase?")).toBe(2);
    expect(phaseNumberIn("and the 3rd stage?")).toBe(3);
    expect(phaseNumberIn("what's the final phase like")).toBe(Infinity);
  });

  it("is no phase of ours when it is their project's, or a count of something else", () => {
    expect(phaseNumberIn("we're in phase 2 of our rollout")).toBeNull();
    expect(phaseNumberIn("our second phase went badly")).toBeNull();
    expect(phaseNumberIn("what's the first thing you do?")).toBeNull();
    expect(phaseNumberIn("we have 2 weeks")).toBeNull();
  });
});

describe("a slip of the keyboard searched as the pages' word (site-words.ts)", () => {
  it("reads back two letters swapped or one left out inside a word", () => {
    expect(siteSpelling("sampel")).toBe("sample");
    expect(siteSpelling("simulaton")).toBe("simulation");
  });

  it("leaves a real word one letter off a page's word, and an inflection, alone", () => {
    expect(siteSpelling("plant")).toBeNull();
    // Four letters one short of a page's word is as often a word of its own.
    expect(siteSpelling("food")).toBeNull();
    expect(siteSpelling("number")).toBeNull();
    expect(siteSpelling("sample")).toBeNull();
  });
});

describe("'next' that dates something (next-as-time.ts)", () => {
  it("is a time after 'next': a week, a weekday, a month, a few months", () => {
    for (const t of ["say we start next week", "next monday", "next March", "the next few months"])
      expect(saysNextAsTime(t), t).toBe(true);
  });
  it("is no time in 'what happens next' or 'next steps'", () => {
    for (const t of ["what happens next?", "what are the next steps"])
      expect(saysNextAsTime(t), t).toBe(false);
  });
});
