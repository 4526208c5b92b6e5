/**
 * What is kept in a system, said with "is/are in" ("service calls are in ServiceTitan"), names
 * the system run today; who or where ("the team is in Denver") names a place. Found by the lead's
 * fair samples.
 */
import { describe, expect, it } from "vitest";
import { learnFrom } from "./clarity-learn";
import { emptyMemory } from "./clarity-memory";

const systems = (text: string) => learnFrom(emptyMemory(), text).integrations;

describe("what is in a system, and who is in a place", () => {
  it.each([
    [
      "service calls are in ServiceTitan, quotes in excel, and the owners want a proper CRM.",
      ["spreadsheets", "ServiceTitan"],
    ],
    ["Everything is in Monday.com and Xero at the moment, we want an ERP.", ["Xero", "Monday.com"]],
    [
      "We are on Exact Online for finance, an Access database for batch tracking, and Outlook for everything else.",
      ["Exact Online", "Outlook", "Access database"],
    ],
  ])("%s", (text, want) => {
    expect(systems(text)).toEqual(want);
  });

  it.each([
    "The team is in Denver. Our warehouse is in Reno.",
    "We are in Boise, and our people are in Texas too.",
  ])("%s names no system", (text) => {
    expect(systems(text)).toEqual([]);
  });
});
