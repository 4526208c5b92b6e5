import { describe, expect, it } from "vitest";
import { readCompanySize } from "./size";

describe("a headcount band, as a form writes it, is read at its middle like any range of heads", () => {
  it.each([
    ["Company size: 51-200", 126],
    ["Employees: 201-500", 351],
    ["company size: 11-50. budget 70-80k gbp", 31],
    ["Headcount 1,001-5,000", 3001],
    ["We're a 51-200 employees business", 126],
    ["We're 80-90 people.", 85],
  ])("%s → %d", (text, size) => expect(readCompanySize(text)).toBe(size));

  it("a range that is shorthand for hundreds stays unread as a band", () =>
    expect(readCompanySize("We're 3-400 people")).not.toBe(202));
});

describe("a headcount written as a sum is its total", () => {
  it.each([
    ["Team size — 40 (UK) + 25 (PL).", 65],
    ["Headcount: 30+12", 42],
    ["We have 500+ staff", 500],
  ])("%s → %d", (text, size) => expect(readCompanySize(text)).toBe(size));

  it("two kinds of people joined by '+' are not one count", () =>
    expect(readCompanySize("We have 80 staff + 20 contractors")).toBe(80));
});

describe("a headcount that changed is the later figure, not a range", () => {
  it.each([
    ["We went from 80 to 120 people this year.", 120],
    ["we've grown from 40 to about 65 staff since 2024", 65],
    ["We are anywhere from 80 to 90 people, depending on the season.", 85],
  ])("%s → %d", (text, size) => expect(readCompanySize(text)).toBe(size));
});

describe("what we are or I run, of any trade, by its N-person size", () => {
  it.each([
    ["I'm the owner of a 12-person bakery.", 12],
    ["We're a 35-person vineyard in the Barossa.", 35],
    ["I run a 60-staff print shop", 60],
  ])("%s → %d", (text, size) => expect(readCompanySize(text)).toBe(size));

  it.each([
    ["We're a 6-person finance team at a larger firm."],
    ["I run a 10-person project squad."],
  ])("%s → not the company", (text) =>
    expect(readCompanySize(text)).not.toBe(Number(/\d+/.exec(text)![0])),
  );
});

describe("a headcount labelled in FTEs", () => {
  it("FTEs: ~310", () => expect(readCompanySize("FTEs: ~310")).toBe(310));
});

describe("4,000 characters of spaces, figures and '+'", () => {
  // Their speed is `npm run bench:engines`' (its 4,000-character rows), never a clock in a test.
  it("are read to an answer", () => {
    for (const filler of [" ".repeat(4000), "1+".repeat(2000), "staff: 1-".repeat(444)])
      expect(() => readCompanySize(`headcount ${filler} 5`)).not.toThrow();
  });
});

describe("a note written as fields, and counts with the kind of staff", () => {
  it.each([
    ["Size ~120 | Budget 80k EUR | Go-live Q2", 120],
    ["We are a charity with 65 paid staff and 200 volunteers.", 65],
    ["2 sites, ~150 people total.", 150],
  ])("%s → %d", (text, size) => expect(readCompanySize(text)).toBe(size));

  it("a deal's size is no headcount", () =>
    expect(readCompanySize("Typical deal size: 40k, our business is growing")).toBeUndefined());
});

describe("other ways to count the staff", () => {
  it.each([
    ["we have circa 1,200 team members", 1200],
    ["a 600-strong workforce", 600],
    ["employee count ~ 450", 450],
    ["We've 70 on the books", 70],
    ["Employees (approx.): 260", 260],
    ["We are 1 200 employees", 1200],
  ])("%s → %d", (text, size) => expect(readCompanySize(text)).toBe(size));
});
