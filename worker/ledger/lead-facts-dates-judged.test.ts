/**
 * A date revised a message later, in words that judge it rather than correct it ("June is more
 * realistic", "March won't work, more like June", "make that May"), replaces the one said before.
 */
import { expect, it } from "vitest";
import { leadOf } from "./lead.test-kit";
import { leadFactsOf } from "./lead-facts";

const chat = (...messages: string[]) => leadFactsOf(leadOf("", ...messages)).timeline?.month;

it.each([
  ["actually March is too tight, make that May", "2027-05"],
  ["make that May", "2027-05"],
  ["March is too tight - let's say May", "2027-05"],
  ["on reflection, May is more realistic", "2027-05"],
  ["on reflection, June is more realistic", "2027-06"],
  ["March won't work, more like June", "2027-06"],
  ["scratch that, realistically end of June", "2027-06"],
  // A month stated after the target is no new target.
  ["our financial year ends in June", "2027-03"],
])("live by March, then: %s", (later, month) => {
  expect(chat("we want to be live by March", later)).toBe(month);
});
