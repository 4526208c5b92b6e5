import { describe, expect, it } from "vitest";
import { nameCased } from "./name-cased";

describe("a company's name typed in lower case, written as a name", () => {
  it.each([
    ["acme", "Acme"],
    ["globex corp", "Globex Corp"],
    ["weber logistik gmbh", "Weber Logistik GmbH"],
    ["bank of the west", "Bank of the West"],
    ["harrow & finch llc", "Harrow & Finch LLC"],
    ["greenleaf co-op", "Greenleaf Co-op"],
    // A capital anywhere: kept as typed.
    ["iTrack", "iTrack"],
    ["DuPont", "DuPont"],
    ["Acme sa", "Acme sa"],
  ])("%s → %s", (said, name) => {
    expect(nameCased(said)).toBe(name);
  });
});
