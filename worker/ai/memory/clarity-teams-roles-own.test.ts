/**
 * H22: teams in the prospect's words — a team named by one piece of its work ("the billing team
 * of six"), an office by its work ("the drawing office"), a role no table places; a team named in
 * their words before is the same team when said again; a name run with a determiner inside
 * ("from our side the team", "honestly the fitters") is no team's name; a headcount's places are
 * no teams.
 */
import { describe, expect, it } from "vitest";
import { roadmapAfter } from "./clarity-reading-cases.test-kit";

const teams = (...said: string[]) => roadmapAfter(said).departments;

describe("teams in their own words", () => {
  it("a team of one piece of work, and an office by its work", () => {
    expect(teams("Job sheets are keyed in by the billing team of six.")).toContain("billing");
    expect(teams("then it goes to the drawing office")).toEqual(["drawing office"]);
    // The house's own labels stay the house's: the head office is no team.
    expect(teams("the sales office re-keys it all")).toEqual(["sales"]);
    expect(teams("it all goes back to head office")).toEqual([]);
  });

  it("a role's people no table places, in their word; one a table places, its label", () => {
    expect(teams("the invoices sit with the conveyancers for a week")).toContain("conveyancers");
    expect(teams("we want AI to triage claims emails for our adjusters")).toContain("claims");
    expect(teams("the customers and the suppliers both email us")).toEqual([]);
  });

  it("a team named in their words before is that team again", () => {
    expect(
      teams(
        "Our field engineers (c. 300) get jobs by phone.",
        "In scope: the field engineers and the site managers.",
      ),
    ).toEqual(["field engineers (300 people)", "site managers"]);
  });

  it("a run of words with a determiner inside names no team", () => {
    const d = teams("From our side the team will be three of us: me, my colleague and a planner.");
    expect(d.join()).not.toMatch(/side/);
    expect(teams("honestly the fitters have no idea what's on the van").join()).not.toMatch(
      /honestly/,
    );
  });

  it("the places a headcount is spread over are no teams", () => {
    expect(teams("we're about 140 staff now between the factory and the showrooms")).toEqual([]);
    const d = teams("we have 40 staff across finance and ops who'd use it");
    expect(d.join()).toMatch(/finance/);
    expect(d).toContain("operations");
  });
});
