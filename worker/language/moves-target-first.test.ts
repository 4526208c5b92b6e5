import { describe, expect, it } from "vitest";
import { readMove } from "./moves";

/** The target said first, then what it replaces: the roles are the other way round. */
describe("a target named before what it replaces", () => {
  it.each([
    ["Looking at HubSpot to replace Pipedrive. About 80 people.", "Pipedrive", "HubSpot"],
    ["We picked Acumatica as a replacement for Sage 300.", "Sage 300", "Acumatica"],
  ])("%s", (said, today, target) => {
    const move = readMove(said)!;
    expect(move.today).toContain(today);
    expect(move.target).toContain(target);
    expect(move.today).not.toContain(target);
  });
  it("keeps 'replace X with Y' as it was", () => {
    expect(readMove("we want to replace QuickBooks with Xero")).toEqual({
      today: "QuickBooks",
      target: "Xero",
    });
  });
});
