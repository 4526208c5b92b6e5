/**
 * Phone numbers as prospects write their own — with 00, a trunk zero in brackets, dashes, a
 * country code in brackets — and figures that are no phone: a reference's number, a country
 * code with neither + nor 00, a date, money with spaces. Of two numbers, the prospect's own.
 */
import { describe, expect, it } from "vitest";
import { readPhone } from "./phones";

describe("a phone number", () => {
  it.each([
    ["Office 0044 20 7946 0999.", "+442079460999"],
    ["Best number is +353 (0)87 765 4321", "+353877654321"],
    ["Call 1-212-555-0147", "+12125550147"],
    ["Mobile 079 123 45 67 (CH).", "+41791234567"],
    // Of two numbers, the first the prospect gives for themselves.
    ["My mobile is 07911 123 456 or the office 020 7946 0444.", "+447911123456"],
    [
      "You can reach me on 07700 900 123, or the office on 020 7946 0000 if I'm out.",
      "+447700900123",
    ],
    [
      "Our main line is 0161 496 0800 but it's better to call my mobile, 07700 900 765.",
      "+447700900765",
    ],
    ["Switchboard: 020 7946 0111. Direct: 07700 900 222.", "+447700900222"],
    // One number named as the office's is still the one given.
    ["Call the office on 020 7946 0555.", "+442079460555"],
  ])("%s → %s", (text, want) => {
    expect(readPhone(text)).toBe(want);
  });

  it.each([
    "Re order 4418 2290 1133: about 300 people.",
    "er 4418 2290 1133: we ran",
    "invoice no. 020 7946 0018",
    "Go-live 01.04.2027.",
    "Our budget is 1 250 000 EUR.",
  ])("%s → no phone", (text) => {
    expect(readPhone(text)).toBeUndefined();
  });
});
