/**
 * Two numbers, one the company's and one the prospect's: the label nearer each number decides
 * whose it is ("the front desk, my own mobile is …" names theirs after the company's; "0161 …
 * (office), 07700 … (mobile)" names each after it).
 */
import { expect, it } from "vitest";
import { readPhone } from "./phones";

it.each([
  [
    "Our reception is 020 7946 0000 but that's the front desk, my own mobile is 07700 900 461.",
    "+447700900461",
  ],
  ["Switchboard 020 7946 0000 - my direct line is 020 7946 0733.", "+442079460733"],
  // The company's line named after "my" is still the company's: the office is nearer the number.
  ["My office number is 020 7946 0000, or try 07700 900 461.", "+447700900461"],
  // A label after the number is its own, not the next one's.
  ["0161 496 0000 (office), 07700 900 123 (mobile)", "+447700900123"],
  ["0161 496 0000 (switchboard) or 07700 900 123 (me)", "+447700900123"],
  ["my work phone is 0161 496 0000 and personal 07700 900 123", "+447700900123"],
  ["My colleague's number is 020 7946 0555; mine is 07700 900 321.", "+447700900321"],
  // One number, whoever's line it is, is the one to call.
  ["Please call my assistant on 020 7946 0555 to book.", "+442079460555"],
])("%s → %s", (text, phone) => {
  expect(readPhone(text)).toBe(phone);
});
