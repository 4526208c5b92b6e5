import { describe, expect, it, vi } from "vitest";
import type { ProspectSummary } from "../../worker/contracts/inbox";
import { conversationOf, person } from "./helpers/inbox";
import { contactLead, ledger, signInAs, tag } from "./helpers/leads";

/**
 * What a rep acts from: a prospect's next step, the calls and emails logged on it, and whether
 * they asked for a call; the list filtered by what is due, in the rep's time zone.
 */
vi.stubGlobal(
  "fetch",
  vi.fn(async () => new Response("ok")),
);

const alex = async () => person(await signInAs("Alex Kim"));
const HOUR = 3_600_000;
const prospectOf = async (res: Response) =>
  ((await res.json()) as { prospect: ProspectSummary }).prospect;

describe("next step", () => {
  it("is set, replaced and cleared, each in the history with who; bad input is a 400", async () => {
    const a = await alex();
    const lead = contactLead();
    await ledger().upsert(lead);
    expect((await a.prospects(`q=${lead.contact.name}`)).prospects[0]).toMatchObject({
      nextStep: null,
      meeting: null,
    });
    const dueAt = new Date(Date.now() + 26 * HOUR).toISOString();
    const set = await a.nextStep(lead.id, { kind: "call", dueAt });
    expect(set.status).toBe(200);
    expect(await prospectOf(set)).toMatchObject({ nextStep: { kind: "call", dueAt } });
    const later = "2030-01-15T09:30:00+01:00";
    await a.nextStep(lead.id, { kind: "meeting", dueAt: later });
    expect((await a.card(lead.id)).prospect.nextStep).toEqual({
      kind: "meeting",
      dueAt: "2030-01-15T08:30:00.000Z",
    });
    const cleared = await a.nextStep(lead.id, null);
    expect(cleared.status).toBe(200);
    expect((await prospectOf(cleared)).nextStep).toBeNull();

    for (const [body, field] of [
      [{ kind: "fax", dueAt }, "kind"],
      [{ kind: "call", dueAt: "next Tuesday" }, "dueAt"],
      [{ kind: "call", dueAt: "2030-02-31T09:00:00Z" }, "dueAt"],
      [{ kind: "email" }, "dueAt"],
    ] as const) {
      const res = await a.send("POST", `/leads/${lead.id}/next-step`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json()).toMatchObject({ error: { code: "bad_request:inbox", field } });
    }
    const missing = "lead_00000000-0000-4000-8000-000000000000";
    expect((await a.nextStep(missing, { kind: "call", dueAt })).status).toBe(404);

    const history = (await a.card(lead.id)).history.filter((h) => h.action === "next_step");
    expect(history.map((h) => [h.by?.name, h.detail])).toEqual([
      ["Alex Kim", { kind: null, dueAt: null }],
      ["Alex Kim", { kind: "meeting", dueAt: "2030-01-15T08:30:00.000Z" }],
      ["Alex Kim", { kind: "call", dueAt }],
    ]);
  });
});

describe("calls and emails logged", () => {
  it("are in the history with who, how it went and the note; a call answers a call asked for", async () => {
    const a = await alex();
    const lead = contactLead({
      contact: { ...contactLead().contact, note: "Please call me today, after 2pm if you can." },
    });
    await ledger().upsert(lead);
    const list = async () => (await a.prospects(`q=${lead.contact.name}`)).prospects[0]!;
    expect((await list()).callRequested).toBe(true);
    const note = "Left a message with the office manager. ".repeat(100).trim();
    const email = await a.logActivity(lead.id, { kind: "email", outcome: "reached", note });
    expect(email.status).toBe(201);
    // An email is no call: they still wait for one.
    expect((await prospectOf(email)).callRequested).toBe(true);
    const call = await a.logActivity(lead.id, { kind: "call", outcome: "voicemail" });
    expect((await prospectOf(call)).callRequested).toBe(false);
    expect((await list()).callRequested).toBe(false);

    const bad = await a.logActivity(lead.id, { kind: "call", outcome: "busy" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { field: "outcome" } });
    expect((await a.logActivity(lead.id, { kind: "sms", outcome: "reached" })).status).toBe(400);

    const logged = (await a.card(lead.id)).history.filter((h) => h.action === "activity");
    expect(logged.map((h) => [h.by?.name, h.detail])).toEqual([
      ["Alex Kim", { kind: "call", outcome: "voicemail", note: null }],
      ["Alex Kim", { kind: "email", outcome: "reached", note }],
    ]);
  });
});

