/**
 * Systems as a prospect tells them (round 10 of recall): names typed with a slip, editions and
 * versions after a name, a tool in use by whoever uses it ("the reps use", "via", "an app
 * called"), what a piece of the work runs on, glue between systems, a labelled or slashed list,
 * a candidate turned down, someone else's system, a platform complained of or bought before now.
 * The first sentences of each case are the ones the fix was made on; the "second probes", in
 * other words, were written after the fix and run before any further change.
 */
import { describe, expect, it } from "vitest";
import { learnFrom } from "./clarity-learn";
import { type ClarityMemory, emptyMemory } from "./clarity-memory";
import { roadmapOf } from "./clarity-roadmap";

const NOW = Date.parse("2026-11-27T10:00:00Z");
const roadmapAfter = (...said: string[]) =>
  roadmapOf(said.reduce<ClarityMemory>((m, s) => learnFrom(m, s, NOW), emptyMemory()));

describe("systems as a prospect tells them", () => {
  it("reads platform names typed with a slip as the names the tables know", () => {
    const r = roadmapAfter(
      "financials on netsuit and the reps use salesfroce, quotes retyped into dynamcis",
    );
    expect(r.systems).toEqual(expect.arrayContaining(["NetSuite", "Salesforce"]));
    const probe = roadmapAfter("Sales lives in pipedirve and the web store runs on shopfy.");
    expect(probe.systems).toEqual(expect.arrayContaining(["Pipedrive", "Shopify"]));
    // A real word a slip away from a name stays the word: "dynamic pricing" is no Dynamics.
    expect(roadmapAfter("We need dynamic pricing for 120 people.").systems).toEqual([]);
  });

  it("reads an edition or a version after a name as that name, not a second system", () => {
    const r = roadmapAfter(
      "Job costing is on Sage 100 Contractor and one division is still on NAV 2009.",
    );
    expect(r.systems).toEqual(expect.arrayContaining(["Sage 100", "Dynamics NAV"]));
    expect(r.systems).not.toContain("Contractor");
    const probe = roadmapAfter(
      "Everything is on Sage 200 Professional, and the old plant runs NAV 5.0.",
    );
    expect(probe.systems).toEqual(expect.arrayContaining(["Sage 200", "Dynamics NAV"]));
    expect(probe.systems).not.toContain("Professional");
  });

  it("reads a tool in use by whoever uses it, and never a customer's", () => {
    const r = roadmapAfter(
      "Tickets come in via Zendesk, the clinics book appointments through VetHub, and stock is a warehouse app called StockPilot. Our customers mostly use Procore.",
    );
    expect(r.systems).toEqual(expect.arrayContaining(["Zendesk", "VetHub", "StockPilot"]));
    expect(r.systems).not.toContain("Procore");
    const probe = roadmapAfter(
      "Our engineers log jobs using FieldPulse, timesheets are in Harvest and the planners have a tool called RotaMaster. Our clients use Epicor.",
    );
    expect(probe.systems).toEqual(expect.arrayContaining(["FieldPulse", "Harvest", "RotaMaster"]));
    expect(probe.systems).not.toContain("Epicor");
  });

  it("reads glue between systems as a system", () => {
    const r = roadmapAfter("There's a Zapier mess between QuickBooks and Shopify.");
    expect(r.systems).toEqual(expect.arrayContaining(["Zapier", "QuickBooks", "Shopify"]));
    const probe = roadmapAfter("A Celigo connector holds Xero and the webshop together, barely.");
    expect(probe.systems).toContain("Celigo");
  });

  it("keeps a candidate turned down out of both the project and the systems", () => {
    const r = roadmapAfter(
      "We run Sage.",
      "We looked at SAP and ruled it out. Is Acumatica any good?",
    );
    expect(r.project).toMatch(/Acumatica/);
    expect(r.systems).not.toContain("SAP");
    const probe = roadmapAfter(
      "We're on QuickBooks.",
      "Oracle was too pricey. Would Epicor suit a firm like ours?",
    );
    expect(probe.project).toMatch(/Epicor/);
    expect(probe.systems).not.toContain("Oracle");
  });
});

