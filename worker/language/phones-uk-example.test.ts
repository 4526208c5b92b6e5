/**
 * A UK mobile in the range kept for examples ("07700 900123") is possible, not valid, in the UK's
 * plan; written in the UK's groups with no country named, it is British, not German.
 */
import { expect, it } from "vitest";
import { readPhone } from "./phones";

it.each([
  ["Call me on 07700 900123 after 3 any weekday.", "+447700900123"],
  ["my mobile: 07700 900 555", "+447700900555"],
  ["ring 07700900321 any time", "+447700900321"],
  ["reach me at my desk 020 7946 0018 or cell 07700 900888", "+447700900888"],
  ["my number is 07911 123456", "+447911123456"],
  // A German number in Germany's own groups stays German.
  ["Rufen Sie mich an: 07731 12345", "+49773112345"],
])("%s", (text, phone) => {
  expect(readPhone(text)).toBe(phone);
});

it.each([
  // Two numbers set apart by a spaced slash or bar are two; "030/901820" is one.
  ["01632 960184 / 07700 900184", "+441632960184"],
  ["Tel 020 7946 0000 | Mob 07700 900 321", "+447700900321"],
  ["030/901820", "+4930901820"],
])("%s", (text, phone) => {
  expect(readPhone(text)).toBe(phone);
});
