/**
 * Several numbers of the prospect's: the one labelled as their mobile is whom a rep reaches, before
 * a desk line and well before the company's switchboard.
 */
import { expect, it } from "vitest";
import { readPhone } from "./phones";

it.each([
  ["T: +44 161 496 0000 | M: +44 7700 900 456", "+447700900456"],
  ["Tel 020 7946 0000, mobile 07700 900 789", "+447700900789"],
  ["Switchboard: +39 0583 123456\nMobile: +39 347 123 4567", "+393471234567"],
  // One number alone, whatever its label.
  ["T: +44 161 496 0000", "+441614960000"],
])("%s → %s", (text, phone) => {
  expect(readPhone(text)).toBe(phone);
});
