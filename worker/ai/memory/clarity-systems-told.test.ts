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
    expect(r.systems).toEqual(expect.arrayContaining(["Sage", "Dynamics NAV"]));
    expect(r.systems).not.toContain("Contractor");
    const probe = roadmapAfter(
      "Everything is on Sage 200 Professional, and the old plant runs NAV 5.0.",
    );
    expect(probe.systems).toEqual(expect.arrayContaining(["Sage", "Dynamics NAV"]));
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
    expect(r.systems).toEqual(expect.arrayContaining(["Sage", "spreadsheets", "Dext"]));
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
    expect(roadmapAfter("Accounts are in Xero, and jobs in simPRO.").systems).toContain("simPRO");
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

describe("systems in trades no earlier case used", () => {
  it("reads a short clause of a piece of work and where it is done", () => {
    expect(
      roadmapAfter(
        "Brewery + taproom, looking at an ERP. Brewing on Ekos, taproom tills are Square, books in Xero.",
      ).systems,
    ).toEqual(expect.arrayContaining(["Ekos", "Square", "Xero"]));
    const hotel = roadmapAfter(
      "hotel group, 5 properties ~80 staff each. PMS is Opera, F&B on Micros, finance in Sun Systems",
    );
    expect(hotel.systems).toEqual(expect.arrayContaining(["Opera", "Micros", "Sun Systems"]));
    expect(hotel.systems).not.toContain("F&B");
    expect(hotel.companySize).toBe("400 people");
    // Second probes.
    expect(
      roadmapAfter("Rostering on Deputy, payroll through KeyPay, CRM is Capsule.").systems,
    ).toEqual(expect.arrayContaining(["Deputy", "KeyPay", "Capsule"]));
    expect(roadmapAfter("We run 4 studios, around 25 people each.").companySize).toBe("100 people");
    // Interest in a product is no system of theirs.
    expect(roadmapAfter("We're interested in Acumatica, and the team is on Xero.")).toMatchObject({
      project: "Acumatica (ERP)",
      systems: ["Xero"],
    });
  });

  it("reads a name with a possessive, a list after a colon, and paper charts", () => {
    expect(
      roadmapAfter(
        "We're a charity with 45 staff; donors live in Raiser's Edge and we want a proper CRM.",
      ).systems,
    ).toEqual(["Raiser's Edge"]);
    expect(
      roadmapAfter("Software: Dentrix at most sites, two still on paper charts.").systems,
    ).toEqual(expect.arrayContaining(["Dentrix", "paper"]));
    // Second probes.
    expect(
      roadmapAfter("Orders come in through Bob's Portal and get keyed into Sage.").systems,
    ).toEqual(expect.arrayContaining(["Bob's Portal", "Sage"]));
    expect(roadmapAfter("Current tools: Asana, Slack and Float.").systems).toEqual(
      expect.arrayContaining(["Asana", "Slack", "Float"]),
    );
    expect(roadmapAfter("Patient notes are still on paper charts at two clinics.").systems).toEqual(
      ["paper"],
    );
  });
});

