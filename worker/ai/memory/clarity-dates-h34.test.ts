/**
 * The roadmap's date and the inbox's month agree (round h34): a relative clause that dates the
 * words before it ("the new financial year, which starts in April") is not read as a clause of
 * its own, and a half-year keeps its half in the words shown ("H2 next year").
 */
import { describe, expect, it } from "vitest";
import { played } from "../engines/clarity-chat.test-kit";

const timeline = (...messages: string[]) => {
  const { roadmap } = played(messages);
  return { text: roadmap.timeline, month: roadmap.facts?.timeline?.month };
};

describe("a date in the roadmap as the inbox has it", () => {
  it("reads 'which starts in April' as the month of the year before it", () =>
    expect(
      timeline("it needs to be in place for the new financial year, which starts in April"),
    ).toEqual({ text: "new financial year (April)", month: "2027-04" }));

  it("keeps the half of a year in the words shown", () => {
    expect(timeline("we plan to go live in H2 next year")).toEqual({
      text: "H2 next year",
      month: "2027-12",
    });
    expect(timeline("we want to go live in the second half of next year")).toEqual({
      text: "H2 next year",
      month: "2027-12",
    });
  });
});
