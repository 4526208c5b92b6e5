/**
 * Systems today and the project told apart by the conversation (clarity-roles.ts `defaultRole`):
 * a platform named with no word of its role after "replace our CRM", in answer to "which
 * systems…?", or once the project's platform is chosen, is run today; with words of a choice, or
 * in a question, it is the target.
 */
import { describe, expect, it } from "vitest";
import { learnFrom } from "./clarity-learn";
import { type ClarityMemory, emptyMemory } from "./clarity-memory";
import { roadmapOf } from "./clarity-roadmap";

const NOW = Date.parse("2026-11-23T10:00:00Z");
const memory = (...said: string[]) =>
  said.reduce<ClarityMemory>((m, s) => learnFrom(m, s, NOW), emptyMemory());
const roadmap = (...said: string[]) => roadmapOf(memory(...said));

describe("a platform named with no word of its role", () => {
  it("is the one run today after the prospect said they are replacing its kind", () => {
    const r = roadmap("We have to replace our CRM.", "Zoho, and the reps' own notebooks.");
    expect(r.project).toBe("CRM");
    expect(r.systems).toContain("Zoho");
    // Once that one is known, the next named with a word of choice is the target.
    const later = roadmap(
      "Our ERP has to go, it can't do multi-currency.",
      "Mostly Odoo and a lot of Excel.",
      "We're weighing NetSuite now.",
    );
    expect(later.project).toBe("NetSuite (ERP)");
    expect(later.systems).toEqual(expect.arrayContaining(["Odoo", "spreadsheets"]));
  });

  it("is the one run today after a system of theirs said as being replaced with no kind", () => {
    const r = roadmap(
      "Time to get rid of the old order system.",
      "Brightpearl, mostly, plus a few Google Sheets.",
    );
    expect(r.project).toBeUndefined();
    expect(r.systems).toEqual(expect.arrayContaining(["Brightpearl", "spreadsheets"]));
  });

  it("is run today when said to be in use a while; a wish held that long is the target", () => {
    const had = roadmap("We've had Sage for twelve years and it can't cope with three currencies.");
    expect(had.project).toBeUndefined();
    expect(had.systems).toEqual(["Sage"]);
    const since = roadmap(
      "Pipedrive, which we've used since 2019, is fine; finance want NetSuite.",
    );
    expect(since.project).toBe("NetSuite (ERP)");
    expect(since.systems).toContain("Pipedrive");
    expect(roadmap("We've wanted NetSuite for years.").project).toBe("NetSuite (ERP)");
    expect(roadmap("We've had a demo of HubSpot and liked it.").project).toBe("HubSpot (CRM)");
  });

  it("is a candidate, two of them named as either-or in answer to which platform", () => {
    const said = "We need to sort out how supplier invoices get approved.";
    expect(memory(said).asked.at(-1)).toBe("project");
    expect(roadmap(said, "Probably Coupa or Basware.").project).toBe("Coupa or Basware");
    expect(roadmap(said, "We use Xero and Dext at the moment.").systems).toEqual(["Xero", "Dext"]);
  });

  it("is the target when the prospect wants one of its kind, or says it as a choice", () => {
    expect(roadmap("We need a new ERP.", "Acumatica, most likely.").project).toBe(
      "Acumatica (ERP)",
    );
    const asked = memory("We need a CPQ for our reps.", "We're on Epicor for the ERP side.");
    expect(asked.asked.at(-1)).not.toBe("project");
  });

  it("is a system when it answers 'which systems…?', known to the tables or not", () => {
    const m = memory(
      "We're a 240-person staffing agency moving to NetSuite: month-end takes weeks.",
    );
    const asked = { ...m, asked: [...m.asked, "systems"] };
    const answer = "Bullhorn for the recruiters, Paylocity for payroll, TempWorks for the temps.";
    const r = roadmapOf(learnFrom(asked, answer, NOW));
    expect(r.project).toBe("NetSuite (ERP)");
    expect(r.systems).toEqual(expect.arrayContaining(["Bullhorn", "Paylocity", "TempWorks"]));
  });

  it("lives beside a platform already chosen, unless asked about in a question", () => {
    const r = roadmap("We're moving to NetSuite.", "Bullhorn and Deputy, plus paper timesheets.");
    expect(r.systems).toEqual(expect.arrayContaining(["Bullhorn", "Deputy", "paper"]));
    const q = roadmap("We're moving to NetSuite.", "Would Deputy work with it?");
    expect(q.systems).not.toContain("Deputy");
  });
});