describe("a platform theirs by how it behaves or when it came", () => {
  it("reads a platform complained of, bought before now, or said 'mostly' as run today", () => {
    expect(roadmapAfter("Sage keeps crashing during month-end and we need an ERP.")).toMatchObject({
      project: "ERP",
      systems: ["Sage"],
    });
    expect(roadmapAfter("Pipedrive doesn't do what we need anymore.").systems).toEqual([
      "Pipedrive",
    ]);
    expect(roadmapAfter("We bought Odoo last year and it's a mess.").systems).toEqual(["Odoo"]);
    expect(roadmapAfter("We're a HubSpot shop, 50 people.").systems).toEqual(["HubSpot"]);
    expect(roadmapAfter("We need a new ERP.", "Sage, mostly.")).toMatchObject({
      project: "ERP",
      systems: ["Sage"],
    });
    // Second probes.
    expect(
      roadmapAfter("Zoho keeps logging people out and we want something better.").systems,
    ).toEqual(["Zoho"]);
    expect(roadmapAfter("Epicor is a nightmare to report from.").systems).toEqual(["Epicor"]);
    expect(roadmapAfter("We need a new ERP.", "Dynamics GP, mainly.").systems).toEqual([
      "Dynamics GP",
    ]);
    expect(roadmapAfter("We implemented Infor in 2018 but it never fit.").systems).toEqual([
      "Infor",
    ]);
    expect(roadmapAfter("We're a Salesforce house, 300 staff, and want CPQ.")).toMatchObject({
      project: "CPQ",
      systems: ["Salesforce"],
    });
  });

  it("keeps a candidate asked about, or just chosen, the project", () => {
    expect(roadmapAfter("Is NetSuite slow for big catalogues?").systems).toEqual([]);
    expect(roadmapAfter("We went with Acumatica.").project).toBe("Acumatica (ERP)");
  });
});

describe("a list typed fast, in lower case", () => {
  it("reads a tight or middle item beside a known system, and a bare 'on' after a comma", () => {
    expect(roadmapAfter("ERP for 120 ppl, on sage+excel, budget 300k")).toMatchObject({
      project: "ERP",
      systems: expect.arrayContaining(["Sage", "spreadsheets"]),
    });
    expect(roadmapAfter("we use excel/sage and want something better").project).toBeUndefined();
    expect(roadmapAfter("we use quickbooks, fishbowl and shopify").systems).toContain("fishbowl");
    expect(roadmapAfter("we're on xero + unleashed, 40 staff, want an erp").systems).toContain(
      "unleashed",
    );
    // Second probe, and words that are no system.
    expect(roadmapAfter("we use sage, cin7, shipstation and excel").systems).toEqual(
      expect.arrayContaining(["cin7", "shipstation"]),
    );
    expect(roadmapAfter("we're on xero and happy with it").systems).toEqual(["Xero"]);
    expect(roadmapAfter("we use xero, hubspot and more.").systems).toEqual(["Xero", "HubSpot"]);
    expect(roadmapAfter("We want HubSpot, training and support.").systems).toEqual([]);
  });
});

describe("what goes and what comes in", () => {
  it("reads 'X out, Y in' as the system left and the target", () => {
    expect(roadmapAfter("switching ERP: SAP B1 out, Business Central in")).toMatchObject({
      project: "Business Central (ERP)",
      systems: ["SAP"],
    });
    // Second probe.
    expect(roadmapAfter("Pipedrive out, HubSpot in - that's the plan.")).toMatchObject({
      project: "HubSpot (CRM)",
      systems: ["Pipedrive"],
    });
  });

  it("reads an accounting package being left as an ERP project", () => {
    expect(roadmapAfter("We need to replace QuickBooks.")).toMatchObject({
      project: "ERP",
      systems: ["QuickBooks"],
    });
    expect(roadmapAfter("We've outgrown Xero and need something bigger.").project).toBe("ERP");
    // Second probes; one kept is no project of its own.
    expect(roadmapAfter("Time to retire QuickBooks Desktop, it can't keep up.").project).toBe(
      "ERP",
    );
    expect(roadmapAfter("We want to keep Xero and add a CRM.")).toMatchObject({
      project: "CRM",
      systems: ["Xero"],
    });
  });

  it("reads a kind said as how it is today as theirs, not the project", () => {
    const r = roadmapAfter(
      "Our accounting runs on Sage; CRM is a mess of spreadsheets; we want Dynamics 365 for both.",
    );
    expect(r.project).toMatch(/Dynamics/);
    expect(r.systems).not.toContain("Microsoft Dynamics");
    // Second probe.
    expect(
      roadmapAfter("Honestly the CRM is basically Outlook, and we want HubSpot.").project,
    ).toMatch(/HubSpot/);
  });
});
