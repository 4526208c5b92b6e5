import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import type { Ledger } from "../../worker/durable-objects/ledger";
import { person, prospectFound, sendTryForm } from "./helpers/inbox";
import { contactLead, ledger, signInAs, tag } from "./helpers/leads";

/**
 * What sales qualify a prospect by, read once from their own words when the lead is stored
 * (docs/decisions/033): a /try note's size, budget, deadline, phone, company and call wish; a
 * chat's phone and company on the contact; typed values the list sorts and the CSV exports by.
 */
vi.stubGlobal(
  "fetch",
  vi.fn(async () => new Response("ok")),
);

/** One CSV row's cells (RFC 4180: quoted cells hold commas and doubled quotes). */
const cellsOf = (row: string) =>
  [...row.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map((m) =>
    m[1]!.startsWith('"') ? m[1]!.slice(1, -1).replaceAll('""', '"') : m[1]!,
  );

const alex = async () => person(await signInAs("Alex Kim"));

/** A chat of the prospect's messages in their visitor's object, handed to the ledger. */
async function chat(texts: string[]) {
  const visitor = env.VISITOR.getByName(`qualification-${crypto.randomUUID()}`);
  for (const text of texts) {
    const start = await visitor.beginReply("chat_q", { id: crypto.randomUUID(), text });
    if (!start.ok) throw new Error("chat full");
    await visitor.saveReply("chat_q", start.replyId, "Noted.");
  }
  await runDurableObjectAlarm(visitor);
}

describe("a /try note", () => {
  it("fills every qualification column and the call asked for, keeping what the fields said", async () => {
    const a = await alex();
    const t = tag();
    await sendTryForm({
      name: `Noor Haddad ${t}`,
      email: `noor.${t}@lattice-foods.example`,
      company: "Lattice Foods",
      phone: "+1 (312) 555-0147",
      note: "We're about 260 people, budget around €150k, and we need to be live by the end of June 2027. My mobile is +44 7700 900 812. Please call me today.",
    });
    const p = await prospectFound(a, `Noor Haddad ${t}`);
    // What the prospect typed in a field stays; the note's phone does not replace it.
    expect(p.contact).toMatchObject({ company: "Lattice Foods", phone: "+1 (312) 555-0147" });
    expect(p.callRequested).toBe(true);
    expect(p.qualification).toMatchObject({
      companySize: "260 people",
      budget: "€150K",
      values: {
        budget: { min: 150_000, max: 150_000, currency: "EUR" },
        companySize: 260,
        timeline: { kind: "go-live", month: "2027-06" },
      },
    });
    expect(p.qualification.timeline).toBeTruthy();

    // The CSV exports the values, as stored.
    const csv = await (
      await a.send("GET", `/leads.csv?q=${encodeURIComponent(`Noor Haddad ${t}`)}`)
    ).text();
    const [header, row] = csv
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    const cells = Object.fromEntries(header!.split(",").map((h, i) => [h, cellsOf(row!)[i]]));
    expect(cells).toMatchObject({
      budget_min: "150000",
      budget_max: "150000",
      budget_currency: "EUR",
      company_size_people: "260",
      timeline_month: "2027-06",
      timeline_kind: "go-live",
    });
    const prospects = await (
      await a.send("GET", `/prospects.csv?q=${encodeURIComponent(`Noor Haddad ${t}`)}`)
    ).text();
    expect(prospects.split("\r\n")[0]).toMatch(
      /,budget_min,budget_max,budget_currency,company_size_people,timeline_month,timeline_kind$/,
    );
    expect(prospects.split("\r\n")[1]).toMatch(/,150000,150000,EUR,260,2027-06,go-live$/);
  });

  it("saying no call is needed asks for none", async () => {
    const a = await alex();
    const t = tag();
    await sendTryForm({
      name: `Olaf Berg ${t}`,
      email: `olaf.${t}@fjord-freight.example`,
      company: "Fjord Freight",
      phone: "+44 20 7946 0321",
      note: "About 90 staff. No need to call, email only please.",
    });
    const p = await prospectFound(a, `Olaf Berg ${t}`);
    expect(p.callRequested).toBe(false);
    expect(p.qualification.values?.companySize).toBe(90);
  });
});

describe("a chat lead", () => {
  it("carries the phone and company the chat gave, and the call asked for later", async () => {
    const a = await alex();
    const t = tag();
    await chat([
      "Hi, Marta here from Copperleaf Dental, we need a practice management system",
      `You can email me at marta.${t}@copperleaf.example`,
      "Actually, could someone call me back on +44 7700 900 812 this afternoon?",
    ]);
    const p = await prospectFound(a, t);
    expect(p.contact).toMatchObject({ company: "Copperleaf Dental", phone: "+44 7700 900812" });
    expect(p.callRequested).toBe(true);
  });

  it("keeps the go-live over a start date given after it, and a corrected budget", async () => {
    const a = await alex();
    const t = tag();
    await chat([
      `We need the new ERP live by September 2027. I'm at jonas.${t}@kettle-mills.example`,
      "Our budget is about £150k",
      "We'd kick off the project in February 2027",
      "Sorry, I meant £250k, not £150k",
    ]);
    const p = await prospectFound(a, t);
    expect(p.qualification.values).toMatchObject({
      timeline: { kind: "go-live", month: "2027-09" },
      budget: { min: 250_000, max: 250_000, currency: "GBP" },
    });
    expect(p.callRequested).toBe(false);
  });
});

describe("sorting by budget", () => {
  it("compares budgets in their currencies (£ over € over $ for the same figures)", async () => {
    const a = await alex();
    const t = tag();
    const notes = ["Budget is $105k.", "Budget is €100k.", "Budget is £90k."];
    for (const [i, note] of notes.entries())
      await ledger().upsert(
        contactLead({ contact: { ...contactLead().contact, name: `Budget${i} ${t}`, note } }),
      );
    const order = async (query: string) =>
      (await a.prospects(`q=${t}&sort=budget&${query}`)).prospects.map((p) => p.contact.name);
    // In dollars: £90k ≈ $117k, €100k ≈ $110k, $105k.
    expect(await order("")).toEqual([`Budget2 ${t}`, `Budget1 ${t}`, `Budget0 ${t}`]);
    expect(await order("order=asc")).toEqual([`Budget0 ${t}`, `Budget1 ${t}`, `Budget2 ${t}`]);
  });
});

describe("leads stored before values were kept", () => {
  it("are read once from their words when the ledger starts", async () => {
    const a = await alex();
    const t = tag();
    const lead = contactLead({
      contact: {
        ...contactLead().contact,
        name: `Old ${t}`,
        note: "We are 120 employees, budget $300k",
      },
    });
    await ledger().upsert(lead);
    // As an older ledger held it: words only.
    await runInDurableObject(ledger(), (_l: Ledger, s) => {
      s.storage.sql.exec(
        "UPDATE lead SET qualification = ? WHERE id = ?",
        JSON.stringify({
          project: "NetSuite (ERP)",
          companySize: null,
          budget: null,
          timeline: null,
        }),
        lead.id,
      );
    });
    const { backfillQualification } = await import("../../worker/ledger/backfill");
    await runInDurableObject(ledger(), (_l: Ledger, s) => {
      s.storage.sql.exec("UPDATE lead SET qualification = NULL WHERE id = ?", lead.id);
      return backfillQualification(s.storage.sql);
    });
    const p = await prospectFound(a, `Old ${t}`);
    expect(p.qualification.values).toMatchObject({
      companySize: 120,
      budget: { min: 300_000, max: 300_000 },
    });
  });
});
