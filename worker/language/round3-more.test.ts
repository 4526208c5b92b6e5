import { describe, expect, it } from "vitest";
import { readMoney } from "./money";
import { companyFromMessages } from "./names";
import { figures } from "./numbers";
import { readWhens } from "./when";

const now = new Date("2026-11-23T10:00:00Z");
const when = (text: string) => readWhens(text, now).map((w) => `${w.kind} ${w.month}`);

describe("a point in a period is no start, and a month in brackets is a date", () => {
  it("reads 'the beginning of Q2' as April, a go-live", () => {
    expect(when("Aiming for the beginning of Q2.")).toEqual(["go-live 2027-04"]);
    expect(when("We kick off at the start of Q2.")).toEqual(["start 2027-04"]);
    expect(when("Live in Q2.")).toEqual(["go-live 2027-06"]);
  });
  it("reads a month in brackets", () => {
    expect(when("By the start of the new school year (September) we must be on it.")).toEqual([
      "go-live 2027-09",
    ]);
  });
});

describe("an article before a figure is not one", () => {
  it("reads 'a 3 million dollar programme' as 3 million", () => {
    expect(figures("a 3 million budget")).toBe("3000000 budget");
    expect(readMoney("It's a 3 million dollar programme.")).toEqual({
      min: 3_000_000,
      max: 3_000_000,
    });
    expect(figures("a million")).toBe("1000000");
  });
});

describe("a company named after 'the'", () => {
  it("reads 'work for the …' and 'we're the …'", () => {
    expect(companyFromMessages(["I work for the NHS Trust in Leeds."])).toBe("NHS Trust");
    expect(companyFromMessages(["We're the Clarke Family Foundation, a charity."])).toBe(
      "Clarke Family Foundation",
    );
  });
});

describe("a company set beside an organisation word, owned, or opening a message", () => {
  const company = (text: string) => companyFromMessages([text]);
  it("reads an apposition or brackets after an organisation word", () => {
    expect(company("I'm the IT manager at a logistics firm, Carrow Transport.")).toBe(
      "Carrow Transport",
    );
    expect(company("Our business (Penrose Bakeries) needs a new stock system.")).toBe(
      "Penrose Bakeries",
    );
    expect(company("Company name is Bramble Tech.")).toBe("Bramble Tech");
    expect(company("Our business is open Monday - Friday, 9 to 5.")).toBeUndefined();
  });
  it("reads what the prospect owns by its name, and a name - company opening", () => {
    expect(company("I own a small chain of gyms called FitHaus.")).toBe("FitHaus");
    expect(company("Vanessa - Brightline Solar - looking at ERP options")).toBe("Brightline Solar");
    expect(company("Hi - quick question - what does it cost?")).toBeUndefined();
  });
  it("reads a signature whose last line holds a role and the company", () => {
    expect(company("Thanks!\nSara Lind\nCFO, Nordvik Shipping AB")).toBe("Nordvik Shipping AB");
  });
});
