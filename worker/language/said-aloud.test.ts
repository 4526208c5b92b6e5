import { describe, expect, it } from "vitest";
import { inWeeks, readDate } from "./day";
import { figures } from "./numbers";
import { readPeriod } from "./period";

/** Figures read aloud in pairs and weekdays counted a week on (docs/decisions/033). */
const monday = "2026-11-23";

describe("figures said in pairs", () => {
  it("reads a whole group of two digits before tens as hundreds", () => {
    expect(figures("eighty seven fifty")).toBe("8750");
    expect(figures("twelve fifty")).toBe("1250");
    expect(figures("nineteen ninety nine")).toBe("1999");
  });
  it("reads a whole group before a lone digit as thousands and hundreds", () => {
    expect(figures("twelve five")).toBe("12500");
    expect(figures("twelve five hundred")).toBe("12500");
    expect(figures("twelve five thousand dollars")).toBe("12500 dollars");
  });
  it("reads a round ten before another as two figures, never their sum", () => {
    expect(figures("fifty fifty")).toBe("50 50");
    expect(figures("thirty forty people")).toBe("30 40 people");
  });
  it("still adds a digit to a round ten and after a scale", () => {
    expect(figures("eighty seven")).toBe("87");
    expect(figures("a hundred and five k")).toBe("105 k");
    expect(figures("sixty five hundred")).toBe("6500");
    expect(figures("one twenty five k")).toBe("125 k");
  });
});

describe("weekdays a week on", () => {
  it("reads 'a week from monday' said on a Monday from the next Monday", () => {
    expect(readDate("closes a week from monday", monday)).toBe("2026-12-07");
    expect(readDate("a week from tuesday", monday)).toBe("2026-12-01");
  });
  it("reads 'the tuesday after next' and 'tuesday week'", () => {
    expect(readDate("closing the tuesday after next", monday)).toBe("2026-12-08");
    expect(readDate("tuesday week", monday)).toBe("2026-12-01");
  });
  it("reads the week and the month after next", () => {
    expect(readDate("pushed to the week after next", monday)).toBe("2026-12-07");
    expect(readDate("closes the month after next", monday)).toBe("2027-01-31");
  });
  it("reads a fortnight as two weeks", () => {
    expect(readDate("closing in a fortnight", monday)).toBe("2026-12-07");
    expect(readDate("a fortnight from friday", monday)).toBe("2026-12-11");
    expect(inWeeks("slips a fortnight")).toBe("slips 2 weeks");
  });
});

describe("months by their names, not words that start like them", () => {
  it("reads a month said whole or short", () => {
    expect(readPeriod("closing sept", monday)?.label).toBe("in September 2027");
    expect(readDate("end of feb", monday)).toBe("2027-02-28");
  });
  it("ends a span before a month named alone with the month before it", () => {
    expect(readPeriod("closing before february", monday)?.to).toBe("2027-01-31");
    expect(readPeriod("by february", monday)?.to).toBe("2027-02-28");
  });
  it("reads no month in a company's name", () => {
    expect(readPeriod("in Marrow Tech", monday)).toBeUndefined();
    expect(readPeriod("in Decker Co", monday)).toBeUndefined();
  });
});

describe("a part of a span", () => {
  it.each([
    ["mid next month", "2026-12-15"],
    ["early next month", "2026-12-05"],
    ["beginning of Q2", "2027-04-05"],
    ["by H1", "2027-06-30"],
    ["by the end of the week", "2026-11-27"],
    ["the day after tomorrow", "2026-11-25"],
  ])("%s", (said, day) => {
    expect(readDate(said, monday)).toBe(day);
  });
});
