/**
 * Classes a sixth fair sample of new questions found (a freight group weighing one ERP), each read
 * in the prospect's words and a second wording.
 */
import { describe, expect, it } from "vitest";
import { measuredPains } from "../memory/clarity-pains";
import { successAnswer } from "./clarity-outcomes";

describe("a sixth sample", () => {
  it("how success is judged is answered with the outcomes, a no included", () => {
    expect(successAnswer("how do you measure whether the simulation was a success?")).toMatch(
      /four clear outcomes[\s\S]*A no counts too/,
    );
    expect(successAnswer("what does success look like for the sprint?")).toMatch(/evidence/);
    expect(successAnswer("how long does it take?")).toBeNull();
  });

  it("the time work takes, its subject said at the sentence's start", () => {
    expect(
      measuredPains(
        "Consolidation is done in Excel on top of four packages and takes us 15 working days each quarter.",
      ),
    ).toEqual(["Consolidation (15 working days)"]);
    expect(measuredPains("The project is big and will take 4-8 weeks")).toEqual([]);
  });
});

describe("a seventh sample", () => {
  it("what happens first after the contact form is the next step", async () => {
    const { topicsOf } = await import("./clarity-question-topics");
    expect(
      topicsOf("what's the very first thing that happens after I fill in the contact form?"),
    ).toContain("next");
    expect(topicsOf("is April even realistic if we start in January?")).toContain("duration");
  });
});
