import { describe, expect, it } from "vitest";
import { callWishIn } from "./calls";
import { readCompanySize } from "./size";
import { readWhens } from "./when";

describe("a call asked for or refused in other words", () => {
  it("reads a refusal in the past tense of a wish and a channel named instead", () => {
    expect(callWishIn("I'd rather you didn't call.")).toBe(false);
    expect(callWishIn("Best to reach me by email; calls are hard this month.")).toBe(false);
  });
  it("reads a video meeting asked for as a call", () => {
    expect(callWishIn("Let's book a Teams meeting.")).toBe(true);
    expect(callWishIn("Happy to jump on a call next week.")).toBe(true);
  });
});

describe("a call's date is no project date", () => {
  const now = new Date("2026-11-23T10:00:00Z");
  it("skips a date in a sentence about getting in touch", () => {
    expect(readWhens("Happy to jump on a call next week.", now)).toEqual([]);
    expect(readWhens("Can we speak on Monday 7 December?", now)).toEqual([]);
  });
  it("keeps one that also names what it is the date of", () => {
    expect(readWhens("Call me - we need to go live by March 2027.", now)[0]?.month).toBe("2027-03");
  });
});

describe("headcounts in other words", () => {
  it("reads the whole over a department, and other hedges and words for staff", () => {
    expect(readCompanySize("We have 80 people in finance and 600 overall.")).toBe(600);
    expect(readCompanySize("Our headcount is approaching 900.")).toBe(900);
    expect(readCompanySize("We are a company with 350 members of staff.")).toBe(350);
    expect(readCompanySize("We employ 1.1k people.")).toBe(1100);
    expect(readCompanySize("A 35-strong finance team in a company of 700.")).toBe(700);
  });
  it("never reads a sum in total as a headcount", () => {
    expect(readCompanySize("We're 300 people, budget 200k in total.")).toBe(300);
  });
});

describe("the company's own figure over a team's", () => {
  it("reads the company beside a team, 'c.', 'employs' and 'we number'", () => {
    expect(readCompanySize("I manage a team of 8 in a company of 2,000+.")).toBe(2000);
    expect(readCompanySize("Our team is 25 people, the company around 300.")).toBe(300);
    expect(readCompanySize("We're a team of c. 90.")).toBe(90);
    expect(readCompanySize("The firm employs 95.")).toBe(95);
    expect(readCompanySize("We number around 500.")).toBe(500);
    expect(readCompanySize("We're a small firm, a team of 60 across three sites.")).toBe(60);
  });
});
