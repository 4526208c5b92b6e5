import { describe, expect, it } from "vitest";
import { unnumbered } from "./enumerated";

describe("points numbered inline", () => {
  it("opens each point as a sentence", () => {
    expect(
      unnumbered("1) quoting takes forever 2) we can't see costs 3) the GC wants status"),
    ).toBe("quoting takes forever. we can't see costs. the GC wants status");
  });
  it("keeps a heading before the run", () => {
    expect(unnumbered("Drivers: 1. audit findings, 2. growth")).toBe(
      "Drivers: audit findings. growth",
    );
  });
  it("keeps a point's own full stop", () => {
    expect(unnumbered("(1) slow quotes. (2) no job costs.")).toBe("slow quotes. no job costs.");
  });
  it("leaves a figure with a dot, and one numbered line, alone", () => {
    expect(unnumbered("We have 2. Both are old.")).toBe("We have 2. Both are old.");
    expect(unnumbered("Notes:\n1. Controller\nthanks")).toBe("Notes:\n1. Controller\nthanks");
  });
  it("reads numbered lines as a bullet list", () => {
    expect(unnumbered("Hi,\nCore team:\n1. Financial controller\n2) IT lead\nThanks")).toBe(
      "Hi,\nCore team:\n- Financial controller\n- IT lead\nThanks",
    );
  });
});
