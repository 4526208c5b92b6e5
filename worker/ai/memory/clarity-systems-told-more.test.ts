/**
 * Systems as a prospect tells them, continued (trades no earlier case used, how a platform behaves,
 * a list typed fast, what goes and what comes in): names typed with a slip, editions and
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
    // Fishbowl, Unleashed and Cin7 are known since H32 (clarity-vendors.ts): spelled as their makers do.
    expect(roadmapAfter("we use quickbooks, fishbowl and shopify").systems).toContain("Fishbowl");
    expect(roadmapAfter("we're on xero + unleashed, 40 staff, want an erp").systems).toContain(
      "Unleashed",
    );
    // Second probe, and words that are no system.
    expect(roadmapAfter("we use sage, cin7, shipstation and excel").systems).toEqual(
      expect.arrayContaining(["Cin7", "shipstation"]),
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
