/**
 * The roadmap read by a sentence's structure (docs/decisions/033): systems run today stay systems
 * beside the candidates weighed (and are never offered back as a candidate); a person named as who
 * approves or must be won over is no team in scope and no one on the core team; a bare figure
 * answering the budget question is in thousands; dates of several kinds in one sentence keep
 * their own kinds, and a correction of the decision date leaves the go-live standing.
 */
import { describe, expect, it } from "vitest";
import { learnFrom } from "./clarity-learn";
import { type ClarityMemory, emptyMemory } from "./clarity-memory";
import { roadmapOf } from "./clarity-roadmap";

const NOW = Date.parse("2026-11-23T10:00:00Z");
const memory = (...said: string[]) =>
  said.reduce<ClarityMemory>((m, s) => learnFrom(m, s, NOW), emptyMemory());
const roadmap = (...said: string[]) => roadmapOf(memory(...said));

describe("today's systems and the candidates", () => {
  it("keeps what runs today beside a shortlist asked about", () => {
    const m = memory(
      "We're currently on Sage X3 and a lot of Excel; thinking about SAP S/4HANA or Dynamics 365.",
    );
    expect(roadmapOf(m).systems).toEqual(expect.arrayContaining(["Sage X3", "spreadsheets"]));
    expect(roadmapOf(m).project).toBe("SAP or Microsoft Dynamics (ERP)");
    expect(m.turn?.options).not.toContain("Sage X3");
  });

  it("reads 'stuck with', 'we're N staff running' and 'the shortlist is' by their structure", () => {
    expect(
      roadmap(
        "We're stuck with Dynamics NAV and it is creaking; considering Business Central or Odoo.",
      ),
    ).toMatchObject({ project: "Business Central or Odoo (ERP)", systems: ["Dynamics NAV"] });
    const r = roadmap(
      "Right now the business runs on Sage 200 plus a mountain of spreadsheets.",
      "The shortlist is NetSuite versus Acumatica, and we're 140 staff.",
    );
    expect(r.project).toBe("NetSuite or Acumatica (ERP)");
    expect(r.systems).toEqual(["spreadsheets", "Sage 200"]);
    const m = memory(
      "We're 180 staff running Microsoft Dynamics NAV. The shortlist is Business Central or NetSuite. Which would you go for?",
    );
    expect(m.turn?.options.join(" ")).not.toMatch(/Dynamics(?! 365 Business)|NAV/);
  });

  it.each([
    [
      "Today everything sits in Zoho and QuickBooks, and we're eyeing HubSpot vs Salesforce.",
      "HubSpot or Salesforce (CRM)",
      ["QuickBooks", "Zoho"],
    ],
    [
      "We use Odoo at the moment but we're evaluating NetSuite and Acumatica.",
      "NetSuite or Acumatica (ERP)",
      ["Odoo"],
    ],
    [
      "Currently: Sage 50. Candidates: Business Central, NetSuite.",
      "Business Central or NetSuite (ERP)",
      ["Sage 50"],
    ],
    [
      "Our sales reps live in spreadsheets and Outlook; Pipedrive or HubSpot would be the new CRM.",
      "Pipedrive or HubSpot (CRM)",
      // Outlook, listed with what they live in today, is a system too: no table needs to know it.
      ["spreadsheets", "Outlook"],
    ],
    [
      "We've been on SAP Business One for ten years. Is Acumatica or NetSuite a better fit for us?",
      "Acumatica or NetSuite (ERP)",
      ["SAP"],
    ],
    [
      "We've been looking at NetSuite and Acumatica for our ERP.",
      "NetSuite or Acumatica (ERP)",
      [],
    ],
  ])("%s", (said, project, systems) => {
    expect(roadmap(said)).toMatchObject({ project, systems });
  });
});

describe("answers to Clarity's question", () => {
  it("a platform named in answer to the systems question is a system, not the project", () => {
    const r = roadmap(
      "We're a 200-person manufacturer and need a new ERP because planning is all manual.",
      "Mostly the shop floor and the buyers.",
      "Just Sage and a homegrown MES.",
    );
    expect(r).toMatchObject({ project: "ERP", departments: ["procurement", "manufacturing"] });
    expect(r.systems).toEqual(["manufacturing execution", "Sage"]);
  });
});

describe("people who approve", () => {
  it("are no team in scope and no core team", () => {
    const r = roadmap(
      "It's a CPQ for the sales team, 110 people in the company. The COO has to sign off on anything over 50k, and our finance director holds the purse strings.",
      "Getting the CFO to say yes is the hard part.",
      "It's hard to justify to our CFO.",
    );
    expect(r.departments).toEqual(["sales"]);
    expect(r.coreTeam).toBeUndefined();
  });

  it("whom the prospect reports to is no reporting gap and no team", () => {
    expect(roadmap("CPQ for sales. I report to the CFO, who signs every contract.")).toMatchObject({
      departments: ["sales"],
      drivers: [],
    });
  });

  it("leaves a team said as using it", () => {
    expect(roadmap("The CFO wants better reporting for the finance team.").departments).toEqual([
      "finance",
    ]);
  });
});

describe("answers and dates", () => {
  it("reads a bare figure after the budget question as thousands", () => {
    const r = roadmap(
      "Mid-size distributor, 300 people, moving from QuickBooks onto NetSuite because month-end takes two weeks.",
      "Operations and finance.",
      "Before our financial year ends in June.",
      "roughly 250 all in",
    );
    expect(r.budget).toBe("$250K");
  });

  it.each([
    ["somewhere around the 200 mark, in euros", "€200K"],
    ["1.5 to 2, give or take", "$1.5M–$2M"],
    ["not sure, maybe 3 of us could work on it", undefined],
  ])("after the budget question, %s", (answer, budget) => {
    const m = memory(
      "Mid-size distributor, 300 people, moving from QuickBooks onto NetSuite because month-end takes two weeks.",
      "Operations and finance.",
      "Before our financial year ends in June.",
    );
    expect(m.asked.at(-1)).toBe("budget");
    expect(roadmapOf(learnFrom(m, answer, NOW)).budget).toBe(budget);
  });

  it("keeps the go-live when the decision date is corrected a turn later", () => {
    const m = memory(
      "Payroll replacement. Launch after the committee approves it in February, ideally by June.",
      "Sorry, the committee meets in March, not February.",
    );
    expect(m.when).toMatchObject({ kind: "go-live", month: "2027-06" });
    expect(m.dates?.map((d) => `${d.kind} ${d.month}`)).toEqual(["decision 2027-03"]);
  });

  it("leaves out a thread quoted under the message", () => {
    expect(
      roadmap(
        "Pasting our thread with the previous agency:\n\n> On 3 Nov, Mark Ellis <mark@oldagency.example> wrote:\n> Our proposal assumes a budget of $900k and 600 seats.\n\nFor us it's about 150 employees and roughly $300k, live by May.",
      ),
    ).toMatchObject({ budget: "$300K", companySize: "150 people", timeline: "May" });
  });

  it("reads a first year and its running cost as the lead does", () => {
    expect(roadmap("We can fund 150k in the first year and 50k a year after that.").budget).toBe(
      "$200K",
    );
  });
});
