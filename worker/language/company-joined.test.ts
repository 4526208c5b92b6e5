import { describe, expect, it } from "vitest";
import { companyFromMessages } from "./company-names";

/** Names joined by small words, a heading that opens a note, "we r" (033). */
const company = (...said: string[]) => companyFromMessages(said);

describe("a name joined by the small words names are made with", () => {
  it("keeps 'of', 'of the', 'de la' between capitalised words", () => {
    expect(
      company("Dear team, we are Sahyadri Institute of Technology, a group of 3 colleges"),
    ).toBe("Sahyadri Institute of Technology");
    expect(company("Hello, we are Friends of the Earth Cymru, 45 crew in the field")).toBe(
      "Friends of the Earth Cymru",
    );
    expect(company("I'm with the Bank of Ireland")).toBe("Bank of Ireland");
  });
  it("leaves out the place after 'of', and a role with what it heads is none", () => {
    expect(company("I work for Halden Marine of Bristol")).toBe("Halden Marine");
    expect(company("Sarah, Head of IT.")).toBeUndefined();
  });
});

describe("a heading opening a note", () => {
  it("reads the name set before where it is", () => {
    expect(company("Kloofzicht Wine Estate, Stellenbosch. 60 permanent staff")).toBe(
      "Kloofzicht Wine Estate",
    );
    expect(company("Harrow Lane Motors (Leeds) - we sell used vans")).toBe("Harrow Lane Motors");
  });
});

describe("'are' typed as one letter", () => {
  it("reads 'we r X'", () => {
    expect(company("hi we r Tanjong Marine Services, ship repair + fabrication")).toBe(
      "Tanjong Marine Services",
    );
  });
});

describe("a legal form and a place after the name", () => {
  it("leaves out 'Sp. z o.o.' and the place the company is from", () => {
    expect(
      company("I am writing for my father's company, Kowalczyk Transport Sp. z o.o., 300 drivers"),
    ).toBe("Kowalczyk Transport");
    expect(company("we are Nowak Logistyka sp. z o.o. from Gdansk")).toBe("Nowak Logistyka");
  });
});

describe("no name in a greeting or a kind of organisation", () => {
  it("reads none in 'Yo. Startup, 25 ppl', and a name before an aside in brackets", () => {
    expect(company("Yo. Startup, 25 ppl, Series A closed.")).toBeUndefined();
    expect(company("Hola, soy Marta from Bodegas Ferreira (we make wine in Rioja).")).toBe(
      "Bodegas Ferreira",
    );
  });
});

describe("a person written for, and what they run", () => {
  it("takes the company the person runs, never the person by their title", () => {
    expect(
      company("I'm contacting you on behalf of Dr. Mehta who runs Mehta Eye Hospitals in Pune."),
    ).toBe("Mehta Eye Hospitals");
  });
});

describe("a name in brackets after what the organisation is", () => {
  it("reads 'we're a 40-bed nursing home (Larchfield House)'", () => {
    expect(company("hey, we're a 40-bed nursing home (Larchfield House), 65 staff")).toBe(
      "Larchfield House",
    );
  });
});
