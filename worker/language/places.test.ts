import { describe, expect, it } from "vitest";
import { aboutWhere, placesIn } from "./places";

describe("placesIn: places and languages by their CLDR names", () => {
  it("reads countries, world regions, languages and the short forms people type", () => {
    expect(placesIn("Most of our sites are in France and Germany.")).toEqual(["france", "germany"]);
    expect(placesIn("Do you take on clients in mainland Europe?")).toEqual(["europe"]);
    expect(placesIn("Could the interviews be held in Dutch rather than English?")).toEqual([
      "dutch",
      "english",
    ]);
    expect(placesIn("Do you work with companies outside the UK?")).toEqual(["uk"]);
    expect(placesIn("We're a Belgian firm with an office in the United States")).toEqual([
      "belgian",
      "united states",
    ]);
  });

  it("leaves ordinary words that are also names, and products, alone", () => {
    expect(
      placesIn("Can you help us polish the requirements before we talk to the US team?"),
    ).toEqual(["us"]);
    expect(placesIn("Can you help us choose between SAP and Dynamics for IT?")).toEqual([]);
    expect(placesIn("what does it cost and how long does it take")).toEqual([]);
  });
});

describe("aboutWhere: a question about where or in which language", () => {
  it("is one when it names a place or asks where", () => {
    expect(aboutWhere("Which time zone are your consultants in?")).toBe(true);
    expect(aboutWhere("Do your people come on site or is it all remote?")).toBe(true);
    expect(aboutWhere("Do you work internationally?")).toBe(true);
    expect(aboutWhere("Who actually builds the prototype?")).toBe(false);
  });
});
