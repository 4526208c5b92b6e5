/**
 * Products kept as the prospect names them, edition and all (clarity-product-editions.ts): "Sage
 * 200" is not "Sage", "Zoho Books" is not a CRM, "Power BI" is not "BI / data warehouse". Each
 * case failed before the editions were read.
 */
import { describe, expect, it } from "vitest";
import { learnFrom } from "./clarity-learn";
import { type ClarityMemory, emptyMemory } from "./clarity-memory";
import { roadmapOf } from "./clarity-roadmap";

const NOW = Date.parse("2026-11-24T10:00:00Z");
const roadmap = (...said: string[]) =>
  roadmapOf(said.reduce<ClarityMemory>((m, s) => learnFrom(m, s, NOW), emptyMemory()));

describe("a product's edition is kept as said", () => {
  it.each([
    ["our finance team uses Sage Intacct; looking at a CRM, probably HubSpot", ["Sage Intacct"]],
    [
      "We're on Epicor Kinetic and QuickBooks Online, and we need a CPQ",
      ["Epicor Kinetic", "QuickBooks Online"],
    ],
    ["Replacing Sage 200 with Dynamics 365 Business Central", ["Sage 200"]],
    [
      "Oracle NetSuite implementation; today QuickBooks Desktop and Excel",
      ["QuickBooks Desktop", "spreadsheets"],
    ],
    ["moving off Infor SyteLine to Epicor Kinetic", ["Infor SyteLine"]],
    [
      "reporting is in Power BI and Tableau, marketing in Mailchimp",
      ["Power BI", "Tableau", "Mailchimp"],
    ],
  ])("%s", (said, systems) => {
    expect(roadmap(said).systems).toEqual(expect.arrayContaining(systems));
  });

  it("names the project by its edition, and Oracle NetSuite is NetSuite, not two options", () => {
    expect(roadmap("moving off Infor SyteLine to Epicor Kinetic").project).toBe(
      "Epicor Kinetic (ERP)",
    );
    expect(roadmap("Oracle NetSuite implementation, 120 staff").project).toBe("NetSuite (ERP)");
    expect(roadmap("Looking at D365 F&O vs Infor CloudSuite, today on JD Edwards").project).toBe(
      "Dynamics 365 Finance & Operations or Infor CloudSuite (ERP)",
    );
  });

  it("reads Zoho's accounting app as a system and Zoho CRM as a CRM held, not a project", () => {
    const r = roadmap("we use Zoho Books and Zoho CRM, want an ERP");
    expect(r.project).toBe("ERP");
    expect(r.systems).toEqual(expect.arrayContaining(["Zoho Books", "Zoho CRM"]));
  });

  it("reads an edition said later of a system held by its family as that system, named closer", () => {
    const r = roadmap("we're on Sage", "it's Sage 200 actually, we want Acumatica");
    expect(r.project).toBe("Acumatica (ERP)");
    expect(r.systems).toEqual(["Sage 200"]);
    // Second probe.
    const q = roadmap("we're on QuickBooks", "want NetSuite", "QuickBooks Online to be exact");
    expect(q.project).toBe("NetSuite (ERP)");
    expect(q.systems).toEqual(["QuickBooks Online"]);
  });

  it("keeps an upgrade within the family the project: Epicor today, Kinetic the target", () => {
    const r = roadmap("We run Epicor", "we need to move to Epicor Kinetic by 2027");
    expect(r.project).toBe("Epicor Kinetic (ERP)");
    expect(r.systems).toEqual(["Epicor"]);
    expect(roadmap("We run Sage", "upgrading to Sage X3 is the plan").project).toBe(
      "Sage X3 (ERP)",
    );
  });

  it("reads two editions of one family in a message: the one before the upgrade runs today", () => {
    const r = roadmap("Our Sage 50 reseller suggests an upgrade to Sage 200, budget £40k");
    expect(r.project).toBe("Sage 200 (ERP)");
    expect(r.systems).toEqual(["Sage 50"]);
    expect(roadmap("We use Infor VISUAL and want to go to Infor CloudSuite").systems).toEqual([
      "Infor VISUAL",
    ]);
    // Two editions side by side are options, not one run today.
    expect(roadmap("looking at Sage 200 or Sage Intacct").project).toBe(
      "Sage 200 or Sage Intacct (ERP)",
    );
  });

  it("names the project closer when its edition is said later, unless said as run today", () => {
    expect(
      roadmap("We're implementing Sage", "It's Sage X3, budget 2-3 million CHF"),
    ).toMatchObject({ project: "Sage X3 (ERP)", systems: [] });
    expect(
      roadmap("We're implementing Sage", "we run Sage 50 today and it is a mess"),
    ).toMatchObject({ project: "Sage (ERP)", systems: ["Sage 50"] });
  });

  it("reads no product in an English word a letter from a product's name", () => {
    expect(
      roadmap("We're in the market for a platform to keep track of deals and contacts.").systems,
    ).toEqual([]);
  });
});
