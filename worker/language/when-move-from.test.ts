/**
 * A move still to come said with "from" ("migrating from xero to netsuite next spring") dates the
 * move: "from" after a verb of change names the system left, not a time gone by. Told in the past
 * ("we moved from sage to xero in 2023") or as a start gone by ("on Sage from 2019") it dates
 * nothing of the project.
 */
import { describe, expect, it } from "vitest";
import { readWhens } from "./when";

const NOW = new Date("2026-11-24T10:00:00Z");

describe("a move from one system to another, with its date", () => {
  it.each([
    ["we're migrating from xero to netsuite next spring", "spring"],
    ["moving from sage to netsuite in June", "June"],
    ["switching from hubspot to salesforce by Q3", "Q3"],
    ["we're going from paper to an app in March", "March"],
  ])("%s", (said, text) => {
    expect(readWhens(said, NOW, undefined).map((w) => w.text)).toEqual([text]);
  });

  it.each(["we moved from sage to xero in 2023", "we've been on Sage from 2019"])(
    "no date of the project: %s",
    (said) => {
      expect(readWhens(said, NOW, undefined)).toEqual([]);
    },
  );
});
