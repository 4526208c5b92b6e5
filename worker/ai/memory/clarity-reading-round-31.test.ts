/**
 * Round 31's cases (H16): the classes of the lead's probes, each by its own sentence — a system
 * named with a complaint is today's; an option weighed against the status quo is the project;
 * agents by their trade are people; the team doing the work today is no core team; two teams
 * before one group noun are two, a front desk in their words; a wish, an option weighed, an
 * account of the business or a list of teams is no driver; data copied between systems is no move.
 */
import { describe, expect, it } from "vitest";
import { roadmapAfter } from "./clarity-reading-cases.test-kit";

describe("round 31: project, systems, teams and drivers as people say them", () => {
  it("a system named with a complaint runs today", () => {
    const r = roadmapAfter([
      "our sales reps hate salesforce, they want something simpler like pipedrive or hubspot",
    ]);
    expect(r.project).toMatch(/Pipedrive|HubSpot/);
    expect(r.project).not.toMatch(/Salesforce/);
    expect(r.systems).toContain("Salesforce");
    const s = roadmapAfter(["Our BDC is fed up with the lead tool inside CDK."]);
    expect(s.project ?? "").not.toMatch(/CDK/);
  });

  it("one option weighed against keeping what they have is the project", () => {
    const r = roadmapAfter([
      "We're a 400-person consultancy, ADP for payroll and Deltek today.",
      "Looking at Workday or staying with Deltek Vantagepoint",
    ]);
    expect(r.project).toBe("Workday");
    expect(r.systems).toContain("Deltek");
    expect(roadmapAfter(["it's Mews, or we just stick with Opera"]).project).toBe("Mews");
  });

  it("agents named by their trade are people, their trade the team", () => {
    const r = roadmapAfter([
      "The leasing agents, maintenance coordinators and the accounts payable clerks all live in Yardi.",
    ]);
    expect(r.project).toBeUndefined();
    expect(r.departments).toContain("leasing");
    expect(r.departments).not.toContain("agents");
    expect(roadmapAfter(["We want AI agents to answer the routine tenant emails"]).project).toBe(
      "AI adoption",
    );
  });

  it("the team doing the work today is no core team; adjusters are claims", () => {
    const r = roadmapAfter([
      "we want to use AI to triage inbound claims emails for our adjusters. right now a team of 6 reads every email",
    ]);
    expect(r.coreTeam).toBeUndefined();
    expect(r.departments).toContain("claims");
    expect(roadmapAfter(["Project team of 4 for this."]).coreTeam).toBe("4 people");
    expect(
      roadmapAfter(["It would be me, our head of digital and a data engineer, three of us."])
        .coreTeam,
    ).toBe("3 people");
  });

  it("two teams before one group noun are two; the front desk in their words", () => {
    expect(roadmapAfter(["Our HR and payroll people would use it most."]).departments).toEqual([
      "HR",
      "payroll",
    ]);
    expect(roadmapAfter(["The payroll and HR girls key in the timesheets."]).departments).toEqual(
      expect.arrayContaining(["HR", "payroll"]),
    );
    expect(
      roadmapAfter(["The accounting and controlling people are the ones who suffer most."])
        .departments,
    ).toEqual(["finance", "controlling"]);
    const vets = roadmapAfter(["Front desk staff and the vets too"]);
    expect(vets.departments).toEqual(["front desk", "vets"]);
    expect(vets.drivers).toEqual([]);
  });

  it("a wish, an option weighed or an account of the business is no driver", () => {
    const r = roadmapAfter([
      "Our dispatchers juggle jobs on a whiteboard. We want a field service system.",
      "We sell spare parts online and through distributors.",
    ]);
    expect(r.drivers).toEqual(["our dispatchers juggle jobs on a whiteboard"]);
    expect(roadmapAfter(["been looking at DealerSocket, maybe VinSolutions"]).drivers).toEqual([]);
    expect(
      roadmapAfter(["We sell online and the stock figures are always wrong."]).drivers,
    ).toEqual(["the stock figures are always wrong"]);
  });

  it("data copied by hand from one system to another is no move", () => {
    const r = roadmapAfter([
      "The project managers copy every invoice from Plunet to Sage by hand.",
    ]);
    expect(r.project).toBeUndefined();
    expect(r.systems).toContain("Sage");
    expect(roadmapAfter(["we're moving from Sage to NetSuite"]).project).toBe("NetSuite (ERP)");
  });

  it("'600 on the books' counts the firm; '40-odd deals' lost is a driver", () => {
    expect(roadmapAfter(["about 600 on the books now"]).companySize).toBe("600 people");
    expect(roadmapAfter(["we lost 40-odd deals last quarter"]).drivers).toEqual([
      "lost 40 deals last quarter",
    ]);
  });
});
