/**
 * Round 21 of recall, probes written after the tuned conversations in other trades and voices:
 * a system named as what it is called, by a kind said in lower case ("our tms is mercurygate"),
 * as the tool a piece of work is done with ("we ship with ShipStation", "managed with Cin7", "in
 * Google Calendar" after a whiteboard, "we do everything in Salesforce"), or glueing two others
 * ("Zapier glues it to Shopify"); a product's kind said as its edition ("HubSpot free CRM"); a
 * candidate turned down in other words ("it was too pricey", "and passed"); a target no table
 * knows ("move to Clio", "replace our PMS with Mews"); the project said by the work to stop doing
 * ("stop running the business out of email"), to bring under control ("get our quoting under
 * control"), as one side of the business, under review, as one of theirs said broken or out of
 * support, or as "more of a CRM question than an ERP one".
 */
import { describe, expect, it } from "vitest";
import { learnFrom } from "./clarity-learn";
import { type ClarityMemory, emptyMemory } from "./clarity-memory";
import { roadmapOf } from "./clarity-roadmap";

const NOW = Date.parse("2026-11-27T10:00:00Z");
const roadmap = (...said: string[]) =>
  roadmapOf(said.reduce<ClarityMemory>((m, s) => learnFrom(m, s, NOW), emptyMemory()));

describe("systems in use, said by how the work is done", () => {
  it.each([
    ["We use Sage 200 for finance and a separate WMS called Mintsoft.", ["Mintsoft", "Sage 200"]],
    ["we have an erp, it's called Prophet 21, and it's fine", ["Prophet 21"]],
    ["our tms is mercurygate and dispatch is on paper", ["mercurygate"]],
    ["Inventory is managed with Cin7 and we ship with ShipStation.", ["Cin7", "ShipStation"]],
    ["Job scheduling is done on a whiteboard and in Google Calendar.", ["Google Calendar"]],
    ["We track everything in Airtable and Zapier glues it to Shopify.", ["Airtable", "Shopify"]],
    ["We do everything in Salesforce and DocuSign.", ["Salesforce", "DocuSign"]],
    ["Systems today are Sage, Excel and a bespoke order portal.", ["homegrown portal"]],
    ["everything clinical is in dentally and the accounts are on quickbooks", ["Dentally"]],
    ["We use Procore for projects but estimating is done in Excel", ["Procore", "spreadsheets"]],
    ["Donations come in through JustGiving and get re-keyed into Beacon every week.", ["Beacon"]],
    ["We've got Xero, Deputy for rosters and Square at the tills.", ["Deputy", "Square"]],
    ["estimates are built in buildertrend and the books are in xero", ["Buildertrend", "Xero"]],
    ["our pms is cloudbeds and the channel manager is siteminder", ["cloudbeds"]],
    ["The call centre works out of Five9 and everything else happens in email", ["Five9"]],
    ["the surgery switched to emis from systmone a few years ago", ["emis"]],
    ["We need a new ERP. Orders are in an in-house thing from the 90s.", ["homegrown system"]],
    ["we're still on the green screen for everything, 120 staff", ["green screen"]],
    ["Everything runs on an AS400 nobody understands any more.", ["AS400"]],
    ["payroll's outsourced to Paychex and HR is in Gusto", ["Paychex", "Gusto"]],
  ])("%s", (said, systems) => {
    const r = roadmap(said);
    expect(r.systems).toEqual(expect.arrayContaining(systems));
    expect(r.project ?? "").not.toMatch(/Salesforce|Mintsoft|Cin7|emis/);
    expect(r.systems).not.toContain("systmone");
  });

  it.each(["we're running out of time and out of pocket", "it was built in stages, done in house"])(
    "no name after a common word: %s",
    (said) => {
      expect(roadmap(said).systems).toEqual([]);
    },
  );

  it("a product's kind after its name is its edition, not a project", () => {
    const r = roadmap("Tools today: Monday.com for projects, Slack, HubSpot free CRM, Xero.");
    expect(r.project).toBeUndefined();
    expect(r.systems).toEqual(expect.arrayContaining(["HubSpot", "Xero", "Monday.com"]));
  });

  it("a kind held by who uses it, its name in brackets: a system", () => {
    expect(roadmap("Sage 50 for accounts and a CRM nobody uses (Zoho).").systems).toContain("Zoho");
  });
});

describe("the project", () => {
  it.each([
    [
      "we looked at NetSuite but it was too pricey, so we're leaning towards Acumatica",
      /^Acumatica/,
    ],
    ["had a demo of Clio last month and passed. leaning towards Intapp", /^Intapp$/],
    ["hotels in the lakes, want to replace our PMS with Mews", /^Mews$/],
    ["were on an old case mgmt system and want to move to Clio", /^Clio$/],
    ["We are reviewing our finance and HR systems.", /^ERP$/],
    ["Really what we want is to stop running the business out of email.", /^ERP$/],
    // Field service is a kind of its own (it was read as an ERP before round h20).
    ["just the field service side - scheduling engineers and job sheets", /^Field service$/],
    ["Actually it's more of a CRM question than an ERP one.", /^CRM$/],
    ["We need to get our quoting under control, reps send out wrong prices.", /^CPQ$/],
    ["Our finance system is end of life and we have to pick a replacement.", /^ERP$/],
    ["We want sales to stop working out of spreadsheets and track their pipeline.", /^CRM$/],
    ["The board wants us to digitise the shop floor.", /^ERP$/],
    ["Need something for managing our field engineers and service contracts", /^Field service$/],
    ["Our Sage 200 support ends next year so we have to move.", /^ERP$/],
    ["We're a 200-person charity and our donor database is falling apart.", /^CRM$/],
  ])("%s", (said, project) => {
    expect(roadmap(said).project).toMatch(project);
  });

  it("a change of mind said as a second thought", () => {
    const r = roadmap(
      "We think we need a new ERP, 80 staff.",
      "hmm, thinking about it more, a CRM is probably the real need",
    );
    expect(r.project).toBe("CRM");
  });

  it("a place or a month after the verb is no target", () => {
    expect(roadmap("We want to move to Manchester next year.").project).toBeUndefined();
    expect(roadmap("We're going with March for the start.").project).toBeUndefined();
  });

  it("a move already made leaves the rest of the message its project", () => {
    const r = roadmap(
      "We moved off Salesforce to HubSpot in 2022, so sales is sorted. Now an ERP.",
    );
    expect(r.project).toBe("ERP");
    expect(r.systems).toContain("HubSpot");
    expect(r.systems).not.toContain("Salesforce");
  });
});
