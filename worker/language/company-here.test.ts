/**
 * A company signing in by its name, as a person signs in with theirs ("Hi there, Quarry Lane
 * Ceramics here."): three capitalised words or more before "here" name an organisation; one or
 * two are a person's name (names.ts); a greeting opening a sign-off ("Cheers - Sam, …") is no name.
 */
import { expect, it } from "vitest";
import { companyFromMessages, nameFromMessages } from "./names";

it.each([
  ["Hi there, Quarry Lane Ceramics here. We make tiles.", "Quarry Lane Ceramics"],
  ["Morning all! Blue Door Coffee Roasters here, 30 staff.", "Blue Door Coffee Roasters"],
  ["Hello. Tarn & Fell Outdoor here, looking at stock systems.", "Tarn & Fell Outdoor"],
])("%s → %s", (text, company) => {
  expect(companyFromMessages([text])).toBe(company);
});

it("a person signing in is no company", () => {
  expect(companyFromMessages(["Hi, Dana Reyes here. We need a new ERP."])).toBeUndefined();
  expect(nameFromMessages(["Dana Reyes here. We need a new ERP."])).toBe("Dana Reyes");
});

it.each([
  ["Cheers - Sam, Northwind Traders", "Northwind Traders"],
  ["Best - Sam | Northwind Traders", "Northwind Traders"],
])("a sign-off's greeting is no name: %s → %s", (text, company) => {
  expect(companyFromMessages([text])).toBe(company);
});

it("a name ending in 'Company' under an address is the company", () => {
  expect(companyFromMessages(["ana@loxley-brewing.example\nLoxley Brewing Company"])).toBe(
    "Loxley Brewing Company",
  );
  expect(companyFromMessages(["Call Centre volumes are high this year."])).toBeUndefined();
});
