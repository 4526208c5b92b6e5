/**
 * Classes a third fair sample of new questions found (a SaaS company weighing an AI agent), each
 * read in the prospect's words and a second wording.
 */
import { describe, expect, it } from "vitest";
import { learnFrom } from "../memory/clarity-learn";
import { emptyMemory } from "../memory/clarity-memory";
import { forwardable } from "./clarity-forward";
import { objectionIn } from "./clarity-objections";
import { topicsOf } from "./clarity-question-topics";

const heard = (said: string) => learnFrom(emptyMemory(), said);

describe("replies", () => {
  it("a pilot of one product in place of the simulation is its own doubt", () => {
    expect(
      objectionIn("how is this different from just running a pilot with Fin for a month?"),
    ).toBe("pilot");
    expect(objectionIn("Why not do a 30-day trial of HubSpot instead?")).toBe("pilot");
  });

  it("something to pass on is the written roadmap and the sample documents", () => {
    expect(forwardable("can u send me something i can forward to my CFO")).toMatch(/sample RFP/);
    expect(forwardable("is there a one-pager for my board?")).toMatch(/written roadmap/);
    expect(forwardable("what do we get at the end?")).toBeNull();
  });

  it("real records of theirs used in the simulation are a question about their data", () => {
    expect(topicsOf("would the simulation use real customer tickets?")).toContain("security");
  });
});

describe("the roadmap", () => {
  it("a function said to ask or review is no department in scope", () => {
    expect(
      heard("would the simulation use real customer tickets? legal will ask").departments,
    ).not.toContain("legal");
  });

  it("a premise asked about as fatal is a worry", () => {
    const m = heard("our KB is a mess tbh, does that kill the whole idea?");
    expect(m.drivers).toEqual([]);
    expect(m.risks).toHaveLength(1);
  });

  it("a name with the work it is for is a system they run, not the project", () => {
    const m = heard("Zendesk for tickets, Salesforce for accounts. Leadership wants an AI agent.");
    expect(m.integrations).toEqual(expect.arrayContaining(["Zendesk", "Salesforce"]));
    expect(m.products).toEqual([]);
    expect(heard("we'd like Odoo for inventory").products).toEqual(["Odoo"]);
  });

  it("a budget not set is no reason for the project", () => {
    expect(heard("budget not set yet but probably low six figures").drivers).toEqual([]);
  });
});
