import { describe, expect, it } from "vitest";
import { withoutVersions } from "./size-versions";

describe("a figure of a system's name counts no one", () => {
  it("leaves the version or edition off a name said where a system is", () => {
    expect(withoutVersions("Our finance is on Sage 50 and HR on Cascade 4.1")).toBe(
      "Our finance is on Sage and HR on Cascade",
    );
    expect(withoutVersions("repairs are logged in Orchard 7.2")).toBe(
      "repairs are logged in Orchard",
    );
  });

  it("keeps dates, counts and money", () => {
    for (const s of [
      "live in March 2027",
      "we are 40 people in Leeds",
      "from Q3 2026",
      "a team of 5 in Finance",
      "budget of £50k",
      "on Sage 200 people",
    ])
      expect(withoutVersions(s)).toBe(s);
  });
});
