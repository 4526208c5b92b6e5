/**
 * Round h52: systems tried before, and support ending. A system tried and dropped ("we tried
 * Dynamics 365 and stopped after five months") is history, a risk, never a system run today nor
 * the project's platform; a system whose support ends ("before Microsoft stops patching our
 * Navision server") runs today and is what the project replaces, and its ending is why now, said
 * whole.
 */
import { describe, expect, it } from "vitest";
import { played } from "./clarity-chat.test-kit";

const one = (message: string) => {
  const { replies, roadmap } = played([message]);
  return { reply: replies[0]!, roadmap };
};

describe("a system tried and dropped is history", () => {
  it.each([
    [
      "Last year we tried to implement Dynamics 365 with a partner and stopped after five months.",
      "Microsoft Dynamics",
    ],
    ["Our earlier go at Odoo failed and we went back to spreadsheets.", "Odoo"],
  ])("%s", (message, system) => {
    const { reply, roadmap } = one(message);
    expect(roadmap.systems).not.toContain(system);
    expect(reply).not.toMatch(/integration list|work with|systems it has to live with/);
    expect(roadmap.risks).toContain("History: a previous rollout was abandoned");
  });

  it.each([
    [
      "We ran a Salesforce pilot in 2022 and abandoned it after the sales team refused to log anything.",
      "CRM",
    ],
    ["A previous attempt to roll out SAP Business One was cancelled halfway through.", "ERP"],
    ["We evaluated Zoho CRM last spring and decided not to continue.", "CRM"],
    ["In 2021 we started moving to NetSuite but pulled the plug after the budget was cut.", "ERP"],
  ])("%s", (message, kind) => {
    const { roadmap } = one(message);
    expect(roadmap.project).toBe(kind);
    expect(roadmap.systems).toEqual([]);
    expect(roadmap.risks).toContain("History: a previous rollout was abandoned");
  });

  it("a price told of what they had is no doubt about ours", () => {
    const { reply, roadmap } = one(
      "We had HubSpot for a year and then let it go because it was too expensive.",
    );
    expect(reply).not.toMatch(/real money|\$25K/);
    expect(roadmap.project).toBe("CRM");
    expect(roadmap.systems).not.toContain("HubSpot");
    expect(roadmap.risks).toContain("History: a previous rollout was abandoned");
  });

  it("what they went back to still runs", () => {
    const { roadmap } = one(
      "We tried to move to NetSuite last year, gave up, and we're still on Sage 200.",
    );
    expect(roadmap.systems).toContain("Sage 200");
    expect(roadmap.systems).not.toContain("NetSuite");
  });
});

describe("a system whose support ends is replaced, and why now", () => {
  it("getting off Navision before Microsoft stops patching", () => {
    const { reply, roadmap } = one(
      "We need to get off Navision 2009 before Microsoft stops patching our server. 230 people.",
    );
    expect(reply).toMatch(/Noted that it replaces Dynamics NAV, which runs today/);
    expect(reply).not.toMatch(/integration list/);
    expect(roadmap.drivers).toContain("Microsoft stops patching our server");
  });

  it("no longer supported is said whole", () => {
    const { reply, roadmap } = one(
      "erp project. our current system Navision is no longer supported by microsoft",
    );
    expect(reply).toMatch(/Noted that it replaces Dynamics NAV/);
    expect(roadmap.drivers[0]).toMatch(/^Navision is no longer supported/);
  });

  it.each([
    ["Our Sage 200 version goes out of support next year so we have to replace it.", "Sage 200"],
    ["We still run AX 2012, which is end of life, and need a new ERP.", "Dynamics AX"],
    [
      "Our accounting package Exact Globe is being discontinued by the vendor, so we must move.",
      "Exact Globe",
    ],
    ["Our Navision server is out of support and the auditors flagged it.", "Dynamics NAV"],
  ])("%s", (message, system) => {
    const { reply, roadmap } = one(message);
    expect(reply).toContain(`Noted that it replaces ${system}`);
    // "our accounting package Exact Globe": the kind said before the name is that system.
    expect(reply).not.toMatch(/integration list/);
    expect(roadmap.project).toBe("ERP");
  });

  it("the system the vendor ends support for is not the project", () => {
    const { reply, roadmap } = one(
      "Microsoft ends support for Dynamics GP in 2026 and we run our finance on it.",
    );
    expect(roadmap.project).toBe("ERP");
    expect(reply).toMatch(/Noted that it replaces Dynamics GP/);
  });

  it("a name in two words is kept whole in the driver", () => {
    const { roadmap } = one(
      "Our accounting package Exact Globe is being discontinued by the vendor, so we must move.",
    );
    expect(roadmap.drivers[0]).toMatch(/^Exact Globe is being discontinued/);
  });
});
