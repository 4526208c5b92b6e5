import { describe, expect, it } from "vitest";
import { coreTeamListed } from "./clarity-core-team";

describe("the core team said as the people on it", () => {
  it("counts the people a list names after a cue, a figure as many", () => {
    expect(
      coreTeamListed("Core team would be me, Priya from finance and our ops lead Tom. Budget 80k."),
    ).toBe(3);
    expect(
      coreTeamListed("the core team is me (IT manager), our CFO Dana and two branch managers."),
    ).toBe(4);
    expect(coreTeamListed("On our side it would be me, Sofia in accounts and Raj.")).toBe(3);
  });

  it("reads 'just me and my partner' as two, and a filler word as no one", () => {
    expect(coreTeamListed("It'd be just me and my business partner on the project.")).toBe(2);
    expect(coreTeamListed("Only me and our office manager, really.")).toBe(2);
  });

  it("gives nothing where no one is listed for the project", () => {
    expect(coreTeamListed("We sell pumps and valves to 40 countries.")).toBeUndefined();
    expect(coreTeamListed("The core team is still to be decided.")).toBeUndefined();
  });
});

describe("the core team in other shapes", () => {
  it("'me plus …', 'the team would be …', and a list given as the answer", () => {
    expect(coreTeamListed("Me plus two from operations.")).toBe(3);
    expect(coreTeamListed("The team would be myself, our controller and an ops person.")).toBe(3);
    expect(coreTeamListed("Two from finance, one from sales and me.", true)).toBe(4);
    expect(coreTeamListed("Two from finance, one from sales and me.")).toBeUndefined();
  });

  it("a list of departments is no list of people", () => {
    expect(coreTeamListed("It'll be the warehouse, finance and the sales team.")).toBeUndefined();
  });
});

describe("an answer that lists no one", () => {
  it("'I don't know yet, I'd have to check' and 'our controller, I think' give no size", () => {
    expect(coreTeamListed("I don't know yet, I'd have to check", true)).toBeUndefined();
    expect(coreTeamListed("Our controller, I think", true)).toBeUndefined();
  });
});

describe("the core team as a count given or a list before its cue", () => {
  it("'put 3 people on this', 'core team: me plus two', 'my ops manager and I would be the core team'", () => {
    expect(coreTeamListed("We could put 3 people on this.")).toBe(3);
    expect(coreTeamListed("We can spare two people part-time.")).toBe(2);
    expect(coreTeamListed("Core team: me plus two.")).toBe(3);
    expect(coreTeamListed("My ops manager and I would be the core team.")).toBe(2);
    expect(coreTeamListed("Our team for this would be 5.")).toBe(5);
    expect(coreTeamListed("We give 30 people access to the reports.")).toBeUndefined();
  });
});