describe("systems in words a first round of probes missed", () => {
  it("reads a product named by its web address, and one keyed into", () => {
    const r = roadmapAfter(
      "we're currently using monday.com for projects and Harvest for time. Orders get keyed into Unleashed.",
    );
    expect(r.systems).toEqual(expect.arrayContaining(["monday.com", "Harvest", "Unleashed"]));
    const probe = roadmapAfter(
      "Jobs are tracked on wrike.com. Every timesheet gets typed into Paycor by hand.",
    );
    expect(probe.systems).toEqual(expect.arrayContaining(["wrike.com", "Paycor"]));
  });

  it("keeps someone else's system out of the project and the systems", () => {
    const r = roadmapAfter("Our biggest client runs SAP and we're on Xero.");
    expect(r.project).toBeUndefined();
    expect(r.systems).toEqual(["Xero"]);
    const probe = roadmapAfter("One of our suppliers uses Coupa for ordering, we're on Sage.");
    expect(probe.systems).toEqual(["Sage"]);
    expect(
      roadmapAfter("We're 200 people and need a CRM. Our distributors all use Salesforce.").systems,
    ).toEqual([]);
  });

  it("reads a name in brackets beside the kind of system it is", () => {
    expect(roadmapAfter("Our CRM (Capsule) is fine.").systems).toEqual(["Capsule"]);
    const probe = roadmapAfter(
      "The ERP (Epicor 9) is creaking and our booking software (Cliniko) is fine.",
    );
    expect(probe.systems).toEqual(expect.arrayContaining(["Epicor", "Cliniko"]));
  });

  it("reads purchase orders as no till", () => {
    expect(roadmapAfter("We raise POs in Excel and chase them by phone.").systems).toEqual([
      "spreadsheets",
    ]);
  });
});

describe("systems listed under a label, by slashes, or beside spreadsheets", () => {
  it("reads a labelled list and a list parted by slashes as today's", () => {
    const r = roadmapAfter("Systems: SAP B1, Salesforce, Excel.");
    expect(r.project).toBeUndefined();
    expect(r.systems).toEqual(expect.arrayContaining(["SAP", "Salesforce", "spreadsheets"]));
    expect(roadmapAfter("Tech stack - Xero / Shopify / ShipStation / Slack").systems).toContain(
      "ShipStation",
    );
    // Second probes.
    expect(roadmapAfter("Our tools: Pipedrive, Xero and Trello.").systems).toEqual(
      expect.arrayContaining(["Pipedrive", "Xero", "Trello"]),
    );
    expect(roadmapAfter("We run Xero / Unleashed / Shopify.").systems).toContain("Unleashed");
  });

  it("reads a platform listed with spreadsheets as run today, not the project", () => {
    const r = roadmapAfter("We need an ERP.", "Mostly Sage 50 and Excel, plus Dext for receipts.");
    expect(r.project).toBe("ERP");
    expect(r.systems).toEqual(expect.arrayContaining(["Sage 50", "spreadsheets", "Dext"]));
    const probe = roadmapAfter("We need a CRM.", "Just Capsule, Outlook and a big Google Sheet.");
    expect(probe.project).toBe("CRM");
    expect(probe.systems).toEqual(expect.arrayContaining(["Capsule", "Outlook", "spreadsheets"]));
    // A wish that names spreadsheets beside the platform wished for keeps the platform the project.
    expect(roadmapAfter("We need NetSuite and Excel to talk to each other.").project).toMatch(
      /NetSuite/,
    );
  });

  it("reads NAV alone, a name in mixed case, and the project said as our brief", () => {
    expect(
      roadmapAfter("We're looking at upgrading from NAV to Business Central.").systems,
    ).toEqual(["Dynamics NAV"]);
    // Known since H32 (clarity-vendors.ts): named as its maker spells it today.
    expect(roadmapAfter("Accounts are in Xero, and jobs in simPRO.").systems).toContain("Simpro");
    expect(roadmapAfter("Our project is choosing an inventory system.")).toMatchObject({
      project: "ERP",
      systems: [],
    });
    // Second probes.
    expect(roadmapAfter("We're still on NAV and want to move.").systems).toEqual(["Dynamics NAV"]);
    expect(roadmapAfter("Timesheets are in workMax.").systems).toEqual(["workMax"]);
    expect(roadmapAfter("Our brief is finding a better CRM.")).toMatchObject({
      project: "CRM",
      systems: [],
    });
  });
});
