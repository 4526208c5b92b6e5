/**
 * Systems and teams in the words mid-market buyers use (docs/decisions/033): common ERP, PSA and
 * CRM suites and the tools around them by name, a system where the work "lives" as one run
 * today, a platform they are "looking at" as the target even right after "which systems…?",
 * teams called by their everyday names, and an aim said as such as a reason for the project.
 */
import { describe, expect, it } from "vitest";
import { learnFrom } from "./clarity-learn";
import { type ClarityMemory, emptyMemory } from "./clarity-memory";
import { roadmapOf } from "./clarity-roadmap";

const NOW = Date.parse("2026-11-23T10:00:00Z");
const memory = (...said: string[]) =>
  said.reduce<ClarityMemory>((m, s) => learnFrom(m, s, NOW), emptyMemory());
const roadmap = (...said: string[]) => roadmapOf(memory(...said));

describe("systems by name and by where the work lives", () => {
  it("knows mid-market suites and the tools beside them", () => {
    const r = roadmap("We're on SYSPRO and looking at IFS or Epicor Kinetic.");
    expect(r.project).toBe("IFS or Epicor Kinetic (ERP)");
    expect(r.systems).toContain("SYSPRO");
    expect(
      roadmap("New ERP. Orders come through WooCommerce, and the team lives in Google Sheets.")
        .systems,
    ).toEqual(expect.arrayContaining(["WooCommerce", "spreadsheets"]));
    expect(roadmap("Replacing our POS and the old ERP, 220 people.").systems).toContain(
      "point of sale",
    );
  });

  it("takes two names no table knows, put up as the choice, as the candidates", () => {
    const r = roadmap(
      "We're on SAP Business One today and looking at Coupa or Basware for the invoice side.",
    );
    expect(r.project).toBe("Coupa or Basware");
    expect(r.systems).toEqual(["SAP"]);
    expect(roadmap("We're looking at Leeds or Manchester for the new office.").project).toBe(
      undefined,
    );
  });

  it("takes a name no table knows, said as run today, as a system", () => {
    expect(roadmap("We're on Fishbowl for inventory and orders live in Cin7.").systems).toEqual(
      expect.arrayContaining(["Fishbowl", "Cin7"]),
    );
    expect(roadmap("We're currently on Monday.com for projects, 90 people.").systems).toContain(
      "Monday.com",
    );
    // A place, a weekday or a known platform said the same way is not a new system.
    const r = roadmap("We're in Leeds and on Xero; live on Monday would be nice.");
    expect(r.systems).toEqual(["Xero"]);
  });

  it("reads a team 'on' a platform as run today, and a target named before what it replaces", () => {
    const r = roadmap("HR and payroll go through ADP, finance on Xero, and sales on Salesforce.");
    expect(r.systems).toEqual(expect.arrayContaining(["Xero", "Salesforce"]));
    expect(r.project).toBeUndefined();
    const hubspot = roadmap("Looking at HubSpot to replace Pipedrive. About 80 people.");
    expect(hubspot.project).toBe("HubSpot (CRM)");
    expect(hubspot.systems).toEqual(["Pipedrive"]);
  });

  it("reads a family's name said after one of its members as that member", () => {
    const r = roadmap(
      "We're still on Microsoft Dynamics GP and looking at Acumatica.",
      "Can you work with our existing Dynamics partner?",
    );
    expect(r.systems).toEqual(["Dynamics GP"]);
    // Descriptive names that share a word are two systems.
    expect(
      roadmap("We run a WMS for the warehouse.", "Reporting comes from a data warehouse.").systems,
    ).toEqual(expect.arrayContaining(["warehouse management", "data warehouse"]));
  });

  it("ends a candidate's name at the end of its sentence, and keeps it off today's systems", () => {
    const r = roadmap(
      "Project accounting lives in Xero; the partners are split between Kantata and Deltek. Budget is about £120k.",
    );
    expect(r.project).toBe("Kantata or Deltek");
    expect(r.systems).not.toContain("Deltek");
  });

  it("reads a platform the work lives in as one run today", () => {
    const r = roadmap("Support runs on Freshdesk and sales lives in Pipedrive.");
    expect(r.systems).toEqual(expect.arrayContaining(["Freshdesk", "Pipedrive"]));
    expect(r.project).toBeUndefined();
  });

  it("takes a platform they are looking at as the project, also after 'which systems'", () => {
    const m = memory("Our last CRM rollout was a disaster — half the team never logged in.");
    const r = roadmapOf(
      learnFrom(
        { ...m, asked: [...m.asked, "systems"] },
        "This time we're looking at Pipedrive, but people are sceptical.",
        NOW,
      ),
    );
    expect(r.project).toBe("Pipedrive (CRM)");
    expect(r.systems).not.toContain("Pipedrive");
    expect(r.risks.join(" | ")).toMatch(/History: a previous rollout went badly/);
  });
});

describe("what was tried, and what has aged", () => {
  // h52: a platform tried and dropped runs nowhere today: history, neither system nor project.
  it("keeps a platform tried and dropped as history, neither system nor project", () => {
    const r = roadmap(
      "We tried rolling out Salesforce in 2023 and it fell flat, people went back to their spreadsheets.",
      "We're about 140 people and need a CRM that sticks.",
    );
    expect(r.project).toBe("CRM");
    expect(r.systems).not.toContain("Salesforce");
    expect(r.risks.join(" | ")).toMatch(/History: a previous rollout went badly/);
  });

  it("reads a system named after its age as the one run today", () => {
    const r = roadmap("We're a 220-person manufacturer; our ERP is 15 years old (Epicor Vantage).");
    expect(r.project).toBe("ERP");
    expect(r.systems).toContain("Epicor");
    expect(r.drivers).toContain("replacing legacy systems");
  });

  it("names who pushed back, without the words around them", () => {
    expect(
      roadmap("New WMS. My concern is the union — they pushed back hard on scanners last year.")
        .risks,
    ).toContain("Adoption: union skeptical after a past rollout");
  });
});

describe("teams by their everyday names, and aims", () => {
  it("reads accounts, customer care, the call centre, compliance and project managers", () => {
    expect(roadmap("The folks in accounts and the call centre would use it.").departments).toEqual(
      expect.arrayContaining(["finance", "customer service"]),
    );
    expect(
      roadmap("The compliance team and our project managers need to be involved.").departments,
    ).toEqual(expect.arrayContaining(["compliance", "project management"]));
  });

  it("keeps an aim said as such as a driver", () => {
    expect(
      roadmap("ERP for 85 people. The goal is to stop re-typing orders between systems.").drivers,
    ).toContain("stop re-typing orders between systems");
  });
});
