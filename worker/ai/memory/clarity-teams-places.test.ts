import { describe, expect, it } from "vitest";
import { teamsByPlace } from "./clarity-teams-places";

describe("teams by the place their work is done", () => {
  it("a place said as working on a system is a team", () => {
    expect(teamsByPlace("the tasting room and wine club are on Commerce7")).toEqual([
      "tasting room",
      "wine club",
    ]);
    expect(teamsByPlace("the workshop has its own thing called fleetwise")).toEqual(["workshop"]);
    expect(teamsByPlace("Our trade counter runs on Merlin.")).toEqual(["trade counter"]);
  });
  it("a place said as where the company is names none", () => {
    expect(
      teamsByPlace("Our head office is in Leeds and the new office is on the high street."),
    ).toEqual([]);
    expect(teamsByPlace("our office is in Leeds")).toEqual([]);
  });
});
