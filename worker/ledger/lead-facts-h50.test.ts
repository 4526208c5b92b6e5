/**
 * Round h50's classes (written with tuned-h50's cases, before the fixes): people counted at places
 * with words between ("3 hotels in the alps, 70 persons each", "2 sites (Chur and St. Gallen) with
 * ~60 people each", "9 staff in each"), added with a hedge or as a place ("plus about 30 at head
 * office", "plus a head office of 12", "60 fte in the office and about 40 drivers"), or listed
 * site by site after their number; a date said as the plan that was ("was planned for June, now
 * it's September"), a fiscal year by its number with its span or its end ("FY27 - thats 30 june"),
 * "finalise the vendor" as a decision, "prob February" said again, what would happen otherwise, a
 * meeting's or a busy time's date beside the project's, "a 10 month rollout" no date; a sum by the
 * period over a term said loosely or after tax words, a budget's "A$90k per year", a supplier's
 * offers; a call on terms or to a colleague; a signature after a dash at a sentence's end.
 */
import { describe, expect, it } from "vitest";
import { callWishIn, companyFromMessages } from "../language";
import { budgetSaid as budget, factsSaid, timelineSaid as timeline } from "./lead.test-kit";

const size = (...texts: string[]) => factsSaid(...texts).companySize;

describe("people counted at places with words between (round h50)", () => {
  it.each([
    ["we are 3 hotels in the alps, 70 persons each more or less", 210],
    ["11 clinics, about 9 staff in each.", 99],
    ["We are 2 sites (Chur and St. Gallen) with ~60 people each.", 120],
    ["2 plants with ~110 people each plus about 30 at head office", 250],
    ["pharmacy group, 14 shops with around 8 staff in each plus a head office of 12.", 124],
    ["we are a transport company, 60 fte in the office and about 40 drivers", 100],
    [
      "3 sites: Garching with about 140 people, Augsburg around 60 and a small service office in Linz with 15.",
      215,
    ],
  ])("%j is %i", (text, n) => expect(size(text)).toBe(n));
  it("a list of sites whose counts are not as many as the sites adds nothing up", () => {
    expect(size("3 offices: London, Paris and Berlin, 200 people")).toBe(200);
  });
});

describe("dates (round h50)", () => {
  it.each([
    ["go live was planned for june, now its september because of the audit", "go-live 2027-09"],
    [
      "We were aiming to go live in June but it's now September because of a move.",
      "go-live 2027-09",
    ],
    [
      "The decision was planned for December, now it is pushed to February because the board meeting moved.",
      "decision 2027-02",
    ],
    ["it has to be live before the end of FY27 - thats 30 june for us", "go-live 2027-06"],
    ["It must be live within FY27 - our fiscal year runs October to September.", "go-live 2027-09"],
    ["we have to finalise the vendor before our year end in March", "decision 2027-03"],
    ["decision in the new year, prob february.", "decision 2027-02"],
    [
      "the board meets again in January and we must decide before our fiscal year ends in March, otherwise we start again next year.",
      "decision 2027-03",
    ],
    [
      "between 80 and 120 of us (storage gets busy in the fall). decision in the new year, prob february.",
      "decision 2027-02",
    ],
    [
      "we can put in €8,500 a month over a 10 month rollout. we'd want it live in the new year.",
      "go-live 2027-01",
    ],
  ])("%j", (text, want) => expect(timeline(text)).toBe(want));
  it("a plan said in the past with no date now stands as said", () => {
    expect(timeline("we want to go live in march, our year end is now june")).toBe(
      "go-live 2027-03",
    );
  });
});

describe("budgets (round h50)", () => {
  it.each([
    ["Budget €60k per year ex VAT, for three years.", "EUR 180000-180000"],
    [
      "we could stretch to about €15k a month while the project runs, reckon 6 months",
      "EUR 90000-90000",
    ],
    ["we've got roughly A$12k a month for this over 8 months.", "AUD 96000-96000"],
    ["budget's about A$90k per year ex GST", "AUD 90000-90000"],
    [
      "We have two offers on the table from SAP partners, both around 1,1 Mio EUR, which is too much. Our own budget is 800.000 EUR netto (ex VAT).",
      "EUR 800000-800000",
    ],
  ])("%j", (text, want) => expect(budget(text)).toBe(want));
  it("what they pay by the year today stays no budget", () => {
    expect(budget("we pay A$40k a year in licences")).toBeNull();
  });
});

describe("a call on terms or for someone else (round h50)", () => {
  it.each([
    "my number is +49 (0)89 1234 5678 but only call if its quick, im on the shop floor",
    "I am not the right person to phone though - please call my colleague Reto Baumann on 0041 79 555 12 34",
    "happy for a call on the number above, or call my colleague Josh on 0413 555 888 if I'm not around",
  ])("%j asks for a call", (text) => expect(callWishIn(text)).toBe(true));
  it("a no to a call to a colleague is a no; 'not the right person' alone says nothing", () => {
    expect(callWishIn("please don't call my colleague")).toBe(false);
    expect(callWishIn("I'm not the right person to phone")).toBeNull();
  });
});

describe("a signature after a dash at a sentence's end (round h50)", () => {
  it("takes the company, the contact items after it set aside", () => {
    expect(
      companyFromMessages([
        "call me please at +33 6 12 34 56 78 in the morning — Claire Dubois, directrice, Hôtels Belcour, claire.dubois@hotels-belcour.example",
      ]),
    ).toBe("Hôtels Belcour");
  });
  it("a dash before words that are no person and company gives none", () => {
    expect(companyFromMessages(["it's hard — Maybe, next year"])).toBeUndefined();
  });
});

describe("round h50's classes in further wordings (written after the second probes)", () => {
  it.each([
    ["we had pencilled in April for go-live, it's now looking like August", "go-live 2027-08"],
    [
      "we originally wanted to decide by Christmas but that's moved to end of January",
      "decision 2027-01",
    ],
  ])("%j", (text, want) => expect(timeline(text)).toBe(want));
  it.each([
    ["the integrators quoted us 600k, we've only got 400k", "USD 400000-400000"],
    ["we have £20k a quarter, say 4 quarters", "GBP 80000-80000"],
  ])("%j", (text, want) => expect(budget(text)).toBe(want));
  it("places 'at 30 apiece' with the office added", () => {
    expect(size("4 depots at 30 apiece plus roughly 15 in the office")).toBe(135);
  });
});

describe("round h50's classes, a third sweep of wordings", () => {
  it("a kind of place said with its word ('5 garden centres'), people 'at each one', an office added", () => {
    expect(
      size(
        "we're a chain of 5 garden centres, around 30 staff at each one plus a small office of 8",
      ),
    ).toBe(158);
  });
  it("a numbered fiscal year after its end was stated", () => {
    expect(timeline("Our FY ends in June and the go-live has to be in FY27.")).toBe(
      "go-live 2027-06",
    );
  });
  it("'don't call me, call our IT lead' hands the call on", () => {
    expect(callWishIn("don't call me, call our IT lead Sven on +46 70 123 45 67")).toBe(true);
    expect(callWishIn("please don't call my colleague, he's off")).toBe(false);
  });
});

describe("suppliers' quotes as a range (round h50, found on main too)", () => {
  it.each([
    ["we got three quotes, between 200k and 300k, our budget is 150k", "USD 150000-150000"],
    ["the SI quoted us 200-300k, our budget is 150k", "USD 150000-150000"],
    ["the quotes came in high so our budget is now 200-250k", "USD 200000-250000"],
  ])("%j", (text, want) => expect(budget(text)).toBe(want));
});
