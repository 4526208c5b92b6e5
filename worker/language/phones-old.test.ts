import { describe, expect, it } from "vitest";
import { readPhone } from "./phones";

describe("a number the prospect says is no longer theirs", () => {
  it("the new one, not the old one", () =>
    expect(
      readPhone("My number changed last year (old one 0161 496 0000), new one is 0161 496 0222"),
    ).toBe("+441614960222"));
  it("an old number alone is still read (nothing better to call)", () =>
    expect(readPhone("my old number 0161 496 0000 still works")).toBe("+441614960000"));
});
