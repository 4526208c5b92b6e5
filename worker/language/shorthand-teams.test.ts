import { describe, expect, it } from "vitest";
import { normalise } from "./normalise";

describe("departments in chat shorthand", () => {
  it("spells out the teams a terse message shortens", () => {
    expect(normalise("fin+ops on spreadsheets")).toBe("finance+ops on spreadsheets");
    expect(normalise("acct team & cust svc on sage 50, mfg co")).toBe(
      "accounts team & customer service on sage 50, manufacturing co",
    );
    expect(normalise("our whse mgr")).toBe("our warehouse manager");
  });
});
