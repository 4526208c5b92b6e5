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
    expect(departments("Would you need to interview the drivers as well?")).toEqual([
      "warehouse and logistics",
    ]);
    // Asked to approve, to get involved or to give something: still no team in scope.
    expect(departments("Would finance need to sign anything off?")).toEqual([]);
    expect(departments("Would you need anything from IT?")).toEqual([]);
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

  it("a size said roughly in brackets, or with a tilde, is the team's", () => {
    expect(departments("The ops team (about 20) hate the current rota tool.")).toEqual([
      "operations (20 people)",
    ]);
    expect(departments("Finance (4), ops ~20, 3 in IT.")).toEqual([
      "finance (4 people)",
      "operations (20 people)",
      "IT (3 people)",
    ]);
  });

  it("'we're a team of 4 in IT' is the writer's team, not the company", () => {
    const r = roadmap("We're a team of 4 in IT supporting everyone.");
    expect(r.departments).toEqual(["IT (4 people)"]);
    expect(r.companySize).toBeUndefined();
  });

  it("time asked of a team a few words on, and a pair of teams at work", () => {
    expect(departments("How much time would this take from my accounts team?")).toEqual([
      "finance",
    ]);
    expect(departments("Quality and compliance do the audits on paper.")).toEqual([
      "quality",
      "compliance",
    ]);
  });

  it("accounts beside a team in a list is the team; a team asked what it gains is in scope", () => {
    expect(
      departments("With the budget cut, it's really only accounts and the warehouse now."),
    ).toEqual(["finance", "warehouse and logistics"]);
    expect(departments("What would the sales team actually get out of it?")).toEqual(["sales"]);
    expect(departments("What does the simulation actually involve for the shop floor?")).toEqual([
      "manufacturing",
    ]);
    expect(departments("Sales/CS are the ones who'd use it daily.")).toEqual([
      "sales",
      "customer service",
    ]);
  });

  it("support as a verb is no team; a team of people the writer leads is no core team", () => {
    expect(departments("Our little IT team of two can't support another system.")).toEqual([
      "IT (2 people)",
    ]);
    const r = roadmap("I lead a team of 12 field engineers.");
    expect(r.departments).toEqual(["field service and dispatch (12 people)"]);
    expect(r.coreTeam).toBeUndefined();
    expect(
      roadmap("Our core team would be 4 people, and the finance team is 4 too.").coreTeam,
    ).toBe("4 people");
  });

  it("a team said with its people's word beside its name is one team", () => {
    expect(departments("The customer success folks (8 of them) want it most.")).toEqual([
      "customer success (8 people)",
    ]);
  });

  it("people outside the company, and another body's department, are no team of theirs", () => {
    expect(departments("Our external accountants do the year end.")).toEqual([]);
    expect(departments("The council's planning department takes months.")).toEqual([]);
    expect(departments("Payroll is outsourced to a bureau but HR is in house.")).toEqual(["HR"]);
  });

  it("a rough count beside a team is its size", () => {
    expect(departments("20-odd in ops and a handful in IT.")).toEqual([
      "operations (20 people)",
      "IT",
    ]);
    expect(departments("finance – 4 FTE, sales (20ish)")).toEqual([
      "finance (4 people)",
      "sales (20 people)",
    ]);
    expect(departments("Two dozen in the warehouse, plus 3 buyers.")).toEqual([
      "procurement (3 people)",
      "warehouse and logistics (24 people)",
    ]);
  });

  it("a role at a sentence's start, with 'Our' or 'The', is a team", () => {
    expect(departments("Our negotiators spend hours on admin.")).toEqual(["negotiators"]);
    expect(departments("Our case managers are drowning in paperwork.")).toEqual(["case managers"]);
    expect(
      departments("The project managers and the vendor managers copy every invoice by hand."),
    ).toEqual(["project management", "vendor managers"]);
    // A role whose work the house places keeps the house's label.
    expect(departments("The costing clerks rebuild the sheet every month.")).toContain("finance");
  });

  it("second-language shapes: 'we are 5 persons in finance', 'the logistic team'", () => {
    expect(departments("We are 5 persons in finance department.")).toEqual(["finance (5 people)"]);
    expect(departments("the logistic team use excel for all")).toEqual(["warehouse and logistics"]);
    expect(roadmap("We are 200 people in the UK.").companySize).toBe("200 people");
    expect(departments("Hello, we are logistic company from Poznan, 150 workers")).toEqual([]);
  });

  it("a team after 'but' in a sentence that leaves others alone is in scope", () => {
    expect(departments("Legal and HR aren't really affected but the sales ops team is.")).toEqual([
      "sales ops",
    ]);
  });

  it("the writer's own function by title, and 'a team of 3' after it", () => {
    expect(departments("I'm the COO of a 200-person logistics firm.")).toEqual(["operations"]);
    expect(departments("CIO here, 400 staff.")).toEqual(["IT"]);
    expect(departments("I'm head of people at a charity.")).toEqual(["HR"]);
    const r = roadmap("I'm the IT manager, a team of 3.");
    expect(r.departments).toEqual(["IT (3 people)"]);
    expect(r.coreTeam).toBeUndefined();
    // Someone else's title is no team of the project.
    expect(departments("Our COO has to sign off on anything over 100k.")).toEqual([]);
  });
});
