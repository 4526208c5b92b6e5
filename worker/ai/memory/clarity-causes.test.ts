/**
 * Why now and what worries, read by the part a sentence plays (docs/decisions/033): a clause
 * pointed back at as the cause, an ending imposed from outside, the company changing shape, a
 * demand from outside, work kept in no system; worries said as what people will do, as a
 * condition that would break the business, as a person about to go, as an attempt given up, as
 * records kept somewhere, or pointed back at ("…, which worries me"). A person by role whose
 * opinion is reported is no team in scope; a question about us, or a part put off, is no project.
 */
import { describe, expect, it } from "vitest";
import { causeSaid } from "./clarity-causes";
import { learnFrom } from "./clarity-learn";
import { type ClarityMemory, emptyMemory } from "./clarity-memory";
import { roadmapOf } from "./clarity-roadmap";

const NOW = Date.parse("2026-11-23T10:00:00Z");
const roadmap = (...said: string[]) =>
  roadmapOf(said.reduce<ClarityMemory>((m, s) => learnFrom(m, s, NOW), emptyMemory()));

describe("why now, by the sentence's role", () => {
  it("takes the clause pointed back at as the cause", () => {
    expect(
      causeSaid(
        "Two big customers threatened to leave over late deliveries, and that's what made us move.",
      ),
    ).toMatch(/customers threatened to leave/);
    expect(causeSaid("Our broker dropped us last spring — that's why we're looking.")).toMatch(
      /broker dropped us/,
    );
  });

  it("reads endings, changes of shape, outside demands and work kept in no system", () => {
    expect(causeSaid("The vendor is pulling maintenance on our version in 2027.")).toMatch(
      /pulling maintenance/,
    );
    expect(causeSaid("We merged with a Dutch distributor in the summer.")).toMatch(/merged with/);
    expect(causeSaid("Headcount tripled since 2023.")).toMatch(/tripled/);
    expect(causeSaid("The regulator gave us until next year to fix traceability.")).toMatch(
      /regulator/,
    );
    expect(causeSaid("Job sheets are kept in folders in the van.")).toMatch(/folders/);
    expect(causeSaid("Is support ending for Sage 50?")).toBeUndefined();
    expect(causeSaid("We're 120 people in Leeds.")).toBeUndefined();
  });

  it("puts the cause in the roadmap, and no cause for a sum", () => {
    const r = roadmap(
      "Our bank told us the old invoicing setup fails their checks, and that's what got this going.",
    );
    expect(r.drivers.some((d) => /bank told us/.test(d))).toBe(true);
    expect(roadmap("Budget is the same as last time, roughly 300k dollars.").risks).toEqual([]);
  });
});

describe("a statement that gave nothing else, by its mood", () => {
  it("keeps what is or was as a reason, and what will or must be as a worry", () => {
    const r = roadmap(
      "ERP for 150 people.",
      "A flood at the depot last winter showed us how exposed we are.",
      "The night shift will carry on with clipboards whatever we buy.",
      "Supplier prices have to be locked for twelve months under our contracts.",
    );
    expect(r.drivers.join(" | ")).toMatch(/a flood at the depot/i);
    expect(r.risks.join(" | ")).toMatch(/Concern: the night shift will carry on with clipboards/);
    expect(r.risks.join(" | ")).toMatch(/Concern: supplier prices have to be locked/);
  });

  it("reads no reason from the speaker's own role, a remark or a question", () => {
    const r = roadmap(
      "CPQ for sales. I look after commercial operations at a group of dealerships.",
      "That sounds about right to me, thanks a lot.",
      "How would the interviews be scheduled around shift patterns?",
    );
    expect(r.drivers).toEqual([]);
    expect(r.risks).toEqual([]);
  });
});

describe("worries, by the sentence's role", () => {
  it("reads people set against it, a breaking condition, a person going and an attempt given up", () => {
    const r = roadmap(
      "New CRM for 80 people. The field engineers will ignore anything that isn't on their phones.",
      "It must keep syncing with our Xero ledger — if that fails nobody gets paid.",
      "Our scheduler, Tom, who built the whole process, is leaving in March.",
      "We had a go at this in 2022 and scrapped it after three months.",
    );
    expect(r.risks.join(" | ")).toMatch(/Adoption: field engineers/);
    expect(r.risks.join(" | ")).toMatch(/Integrations: keep syncing with our Xero ledger/);
    expect(r.risks.join(" | ")).toMatch(/Key person: Tom is leaving/);
    expect(r.risks.join(" | ")).toMatch(/History/);
  });

  it("names the worry pointed back at, and records kept somewhere as a data concern", () => {
    const r = roadmap(
      "CRM for 60 people. The go-live would land in our audit month, which really worries me.",
      "Patient records have to stay in the UK.",
    );
    expect(r.risks.join(" | ")).toMatch(/land in our audit month/);
    expect(r.risks.join(" | ")).toMatch(/Security: data access \(patient records\)/);
  });
});

describe("who speaks is not who is in scope", () => {
  it("leaves out a role whose opinion is reported", () => {
    const r = roadmap(
      "ERP for 150 people. Our IT person reckons Odoo would do, and the ops manager prefers NetSuite.",
    );
    expect(r.departments).not.toContain("IT");
    expect(r.project).toBe("Odoo or NetSuite (ERP)");
  });

  it("leaves out a team that only asks, and a role named after a system's kind", () => {
    const r = roadmap(
      "CRM for 120 people. Legal will want to know where the data sits.",
      "Our ecommerce manager and I would run it.",
    );
    expect(r.departments).not.toContain("legal");
    expect(r.systems).not.toContain("e-commerce");
  });

  it("learns no project from a question about us, nor from a part put off", () => {
    expect(
      roadmap("Who on your side runs the sessions, a person or the AI?").project,
    ).toBeUndefined();
    expect(
      roadmap(
        "We're 90 people. Could we start with just the quoting and leave the CRM side for later?",
      ).project ?? "",
    ).not.toMatch(/CRM/);
  });
});
