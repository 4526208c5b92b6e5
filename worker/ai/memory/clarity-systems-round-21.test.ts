/**
 * Round 21 of recall (tests/worker/clarity-eval/language-tuned-21.ts): systems typed in lower
 * case where a piece of work runs on them, a move already made (only what replaced it runs
 * today), a system built for them said as "our own … app", a name with a version in letters
 * ("Elite 3E"), a kind said as held beside the one part to change (a module), and staff added as
 * seasonal or "or so across" the other sites. Each rule has its tuned sentence and a second probe
 * in other words, written after the fix and passed without a further change.
 */
import { describe, expect, it } from "vitest";
import { companySizeSaid } from "../../language/size-added";
import { learnFrom } from "./clarity-learn";
import { type ClarityMemory, emptyMemory } from "./clarity-memory";
import { roadmapOf } from "./clarity-roadmap";

const NOW = Date.parse("2026-11-27T10:00:00Z");
const roadmap = (...said: string[]) =>
  roadmapOf(said.reduce<ClarityMemory>((m, s) => learnFrom(m, s, NOW), emptyMemory()));

describe("what runs today, as prospects type it", () => {
  it.each([
    ["the front desk runs on opera and sage 50 does the books", ["opera", "Sage 50"]],
    ["docs sit in imanage and everything else is email", ["iManage"]],
    ["billing runs through chargebee, support on help scout", ["chargebee", "help scout"]],
    // Second probes.
    ["case notes are kept in mycase, invoices in xero", ["mycase", "Xero"]],
    ["rotas live in rotacloud and payroll goes through adp", ["rotacloud", "ADP payroll"]],
  ])("lower-case names in use: %s", (said, systems) => {
    expect(roadmap(said).systems).toEqual(expect.arrayContaining(systems));
  });

  it.each([
    "we're on track and the team is in good shape",
    "everything lives in email and on paper",
    "we want billing to run through chargebee one day",
  ])("no name where none is: %s", (said) => {
    expect(roadmap(said).systems).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/track|shape|email|chargebee/)]),
    );
  });

  it("a move already made: what replaced it runs today, what it replaced runs nowhere", () => {
    const r = roadmap("we're on xero mostly, finance swapped sage for xero back in 2023");
    expect(r.systems).toContain("Xero");
    expect(r.systems).not.toContain("Sage");
    // Second probe.
    const later = roadmap("We moved from Pipedrive to HubSpot two years ago. Now we need an ERP.");
    expect(later.systems).toContain("HubSpot");
    expect(later.systems).not.toContain("Pipedrive");
    expect(later.project).toBe("ERP");
  });

  it("a move still to come keeps its target as the project", () => {
    expect(roadmap("we're swapping Sage for NetSuite next year").project).toMatch(/NetSuite/);
  });

  it.each([
    ["matters live in our own php app a contractor built", "homegrown PHP app"],
    ["billing is on Elite 3E", "Elite 3E"],
    // Second probes.
    ["dispatch runs on our own portal that a freelancer built", "homegrown portal"],
    ["Finance is on Aderant 9x", "Aderant 9x"],
  ])("a system named by what it is or with its version: %s", (said, system) => {
    expect(roadmap(said).systems).toContain(system);
  });
});

describe("the project as the one part to change", () => {
  it.each([
    [
      "not looking to replace the stack, just the quoting side. hubspot is our crm and stays.",
      /CPQ/,
      "HubSpot",
    ],
    // Second probe.
    ["netsuite is our erp and stays; we only want to fix the quoting bit", /CPQ/, "NetSuite"],
  ])("%s", (said, project, system) => {
    const r = roadmap(said);
    expect(r.project).toMatch(project);
    expect(r.systems).toContain(system);
  });

  it.each([
    "it's just the fundraising side we want to sort - donors, gift aid, legacies",
    // Second probe.
    "only the membership bit we need to sort out, renewals and supporters",
  ])("a donor or member side is a CRM: %s", (said) => {
    expect(roadmap(said).project).toBe("CRM");
  });
});

describe("staff added on top of a count", () => {
  it.each([
    ["Headcount is 70 core staff plus 40 seasonal over the summer.", undefined, 110],
    ["there's another 140 or so across our 30 shops", 85, 225],
    // Second probes.
    ["We have 200 on the payroll plus 60 temps at Christmas.", undefined, 260],
    ["and a further 45 or so spread across the depots", 100, 145],
  ])("%s", (said, known, total) => {
    expect(companySizeSaid(said, known)).toBe(total);
  });

  it("contractors and hires to come are not added", () => {
    expect(companySizeSaid("70 staff plus 30 contractors")).toBe(70);
    // No headcount said: the known one stands (the caller keeps it).
    expect(companySizeSaid("plus another 20 over the next year", 100)).toBeUndefined();
  });
});
