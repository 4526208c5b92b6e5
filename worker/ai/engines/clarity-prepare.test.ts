import { describe, expect, it } from "vitest";
import { asksUnnamed, beyondStock, coveredBy } from "./clarity-kind-answers";

describe("what to prepare before the start is what the needs answer says", () => {
  const stock = "From your side we need a core team. Real examples help most.";
  it.each([
    "Do we need to prepare any documents before we start?",
    "Do we have to bring any paperwork to the first session?",
  ])("%s is answered by the needs answer", (q) => {
    expect(asksUnnamed(q, ["needs"])).toBe(false);
    expect(beyondStock(q, [stock, ...coveredBy(["needs"])].join(" "))).toBe(false);
  });

  it("a word the needs answer does not cover still asks beyond it", () => {
    expect(
      beyondStock(
        "Do we need a lawyer before we start?",
        [stock, ...coveredBy(["needs"])].join(" "),
      ),
    ).toBe(true);
  });
});
