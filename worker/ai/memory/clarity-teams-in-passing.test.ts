/**
 * Teams named in passing, in messages about something else (round h38): a team that refuses the
 * system ("won't touch Sage") is no team the project leaves alone; a team asked of as the people
 * the simulation interviews or whose hours it takes is in scope; "e-commerce" beside a department
 * is a team, not a shop; finance bringing news of a cut is no team; a workplace word before a
 * team's name ("the studio admin team") is no place of its own; a size in brackets said roughly
 * ("(about 20)") is the team's.
 */
import { describe, expect, it } from "vitest";
import { learnFrom } from "./clarity-learn";
import { emptyMemory } from "./clarity-memory";
import { roadmapOf } from "./clarity-roadmap";

const roadmap = (...said: string[]) =>
  roadmapOf(said.reduce((m, s) => learnFrom(m, s), emptyMemory()));
const departments = (...said: string[]) => roadmap(...said).departments;

describe("teams named in passing", () => {
  it("a team that won't touch the system is in scope; one the project won't touch is not", () => {
    expect(departments("The warehouse won't touch Sage, they keep their own sheets.")).toEqual([
      "warehouse and logistics",
    ]);
    expect(
      departments("We need a new ERP.", "We won't touch legal, it's purely production."),
    ).toEqual(["manufacturing"]);
  });

  it("a team asked into the interviews, or for its hours, is in scope", () => {
    expect(departments("Would the engineers need to be in the interviews?")).toEqual([
      "engineering",
    ]);
    expect(departments("How much of our finance team's time would your process take?")).toEqual([
      "finance",
    ]);
    expect(departments("How many hours would the sales team need to give?")).toEqual(["sales"]);
    // Asked to approve or to get involved: still no team in scope.
    expect(departments("Would finance need to sign anything off?")).toEqual([]);
  });

  it("e-commerce beside a department is a team, alone it is the shop", () => {
    const r = roadmap("marketing & ecommerce live in Shopify, they'd need to be part of it too");
    expect(r.departments).toEqual(["marketing", "e-commerce"]);
    expect(r.systems).toEqual(["Shopify"]);
    expect(roadmap("we run e-commerce on Shopify").systems).toContain("e-commerce");
  });

  it("finance bringing news of a cut is no team", () => {
    expect(
      departments(
        "Our architects need a new practice management system.",
        "Actually finance just told me it's been cut to 80k.",
      ),
    ).toEqual(["architects"]);
  });

  it("a workplace word before a team's name is that team's, no place of its own", () => {
    expect(departments("The studio admin team would use it every day.")).toEqual(["studio admin"]);
    expect(departments("It touches the print room and the studio.")).toEqual([
      "print room",
      "studio",
    ]);
  });

  it("a size said roughly in brackets is the team's", () => {
    expect(departments("The ops team (about 20) hate the current rota tool.")).toEqual([
      "operations (20 people)",
    ]);
  });
});
