/**
 * Round h33: teams named by their people as people really say them — a group noun of any
 * register ("the warehouse boys", "the office girls"), one of ours by role ("our buyer"), the work
 * said as what they do ("the ones who do the ordering", "the folks that handle returns", "people
 * who chase payments") — and a list of them, which gives no reason.
 */
import { describe, expect, it } from "vitest";
import { hear } from "./clarity-listen";
import { emptyMemory } from "./clarity-memory";

const NOW = Date.parse("2026-11-24T10:00:00Z");
const heard = (text: string, asked?: string) =>
  hear(text, { ...emptyMemory(), asked: asked ? [asked] : [] } as never, NOW);
const teams = (text: string, asked?: string) => heard(text, asked).departments;

describe("round h33: teams by their people", () => {
  it("a group noun of any register, with the work before it", () => {
    expect(teams("The warehouse boys and the office girls would use it most.")).toEqual([
      "warehouse and logistics",
      "admin",
    ]);
  });
  it("the group noun of the item before is no team", () => {
    expect(teams("warehouse boys, office girls and the lads in the yard", "departments")).toEqual([
      "warehouse and logistics",
      "admin",
    ]);
  });
  it("one of ours by role, and counter staff", () => {
    expect(teams("Our buyer has no idea what stock we have.")).toContain("procurement");
    expect(teams("The counter staff can't see stock.")).toContain("sales");
  });
  it("the work said as what they do, placed by the house", () => {
    expect(teams("The ones who do the ordering have no visibility.")).toEqual(["procurement"]);
    expect(teams("The folks that handle returns use a notebook.")).toEqual([
      "warehouse and logistics",
    ]);
    expect(teams("People who chase payments hate month end.")).toEqual(["finance"]);
  });
  it("a list of teams answered gives no reason", () => {
    const h = heard("warehouse boys, office girls and the lads in the yard", "departments");
    expect(h.drivers).toEqual([]);
  });
  it("a person going with a clause between is still a reason, and not a list", () => {
    expect(
      heard("Our bookkeeper retires at Christmas and nobody else knows the system.").drivers,
    ).toEqual(["our bookkeeper retires at Christmas"]);
  });
  it("a role the departments place is theirs in a terse list, not its own word too", () => {
    expect(teams("the engineers, the office and the stores", "departments")).toEqual([
      "engineering",
      "admin",
      "warehouse and logistics",
    ]);
    expect(teams("The techs, the service desk and billing.", "departments")).toEqual([
      "field service and dispatch",
      "customer service",
      "finance",
    ]);
  });
  it("planners by their work: transport planners plan routes, maintenance planners no production", () => {
    expect(teams("the depot staff and the transport planners", "departments")).toEqual([
      "warehouse and logistics",
    ]);
    expect(teams("the maintenance planners and the fitters", "departments")).not.toContain(
      "manufacturing",
    );
  });
});
