import { describe, expect, it } from "vitest";
import { withoutAsides } from "./clarity-asides";
import { painsSaid } from "./clarity-said";

describe("a pain said with its subject before a bracketed name", () => {
  it.each([
    ["our till system (EposNow) is a nightmare", "our till system is a nightmare"],
    ["our donor crm (raisers edge) is a nightmare", "our donor crm is a nightmare"],
    ["the rota tool (Deputy) keeps crashing on Mondays", "the rota tool keeps crashing on Mondays"],
  ])("%s", (sentence, phrase) => {
    expect(painsSaid(sentence)).toContain(phrase);
  });

  it("keeps an aside at the sentence's end, and one after the point", () => {
    expect(withoutAsides("it is a mess (honestly)", 3)).toEqual({
      text: "it is a mess (honestly)",
      at: 3,
    });
    expect(withoutAsides("a mess (the CRM) here", 0).text).toBe("a mess (the CRM) here");
  });

  it("moves the point back by what it takes out", () => {
    expect(withoutAsides("our CRM (Capsule) is slow", 18)).toEqual({
      text: "our CRM is slow",
      at: 8,
    });
  });
});
