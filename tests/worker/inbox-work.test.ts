import { describe, expect, it, vi } from "vitest";
import type { ProspectSummary } from "../../worker/contracts/inbox";
import { person } from "./helpers/inbox";
import { contactLead, ledger, signInAs } from "./helpers/leads";

/**
 * Sales' work on a lead (docs/decisions/025): status, owner and notes belong to its prospect, and
 * every change is in its history with who made it and when.
 */
vi.stubGlobal(
  "fetch",
  vi.fn(async () => new Response("ok")),
);

const alex = async () => person(await signInAs("Alex Kim"));
const sam = async () => person(await signInAs("Sam Ortiz"));

describe("work on a lead, with who and when", () => {
  it("keeps every change in the history: status, assignment, note, retry, deletion", async () => {
    const [a, s] = [await alex(), await sam()];
    const first = contactLead();
    const second = contactLead({ visitorRef: first.visitorRef, createdAt: first.createdAt + 1 });
    await ledger().upsert(first);
    await ledger().upsert({ ...second, updatedAt: second.createdAt });
    const started = Date.now();

    expect((await a.status(first.id, "contacted")).status).toBe(200);
    const lost = await a.status(first.id, "lost");
    expect(lost.status).toBe(400);
    expect(await lost.json()).toMatchObject({
      error: { code: "bad_request:inbox", field: "reason", message: "Say why the lead was lost." },
    });
    const res = await a.status(second.id, "lost", "Chose a competitor");
    const { prospect } = (await res.json()) as { prospect: ProspectSummary };
    expect(prospect).toMatchObject({
      status: "lost",
      lostReason: "Chose a competitor",
      leadCount: 2,
    });
    expect((await a.assign(first.id, "Sam Ortiz")).status).toBe(200);
    expect((await s.note(first.id, "Left a voicemail, call back Thursday")).status).toBe(201);
    expect((await s.send("POST", `/leads/${first.id}/retry`)).status).toBe(200);
    expect((await a.send("DELETE", `/leads/${second.id}`)).status).toBe(204);

    const card = await a.card(first.id);
    expect(card.leads.map((l) => l.id)).toEqual([first.id]);
    const entries = [...card.history].reverse();
    expect(entries.map((e) => [e.action, e.by?.name, e.leadId])).toEqual([
      ["status", "Alex Kim", first.id],
      ["status", "Alex Kim", second.id],
      ["assigned", "Alex Kim", first.id],
      ["note", "Sam Ortiz", first.id],
      ["retry", "Sam Ortiz", first.id],
      ["deleted", "Alex Kim", second.id],
    ]);
    expect(entries[0]!.detail).toEqual({ from: "new", to: "contacted" });
    expect(entries[1]!.detail).toEqual({
      from: "contacted",
      to: "lost",
      reason: "Chose a competitor",
    });
    expect(entries[2]!.detail).toEqual({ from: null, to: "Sam Ortiz" });
    for (const e of entries) {
      expect(e.by?.via).toBe("token");
      expect(Date.parse(e.at)).toBeGreaterThanOrEqual(started - 1000);
    }
    expect(card.prospect).toMatchObject({ assignee: "Sam Ortiz", status: "lost", leadCount: 1 });
    // The lead's own summary says the same, for the JSON API and the CSV.
    expect(await (await a.send("GET", `/leads/${first.id}`)).json()).toMatchObject({
      status: "lost",
      lostReason: "Chose a competitor",
      assignee: "Sam Ortiz",
      handled: true,
      firstActionAt: expect.any(String),
    });
  });

  it("notes are plain text, timestamped, by whom, and editable by their author only", async () => {
    const [a, s] = [await alex(), await sam()];
    const lead = contactLead();
    await ledger().upsert(lead);
    const text = "<b>Budget</b> confirmed\nCall back Thursday";
    const res = await s.note(lead.id, text);
    const { note } = (await res.json()) as { note: { id: number; text: string } };
    expect(note).toMatchObject({ text, by: { name: "Sam Ortiz", via: "token" }, editedAt: null });
    const edit = (who: typeof a, body: unknown) =>
      who.send("PATCH", `/leads/${lead.id}/notes/${note.id}`, body);
    const refused = await edit(a, { text: "Alex was here" });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      error: { code: "forbidden:inbox", message: "Only the note's author can change it." },
    });
    expect((await edit(s, { text: "  " })).status).toBe(400);
    expect((await edit(s, { text: "Budget confirmed: $400K" })).status).toBe(200);
    expect((await s.send("PATCH", `/leads/${lead.id}/notes/999999`, { text: "x" })).status).toBe(
      404,
    );
    const card = await a.card(lead.id);
    expect(card.notes).toEqual([
      expect.objectContaining({ text: "Budget confirmed: $400K", editedAt: expect.any(String) }),
    ]);
    expect(card.history.map((h) => h.action)).toEqual(["note_edited", "note"]);
  });

  it("assigns to people of the inbox only, and filters mine and unassigned", async () => {
    const [a] = [await alex(), await sam()];
    const tag = crypto.randomUUID().slice(0, 8);
    const leads = [0, 1, 2].map(() => contactLead({ projectType: `Tagged ${tag}` }));
    for (const lead of leads) await ledger().upsert(lead);
    const unknown = await a.assign(leads[0]!.id, "Nobody Known");
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ error: { field: "assignee" } });
    await a.assign(leads[0]!.id, "Alex Kim");
    await a.assign(leads[1]!.id, "Sam Ortiz");
    const ids = async (query: string) =>
      (await a.prospects(`q=${tag}&${query}`)).prospects.map((p) => p.leadId);
    expect(await ids("assignee=me")).toEqual([leads[0]!.id]);
    expect(await ids("assignee=Sam%20Ortiz")).toEqual([leads[1]!.id]);
    expect(await ids("assignee=none")).toEqual([leads[2]!.id]);
    await a.assign(leads[1]!.id, null);
    expect((await ids("assignee=none")).sort()).toEqual([leads[1]!.id, leads[2]!.id].sort());
    // The session names the people to choose from.
    const session = await (await a.send("GET", "/session")).json();
    expect(session).toMatchObject({
      people: expect.arrayContaining([
        { name: "Alex Kim", via: "token" },
        { name: "Sam Ortiz", via: "token" },
      ]),
    });
  });
});
