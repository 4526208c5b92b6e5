import { describe, expect, it } from "vitest";
import { spokenDigits } from "./phone-words";
import { readPhone } from "./phones";

/** Phones read out in words and from countries whose numbers group like others' (033). */
describe("a phone number in words", () => {
  it("writes digits said one by one in figures, each pause a group", () => {
    expect(spokenDigits("my mobile is oh eight seven, one two three, four five six seven.")).toBe(
      "my mobile is 087 123 4567.",
    );
    expect(spokenDigits("plus four four seven seven double oh nine oh oh one two three")).toBe(
      "+447700900123",
    );
  });
  it("reads them as the number they are, in the country the words point at", () => {
    expect(readPhone("we're in Cork - oh eight seven, one two three, four five six seven")).toBe(
      "+353871234567",
    );
    expect(
      readPhone("best number is zero seven seven double oh, nine double oh, four five six"),
    ).toBe("+447700900456");
  });
  it("leaves counting words that are no number alone", () => {
    expect(spokenDigits("one two three people, four five six maybe")).toBe(
      "one two three people, four five six maybe",
    );
  });
});

describe("a national number from a country the words name", () => {
  it("reads a South African, Indian or New Zealand number by its place, not as Irish", () => {
    expect(readPhone("Kloofzicht Wine Estate, Stellenbosch. Cell 082 555 0143")).toBe(
      "+27825550143",
    );
    expect(readPhone("our Mumbai office, call me on 022 2345 6789")).toBe("+912223456789");
    expect(readPhone("we're in Auckland, ring 021 555 0198")).toBe("+64215550198");
  });
  it("reads a number with no trunk 0 where the plan has none", () => {
    expect(readPhone("Singapore HQ, reach me at 9123 4567")).toBe("+6591234567");
    // Digits with no 0 in front are still no British number.
    expect(readPhone("order 4418 2290 1133 from our London shop")).toBeUndefined();
  });
});

describe("a number and a line break", () => {
  it("joins a number broken over two lines, and keeps two numbers on two lines apart", () => {
    expect(readPhone("ring me on 07700\n900123")).toBe("+447700900123");
    expect(readPhone("call me on 0161\n496 0732 please")).toBe("+441614960732");
    expect(readPhone("mobile 07700 900123\n020 7946 0018 is the office")).toBe("+447700900123");
  });
});

describe("an Indian mobile written without its 0", () => {
  it("is read where the words point at India", () => {
    expect(readPhone("Mehta Eye Hospitals in Pune - his PA's number is 98201 23456")).toBe(
      "+919820123456",
    );
  });
});

describe("a currency the facts cannot hold still points at its country", () => {
  it("reads the number in South Africa or India", () => {
    expect(readPhone("budget is about 2 million rand, call 082 555 0143")).toBe("+27825550143");
    expect(readPhone("we pay in rupees; my cell 98201 23456")).toBe("+919820123456");
  });
});
