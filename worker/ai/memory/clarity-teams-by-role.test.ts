import { describe, expect, it } from "vitest";
import { teamsAtWork } from "./clarity-teams-at-work";
import { teamsSaid } from "./clarity-teams-said";

const teams = (text: string) => teamsAtWork(teamsSaid(text));

describe("teams named by a role's title, a place of work or an adjective", () => {
  it("a role's title names its department", () => {
    expect(teams("Our quality manager chases cert paperwork.")).toContain("quality");
    expect(teams("My AP clerk re-keys every invoice.")).toContain("finance");
    expect(teams("Our transport planner builds routes on a whiteboard.")).toContain(
      "warehouse and logistics",
    );
    expect(teams("The service coordinators track returns.")).toContain("customer service");
  });

  it("people by role as a clause's subject, in the prospect's word where no table names them", () => {
    expect(teams("The nurses double-chart everything.")).toEqual(["nurses"]);
    expect(teams("Our underwriters and claims handlers are on different systems.")).toEqual([
      "underwriters",
      "claims handlers",
    ]);
    expect(teams("The devs have built scripts that glue it together.")).toEqual(["IT"]);
  });

  it("places of work and work said as an adjective", () => {
    expect(teams("The front desk takes the calls.")).toContain("customer service");
    expect(teams("The guys in the workshop book hours on paper.")).toEqual(["workshop"]);
    // "finance" is the departments table's; the adjective before it is read here.
    expect(teams("Our commercial and finance people never agree.")).toContain("sales");
    expect(teams("Facilities and maintenance track jobs on a whiteboard.")).toEqual([
      "facilities",
      "maintenance",
    ]);
  });

  it("another firm's people, a brand's, an opinion or a reason are no team", () => {
    expect(teams("Our biggest customer's purchasing team wants EDI.")).toEqual([]);
    expect(teams("Our biggest customer's planners send forecasts by email.")).toEqual([]);
    expect(teams("The guys at HubSpot said a month.")).toEqual([]);
    expect(teams("Our analysts think the cloud version is fine.")).toEqual([]);
    expect(teams("The drivers for this are cost and speed.")).toEqual([]);
  });
});
