import { describe, expect, it } from "vitest";
import { seedContext } from "../../../tests/fixtures/crm-seed";
import { activityFields } from "../../contracts/crm";
import { replyTo } from "./crm-chat.test-kit";
import { crmRespond } from "./crm-engine";

/**
 * Ninth round (docs/decisions/033): an activity's kind from the medium its words name, with a note
 * when none is named; an amount said roughly recorded as the figure it suggests and said back.
 */
const say = (text: string) =>
  crmRespond([{ role: "user", content: text }], { context: seedContext, today: "2026-11-23" });

describe("an activity's kind comes from its medium", () => {
  it.each([
    ["left Sarah a message re the delivery slots", "call"],
    ["slacked marcus the revised timeline", "note"],
    ["sent priya a text about the invoice", "note"],
    ["replied to marcus on linkedin about the referral", "note"],
    ["sent priya the invoice", "email"],
    ["stopped by meridian to see marcus about the rollout", "meeting"],
    ["caught up with sarah in person about the pilot", "meeting"],
    // No medium said: a note, not a guessed call.
    ["checked in with priya about the pilot", "note"],
    ["shot marcus a whatsapp about the dates", "note"],
    ["dm'd sarah about the renewal", "note"],
    ["left priya a note about the kickoff", "note"],
    ["popped into the atlas office and saw priya re the pilot", "meeting"],
    ["visited priya at the plant about the line", "meeting"],
    ["face to face with priya today about phase two", "meeting"],
  ])("%s → %s", (message, type) => {
    expect(replyTo([message])).toEqual(expect.objectContaining({ type }));
  });

  it("keeps a note's medium in its notes", () => {
    expect(replyTo(["pinged marcus on slack about the PO, he'll chase finance"])).toEqual({
      type: "note",
      contact: "Marcus Webb - Meridian Health Partners",
      subject: "PO",
      notes: "Via Slack. He'll chase finance.",
    });
  });

  it("the contract keeps a note", () => {
    const note = { type: "note", contact: "Priya - Atlas", subject: "Pilot" };
    expect(activityFields.safeParse(note).success).toBe(true);
  });
});

describe("an amount said roughly", () => {
  it("records a loose count and says the figure back", () => {
    const reply = say("add Tessaly Foods, a few hundred grand");
    expect(reply.toolCalls?.[0]?.input).toEqual(expect.objectContaining({ amount: 300_000 }));
    expect(reply.text).toContain(
      "I put it at **$300,000** for “a few hundred grand” — say if you meant otherwise.",
    );
  });

  it("records a band of figures at its middle", () => {
    expect(replyTo(["add Tessaly Foods high five figures"])).toEqual(
      expect.objectContaining({ company: "Tessaly Foods", amount: 80_000 }),
    );
  });

  it("records two figures given as one estimate at their middle; a choice is still asked", () => {
    expect(replyTo(["record Tessaly Foods at about 40 to 60k"])).toEqual(
      expect.objectContaining({ company: "Tessaly Foods", amount: 50_000 }),
    );
    expect(replyTo(["Tessaly Foods, 40 or 60k, add it"])).toMatch(/\$40,000.*\$60,000/);
  });

  it("reads a bare figure hedged as nearer a value in the deal's scale", () => {
    expect(replyTo(["northwind is nearer 140 now"])).toEqual({
      company: "Northwind Logistics",
      updates: { amount: 140_000 },
    });
  });

  it("records a figure said near a bound as the figure, and says the bound back", () => {
    expect(replyTo(["Wexford Tiles just under 50k, negotiation"])).toEqual(
      expect.objectContaining({ company: "Wexford Tiles", amount: 50_000, stage: "Negotiation" }),
    );
    expect(
      replyTo(["new deal Ashgrove Partners a bit over a hundred thousand in discovery"]),
    ).toEqual(
      expect.objectContaining({
        company: "Ashgrove Partners",
        amount: 100_000,
        stage: "Discovery",
      }),
    );
    expect(say("cut northwind to just under 100k").text).toContain(
      "I put it at **$100,000** (you said just under) — say if you meant otherwise.",
    );
  });

  it("changes a deal to an estimate's middle and says so", () => {
    const reply = say("meridian is more like 90 to 100k");
    expect(reply.toolCalls?.[0]?.input).toEqual({
      company: "Meridian Health Partners",
      updates: { amount: 95_000 },
    });
    expect(reply.text).toContain("the middle of $90,000–$100,000");
  });
});
