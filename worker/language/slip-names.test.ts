import { describe, expect, it } from "vitest";
import { normalise } from "./normalise";

describe("names of teams and tools typed with a slip", () => {
  it("reads them back", () => {
    expect(normalise("finanace, purchsing and the warehosue")).toBe(
      "finance, purchasing and the warehouse",
    );
    expect(normalise("salesfroce, netsuit, dynamcis and excell")).toBe(
      "salesforce, netsuite, dynamics and excel",
    );
  });
  it("leaves real words one letter away alone", () => {
    const said = "the project is financed, an operational account, dynamic pricing, compliant";
    expect(normalise(said)).toBe(said);
  });
});
