import { describe, expect, it } from "vitest";
import { seedOpportunities } from "../../../content/prototype";
import { seedContext } from "../../../tests/fixtures/crm-seed";
import type { Opportunity } from "../../contracts/crm";
import { crmRespond } from "./crm-engine";
import { newDealName } from "./crm-intro";
import { findPerson } from "./crm-person";
import { apart, pickOne } from "./crm-same-name";

const today = "2026-11-23";
const context = seedContext;
const reply = (say: string, ctx = context) =>
  crmRespond([{ role: "user", content: say }], { context: ctx, today });

describe("who an activity was with", () => {
  it.each([
    ["Phoned Ann Lee at Umbrella about the demo", { name: "Ann Lee", company: "Umbrella" }],
    ["Met w/ Bo Diaz (Hooli) on Monday", { name: "Bo Diaz", company: "Hooli" }],
    ["had drinks with the Hooli sales team", { name: "Sales team", company: "Hooli", role: true }],
    ["rang the Umbrella CFO", { name: "CFO", company: "Umbrella", role: true }],
    ["emailed ann lee from umbrella the deck", { name: "Ann Lee", company: "Umbrella" }],
  ])("%s", (text, person) => expect(findPerson(text)?.person).toEqual(person));

  it("reads no person in a message that names none", () => {
    expect(findPerson("emailed the contract over this morning")).toBeUndefined();
  });
});

describe("activities said verb first", () => {
  it.each([
    [
      "Breakfast with Sarah Chen to plan the rollout",
      "meeting",
      "Sarah Chen - Northwind Logistics",
      "Plan the rollout",
    ],
    [
      "Gave marcus a ring about the invoice",
      "call",
      "Marcus Webb - Meridian Health Partners",
      "Invoice",
    ],
    [
      "Caught up with the Atlas folks about training",
      "meeting",
      "Team - Atlas Manufacturing",
      "Training",
    ],
  ])("%s", (say, type, contact, subject) => {
    expect(reply(say).toolCalls?.[0]?.input).toEqual({ type, contact, subject });
  });

  it("logs a text as a note that keeps its medium (ninth round), not as an email", () => {
    expect(reply("Texted Priya about the agenda").toolCalls?.[0]?.input).toEqual({
      type: "note",
      contact: "Priya Natarajan - Atlas Manufacturing",
      subject: "Agenda",
      notes: "Via text message.",
    });
  });

  it("asks what it was about when only the activity is said", () => {
    expect(reply("Shot Sarah a quick email").text).toBe(
      "What was the email with **Sarah Chen - Northwind Logistics** about?",
    );
  });

  it("still answers a question about past activity", () => {
    expect(reply("Did we have a meeting with Atlas?").toolCalls).toBeUndefined();
  });
});

describe("new deals however they are introduced", () => {
  it.each([
    ["New prospect: Kwik-E-Mart, 12k", "Kwik-E-Mart"],
    ["let's track a deal for Bluth Company at $90k", "Bluth Company"],
    ["We've got a new lead from Prestige Worldwide worth 75k", "Prestige Worldwide"],
    ["Add Los Pollos Hermanos into the pipeline, 20k", "Los Pollos Hermanos"],
    ["Record a new opportunity - Dunder Mifflin - 33k", "Dunder Mifflin"],
  ])("%s", (say, company) => {
    expect(newDealName(say)).toBe(company);
    expect(reply(say).toolCalls?.[0]?.toolName).toBe("add_opportunity");
  });

  it("takes a dash between spaces as a separator, not a minus sign", () => {
    expect(reply("New lead - Vehement Capital - 15k").toolCalls?.[0]?.input).toMatchObject({
      company: "Vehement Capital",
      amount: 15_000,
    });
  });
});

describe("deals that share a name", () => {
  const twin: Opportunity = {
    ...seedOpportunities[0]!,
    id: "opp-9",
    amount: 40_000,
    closeDate: "2027-03-31",
  };
  const deals = [seedOpportunities[0]!, twin];

  it("names only what tells them apart", () => {
    expect(apart(deals)).toBe(
      "one at **$125,000** (closing Dec 15, 2026) and one at **$40,000** (closing Mar 31, 2027)",
    );
  });

  it.each([
    ["the 40k one", "opp-9"],
    ["the one closing in March", "opp-9"],
    ["the bigger one", "opp-1"],
    ["first", "opp-1"],
  ])("%s picks one", (text, id) => expect(pickOne(text, deals, today)?.id).toBe(id));

  it("asks which one, then says how to change only that one", () => {
    const ctx = { ...context, opportunities: [...seedOpportunities, twin] };
    const asked = reply("Northwind is now at 80%", ctx);
    expect(asked.text).toMatch(
      /2 deals named \*\*Northwind Logistics\*\*: one at \*\*\$125,000\*\*/,
    );
    const turns = [
      { role: "user" as const, content: "Northwind is now at 80%" },
      { role: "assistant" as const, content: asked.text },
      { role: "user" as const, content: "the smaller one" },
    ];
    const picked = crmRespond(turns, { context: ctx, today });
    expect(picked.toolCalls).toBeUndefined();
    expect(picked.text).toMatch(/only the \$40,000 one .*open it in the pipeline/);
  });
});

describe("the weighted pipeline", () => {
  it("sums every open deal's amount times its probability, leaving won deals out", () => {
    const won = {
      ...seedOpportunities[1]!,
      id: "opp-8",
      stage: "Closed Won" as const,
      probability: 100,
    };
    const text = reply("what's the weighted value of the pipeline?", {
      ...context,
      opportunities: [...seedOpportunities, won],
    }).text;
    expect(text).toContain("**$230,250**");
    expect(text).toContain("1 Closed Won deal left out");
  });

  it("keeps the weighted forecast as the monthly forecast", () => {
    expect(reply("what's the weighted forecast?").text).toContain(
      "monthly forecast is **$170,250**",
    );
  });
});
