import { describe, expect, it } from "vitest";
import { causesMarked } from "./clarity-cause-marked";

describe("a reason pointed at, each thought whole", () => {
  it("two reasons after 'because' are two drivers, neither cut", () => {
    expect(
      causesMarked(
        "We have to change because job sheets are still handwritten and the office can't tell which vans are where.",
      ),
    ).toEqual(["job sheets are still handwritten", "the office can't tell which vans are where"]);
  });
  it("'the reason … is that' opens the reason", () => {
    expect(
      causesMarked(
        "The main reason we're looking is that invoices go out late and nobody chases them.",
      ),
    ).toEqual(["invoices go out late", "nobody chases them"]);
  });
  it("one reason stays one", () => {
    expect(causesMarked("We need to move because the server is out of support.")).toEqual([
      "the server is out of support",
    ]);
  });
});
