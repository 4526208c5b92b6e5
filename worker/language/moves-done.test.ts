/**
 * A move told in the past ("we swapped Sage for Xero in 2023") is over: `done`, so the reader
 * knows the target runs today. A move still to come, wished or hypothetical, is not done; the
 * verb-first "switched to X from Y" is read before the verbless "X to Y".
 */
import { describe, expect, it } from "vitest";
import { readMove } from "./moves";

describe("a move already made", () => {
  it.each([
    ["finance swapped sage for xero back in 2023", "sage", "xero"],
    ["We moved from Pipedrive to HubSpot two years ago.", "Pipedrive", "HubSpot"],
    ["we switched to xero from quickbooks two years ago", "quickbooks", "xero"],
    ["We've already migrated off Sage 50 onto Business Central.", "Sage 50", "Business Central"],
    ["We swapped Micros for Lightspeed in the bars last year", "Micros", "Lightspeed"],
  ])("%s", (said, today, target) => {
    const move = readMove(said)!;
    expect(move.today).toContain(today);
    expect(move.target).toContain(target);
    expect(move.done).toBe(true);
  });

  it.each([
    "we're swapping Sage for NetSuite next year",
    "we want to replace QuickBooks with Xero",
    "if we moved from Sage to NetSuite, what would change?",
    "Sage will be replaced with NetSuite by 2028",
    "moving from Sage to NetSuite next year",
  ])("not yet: %s", (said) => {
    expect(readMove(said)?.done).toBeUndefined();
  });
});
