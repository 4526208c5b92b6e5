import { describe, expect, it } from "vitest";
import { measuredPains } from "./clarity-pains";

describe("time a piece of work takes now, as a range and said of a team", () => {
  it.each([
    [
      "Quotes take our inside sales team 3-4 days because pricing lives in a spreadsheet.",
      /quot\w* \(3-4 days\)/,
    ],
    [
      "Returns take the warehouse crew two to three days to process.",
      /Returns \(two to three days\)/,
    ],
  ])("is a driver with its figure: %s", (said, driver) => {
    expect(measuredPains(said)).toEqual([expect.stringMatching(driver)]);
  });

  it("a plan's length is no pain", () => {
    expect(measuredPains("the project will take 4-8 weeks")).toEqual([]);
  });
});
