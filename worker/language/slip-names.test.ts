import { describe, expect, it } from "vitest";
import { normalise } from "./normalise";

describe("names of teams and tools typed with a slip", () => {
  it("reads them back", () => {
    expect(normalise("finanace, purchsing and the warehosue")).toBe(
      "finance, purchasing and the warehouse",
    );
    expect(normalise("rest is in excell and a spreadsheat")).toBe(
      "rest is in excel and a spreadsheet",
    );
  });
  it("leaves a name in capitals alone: a company's or a person's", () => {
    expect(normalise("a call with Logistix and Finnance Ltd")).toBe(
      "a call with Logistix and Finnance Ltd",
    );
  });
  it("leaves real words one letter away alone", () => {
    const said = "the project is financed, an operational account, dynamic pricing, compliant";
    expect(normalise(said)).toBe(said);
  });
});