describe("call requested", () => {
  it("from the form's note, from a chat message later; not when they said no, or never asked", async () => {
    const a = await alex();
    const t = tag();
    const byName = async (name: string) =>
      (await a.prospects(`q=${encodeURIComponent(name)}`)).prospects[0]!.callRequested;
    const note = (text: string, name: string) =>
      contactLead({
        contact: { name, email: `${name.replaceAll(" ", ".")}@x.example`, note: text },
      });

    await ledger().upsert(note("Please call me today", `Asks ${t}`));
    expect(await byName(`Asks ${t}`)).toBe(true);
    await ledger().upsert(note("No call needed, email is best.", `Declines ${t}`));
    expect(await byName(`Declines ${t}`)).toBe(false);
    await ledger().upsert(note("Replacing QuickBooks before the busy season", `Quiet ${t}`));
    expect(await byName(`Quiet ${t}`)).toBe(false);

    // A chat: nothing asked at first, then a call asked for in a later message.
    const chat = contactLead({
      kind: "chat",
      values: null,
      contact: { name: `Chat ${t}`, email: `chat.${t}@x.example` },
      conversations: conversationOf(["We run 40 stores on spreadsheets", `chat.${t}@x.example`]),
    });
    await ledger().upsert(chat);
    expect(await byName(`Chat ${t}`)).toBe(false);
    const later = chat.updatedAt + 60_000;
    await ledger().upsert({
      ...chat,
      updatedAt: later,
      conversations: conversationOf([
        "We run 40 stores on spreadsheets",
        `chat.${t}@x.example`,
        "Could someone give me a call tomorrow morning? Call me on my mobile.",
      ]),
    });
    expect(await byName(`Chat ${t}`)).toBe(true);
    // And then: "don't call, email me instead".
    await ledger().upsert({
      ...chat,
      updatedAt: later + 60_000,
      conversations: conversationOf([
        "We run 40 stores on spreadsheets",
        `chat.${t}@x.example`,
        "Could someone give me a call tomorrow morning? Call me on my mobile.",
        "Actually please don't call, email me instead.",
      ]),
    });
    expect(await byName(`Chat ${t}`)).toBe(false);
  });
});

describe("what is due", () => {
  it("lists only those who want a call with callRequested=true", async () => {
    const a = await alex();
    const t = tag();
    const asks = contactLead({
      contact: { name: `Asks ${t}`, email: `asks.${t}@x.example`, note: "Please call me today" },
    });
    const quiet = contactLead({ contact: { name: `Quiet ${t}`, email: `quiet.${t}@x.example` } });
    for (const lead of [asks, quiet]) await ledger().upsert(lead);
    const names = async (query: string) =>
      (await a.prospects(`q=${t}&${query}`)).prospects.map((p) => p.contact.name);
    expect(await names("callRequested=true")).toEqual([`Asks ${t}`]);
    await a.logActivity(asks.id, { kind: "call", outcome: "reached" });
    expect(await names("callRequested=true")).toEqual([]);
    expect((await names("")).sort()).toEqual([`Asks ${t}`, `Quiet ${t}`]);
    const res = await a.send("GET", "/prospects?callRequested=yes");
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: "bad_request:inbox" } });
  });

  it("lists overdue next steps, and those due today in the rep's time zone", async () => {
    const a = await alex();
    const t = tag();
    const leads = ["Overdue", "Kiritimati", "Next week", "None"].map((n) =>
      contactLead({
        contact: { name: `${n} ${t}`, email: `${n.replace(" ", "")}.${t}@x.example` },
      }),
    );
    for (const lead of leads) await ledger().upsert(lead);
    const now = Date.now();
    await a.nextStep(leads[0]!.id, { kind: "call", dueAt: new Date(now - HOUR).toISOString() });
    // A time that is today on Kiritimati (UTC+14) and not in Los Angeles, found by the calendar.
    const day = (t: number, timeZone: string) =>
      new Intl.DateTimeFormat("en-CA", { timeZone }).format(t);
    const today = (t: number, tz: string) => day(t, tz) === day(now, tz);
    const candidates = Array.from({ length: 96 }, (_, i) => now + (i - 48) * HOUR * 0.5);
    const kiritimati = candidates.find(
      (t) => today(t, "Pacific/Kiritimati") && !today(t, "America/Los_Angeles"),
    )!;
    await a.nextStep(leads[1]!.id, { kind: "email", dueAt: new Date(kiritimati).toISOString() });
    await a.nextStep(leads[2]!.id, {
      kind: "meeting",
      dueAt: new Date(now + 7 * 24 * HOUR).toISOString(),
    });
    const names = async (query: string) =>
      (await a.prospects(`q=${t}&${query}`)).prospects.map((p) => p.contact.name).sort();
    const overdue = await names("due=overdue");
    expect(overdue).toContain(`Overdue ${t}`);
    expect(overdue).not.toContain(`Next week ${t}`);
    expect(overdue).not.toContain(`None ${t}`);
    expect(await names("due=today&tz=Pacific/Kiritimati")).toContain(`Kiritimati ${t}`);
    expect(await names("due=today&tz=America/Los_Angeles")).not.toContain(`Kiritimati ${t}`);
    for (const query of ["due=today&tz=Mars/Olympus", "due=soon"]) {
      const res = await a.send("GET", `/prospects?${query}`);
      expect(res.status, query).toBe(400);
      expect(await res.json()).toMatchObject({ error: { code: "bad_request:inbox" } });
    }
  });
});
