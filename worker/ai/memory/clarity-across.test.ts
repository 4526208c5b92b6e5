/**
 * The roadmap the prospect sees holds what the lead holds (docs/decisions/033): dates counted
 * from another or corrected by a year alone, staff added place by place across sentences, read by
 * the same rules as the lead's facts; a bare reply read as the answer to the question asked; the
 * system used today kept apart from the target across sentences; a budget stretched in words.
 */
import { describe, expect, it } from "vitest";
import { readLeadFacts } from "../../ledger/lead-facts";
import { learnFrom } from "./clarity-learn";
import { emptyMemory } from "./clarity-memory";
import { roadmapOf } from "./clarity-roadmap";

const NOW = Date.UTC(2026, 10, 27, 10);
const chat = (...said: string[]) =>
  said.reduce((m, text) => learnFrom(m, text, NOW), emptyMemory());

describe("the roadmap and the lead read a chat alike", () => {
  const chats = [
    [
      "We're a 400-person logistics group looking at Acumatica.",
      "We expect to sign the contract in February 2027. We'd want to be live four months after that.",
    ],
    [
      "We're a 130-person retailer and want to go live on a new ERP in October 2027.",
      "Sorry, 2028, not 2027.",
    ],
    [
      "We manufacture garden furniture and need an ERP. There are 120 of us in Dublin. Another 80 work at our Cork plant.",
    ],
    ["We sign with the vendor in March 2027.", "We'd go live two months after that."],
  ];
  it.each(chats.map((c) => [c.at(-1)!, c] as const))("%s", (_last, said) => {
    const roadmap = roadmapOf(chat(...said));
    const lead = readLeadFacts(said.map((text, i) => ({ text, at: NOW + i })));
    expect(roadmap.facts?.companySize).toBe(lead.companySize);
    expect(roadmap.facts?.timeline?.month).toBe(lead.timeline?.month);
    expect(roadmap.facts?.timeline?.kind).toBe(lead.timeline?.kind);
  });

  it("shows the month a counted or corrected date lands on", () => {
    expect(roadmapOf(chat(...chats[0]!)).timeline).toMatch(/^June 2027/);
    expect(roadmapOf(chat(...chats[1]!)).timeline).toBe("October 2028");
    expect(roadmapOf(chat(...chats[2]!)).companySize).toBe("200 people");
  });
});

describe("a bare reply answers the question asked", () => {
  it("'about 300' after the headcount question is the company's size", () => {
    const asked = chat(
      "We're swapping our homegrown CRM for HubSpot because sales keep missing renewals. Sales and customer success live in it, and it has to sync with Xero. We want it running by September, we've put aside about $180k, and three of us would form the core team.",
    );
    expect(asked.turn?.ask).toBe("companySize");
    expect(roadmapOf(learnFrom(asked, "about 300, give or take", NOW)).companySize).toBe(
      "300 people",
    );
  });

  it("the same figure asked nothing is no headcount", () => {
    const m = chat("We want a new CRM.", "about 300, give or take");
    expect(roadmapOf(m).companySize).toBeUndefined();
  });
});

describe("today's system and the target, across sentences", () => {
  it.each([
    [
      "Right now every deal lives in Pipedrive and we've outgrown it. Salesforce is where we want to end up.",
      /Salesforce/,
      "Pipedrive",
    ],
    [
      "Orders still go through Sage and a pile of spreadsheets, and we want to move onto NetSuite.",
      /NetSuite/,
      "Sage",
    ],
  ])("%s", (text, project, today) => {
    const r = roadmapOf(chat(text));
    expect(r.project).toMatch(project);
    expect(r.project).not.toMatch(today);
    expect(r.systems).toContain(today);
  });
});

describe("a budget changed in words", () => {
  it("'we can stretch to 300' after $250k is $300K", () => {
    const m = chat(
      "We're a 170-person insurer replacing our CRM, we've set aside $250k.",
      "Finance came back today and we can stretch to 300.",
    );
    expect(roadmapOf(m).budget).toBe("$300K");
  });
});

describe("a fear said in words of its own", () => {
  it.each([
    "Our planners are terrified the new system will take their spreadsheets away from them.",
    "The warehouse team is wary of anything that changes how they pick.",
  ])("%s is a risk, shown as a phrase that ends on a word that stands", (text) => {
    const risks = roadmapOf(
      chat("We're a 200-person wholesaler looking at a new ERP.", text),
    ).risks;
    expect(risks.length).toBe(1);
    expect(risks[0]).not.toMatch(/\s(?:will|would|can|the|a)$/);
  });
});

describe("money and dates in harder words", () => {
  it.each([
    [
      "We've got £200k.",
      "Finance has clawed back 50k of that, so we're working with less now.",
      "£150K",
    ],
    ["We've got $300k to spend.", "Update: they've taken 30% off the budget.", "$210K"],
  ])("%s / %s → %s", (first, then, want) => {
    expect(roadmapOf(chat(`We want a new CRM. ${first}`, then)).budget).toBe(want);
  });

  it("'make the call in March, go-live the last quarter of next year' is a Q4 go-live", () => {
    const m = chat(
      "We're a 260-person manufacturer weighing up Epicor and Infor.",
      "We'll make the call in March, with go-live targeted for the last quarter of next year.",
    );
    expect(roadmapOf(m).facts?.timeline).toMatchObject({ kind: "go-live", month: "2027-12" });
  });

  it("a terse opener parted by bars gives its headcount", () => {
    expect(roadmapOf(chat("CRM | 80 ppl | €90k / live by Q2")).companySize).toBe("80 people");
  });
});

describe("figures that are not the prospect's facts", () => {
  it("a sum or a size in a question about another case changes nothing", () => {
    const m = chat(
      "We're a 140-person retailer looking at a new ERP, budget about $250k.",
      "If we put in 400k instead, would the return be any better?",
      "And would it take longer for a firm of, say, 500 people?",
    );
    expect(roadmapOf(m)).toMatchObject({ companySize: "140 people", budget: "$250K" });
  });

  it("'we r ~120 ppl on sage, want netsuite' asks no vendor question: Sage is today's", () => {
    const r = roadmapOf(chat("hi, wht does it cost? we r ~120 ppl on sage, want netsuite by q3"));
    expect(r).toMatchObject({ project: "NetSuite (ERP)", systems: ["Sage"] });
    expect(r.companySize).toBe("120 people");
  });
});
