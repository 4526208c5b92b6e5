/**
 * A candidate turned down as too much is neither the project nor a doubt about us: "we looked at
 * salesforce but it felt like overkill, probably something like hubspot or zoho" was answered
 * "Fair challenge — it isn't a workshop or a slide deck…" and kept Salesforce on the shortlist.
 */
import { describe, expect, it } from "vitest";
import { learnFrom } from "../memory/clarity-learn";
import { emptyMemory } from "../memory/clarity-memory";
import { roadmapOf } from "../memory/clarity-roadmap";
import { chat } from "./clarity-chat.test-kit";
import { objectionIn } from "./clarity-objections";

const OPENER = "hey. insurance broker, 45 staff, renewals in outlook and excel";
const project = (said: string) =>
  roadmapOf(learnFrom(learnFrom(emptyMemory(), OPENER), said)).project;

describe("a candidate turned down as too much", () => {
  it.each([
    [
      "we looked at salesforce but it felt like overkill, probably something like hubspot or zoho",
      "HubSpot or Zoho (CRM)",
    ],
    ["Dynamics 365 looked like total overkill, so maybe Pipedrive", "Pipedrive (CRM)"],
    [
      "We demoed NetSuite and it seemed built for bigger companies; Acumatica maybe?",
      "Acumatica (ERP)",
    ],
  ])("%j leaves it off the project", (said, named) => {
    expect(project(said)).toBe(named);
  });

  it("is no doubt about the simulation", () => {
    const s =
      "we looked at salesforce but it felt like overkill, probably something like hubspot or zoho";
    expect(objectionIn(s)).toBeUndefined();
    expect(chat([OPENER, s]).at(-1)).not.toMatch(/Fair challenge/);
    // The simulation itself called overkill still is one.
    expect(objectionIn("honestly a simulation feels like overkill for us")).toBeDefined();
  });
});

describe("requirements said to be done in-house", () => {
  it("is the doubt that they know their own processes", () => {
    const s = "our IT manager thinks we can do requirements ourselves in a spreadsheet";
    expect(objectionIn(s)).toBe("we-know");
    expect(
      objectionIn("we'll gather the requirements internally, no need for a study"),
    ).toBeDefined();
  });
});

describe("the work feared to end as paper nobody uses", () => {
  it.each([
    "how do you stop the simulation becoming just another workshop that nobody acts on?",
    "I don't want another report that sits on a shelf",
    "our last consultants left us shelfware",
  ])("%j is the doubt about fluff", (s) => {
    expect(objectionIn(s)).toBe("fluff");
  });

  it("answers it with what a prototype does that slides can't", () => {
    const reply = chat([
      OPENER,
      "how do you stop the simulation becoming just another workshop that nobody acts on?",
    ]).at(-1)!;
    expect(reply).toMatch(/working prototype ends debates that slides can't/);
    expect(reply).not.toMatch(/pages don't cover/);
  });

  it("leaves their own shelves alone", () => {
    expect(objectionIn("stock sits on the shelf for months before we sell it")).toBeUndefined();
  });
});
