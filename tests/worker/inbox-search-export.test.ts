import { describe, expect, it, vi } from "vitest";
import { person } from "./helpers/inbox";
import { contactLead, ledger, signInAs, tag } from "./helpers/leads";

/**
 * The inbox finds a prospect by their phone's digits, however written, and never by an internal
 * visitor reference; it exports one CSV row per prospect with where they stand.
 */
vi.stubGlobal(
  "fetch",
  vi.fn(async () => new Response("ok")),
);

const alex = async () => person(await signInAs("Alex Kim"));
/** Seven random digits, as a phone number's last part. */
const digits = () => String(1_000_000 + Math.floor(Math.random() * 8_999_999));

describe("search", () => {
  it("finds phone digits whatever their formatting, and not a visitor reference", async () => {
    const a = await alex();
    const d = digits();
    const [area, rest] = [d.slice(0, 3), d.slice(3)];
    const mine = contactLead({
      contact: { ...contactLead().contact, phone: `+1 (415) ${area}-${rest}` },
    });
    const other = contactLead({
      contact: { ...contactLead().contact, phone: `+1 (212) ${area}-${Number(rest) + 1}` },
    });
    await ledger().upsert(mine);
    await ledger().upsert(other);
    const found = async (q: string) =>
      (await a.prospects(`q=${encodeURIComponent(q)}`)).prospects.map((p) => p.leadId);
    for (const q of [`415${d}`, `415.${area}.${rest}`, `(415) ${area} ${rest}`, `+1415${d}`])
      expect(await found(q), q).toEqual([mine.id]);
    expect((await found(`${area}-${rest}`)).sort()).toEqual([mine.id].sort());
    // Digits typed that are in an address, not a phone, still find it.
    const dated = contactLead({
      contact: { name: "Pat", email: `pat.${d}${d}@x.example`, phone: "+44 20 7946 0000" },
    });
    await ledger().upsert(dated);
    expect(await found(`${d}${d}`)).toEqual([dated.id]);
    // A piece of the visitor's reference, or of a lead's id, finds no one.
    const idDigits = mine.id.match(/\d{3,}/)?.[0];
    if (idDigits) expect(await found(idDigits)).not.toContain(mine.id);
    for (const piece of [mine.visitorRef.slice(8, 24), mine.visitorRef])
      expect(await found(piece), piece).toEqual([]);
  });
});

/** RFC 4180 rows, enough for the export's cells (quotes, commas, line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (quoted || (c !== "," && c !== "\r")) cell += c;
    else if (c === ",") {
      row.push(cell);
      cell = "";
    } else {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    }
  }
  return rows;
}

describe("the prospects' CSV", () => {
  it("one row per prospect: status, owner, next step, last contact, latest note, dates", async () => {
    const a = await alex();
    const t = tag();
    const first = contactLead({ projectType: `Tagged ${t}` });
    const second = contactLead({
      visitorRef: first.visitorRef,
      createdAt: first.createdAt + 1,
      projectType: `Tagged ${t}`,
    });
    await ledger().upsert(first);
    await ledger().upsert(second);
    await a.status(first.id, "contacted");
    await a.assign(first.id, "Alex Kim");
    await a.nextStep(first.id, { kind: "call", dueAt: "2030-01-15T09:30:00Z" });
    await a.logActivity(first.id, { kind: "call", outcome: "voicemail", note: "Left a message" });
    const note = `Budget confirmed, "$400K"\nDecision by March. ${"x".repeat(3900)}`;
    await a.note(first.id, "An older note");
    await a.note(first.id, note);

    const res = await a.send("GET", `/prospects.csv?q=${encodeURIComponent(`Tagged ${t}`)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="clarity-prospects-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const [header, ...rows] = parseCsv((await res.text()).replace(/^\uFEFF/, ""));
    expect(header).toEqual([
      "prospect_id",
      "name",
      "email",
      "company",
      "phone",
      "status",
      "lost_reason",
      "owner",
      "leads",
      "created_at",
      "last_activity_at",
      "call_requested",
      "next_step",
      "next_step_due_at",
      "last_contact",
      "last_contact_at",
      "latest_note",
      "latest_note_at",
      "project",
      "company_size",
      "budget",
      "timeline",
      "budget_min",
      "budget_max",
      "budget_currency",
      "company_size_people",
      "timeline_month",
      "timeline_kind",
    ]);
    expect(rows).toHaveLength(1);
    const row = Object.fromEntries(header!.map((h, i) => [h, rows[0]![i]]));
    expect(row).toMatchObject({
      name: second.contact.name,
      status: "contacted",
      owner: "Alex Kim",
      leads: "2",
      next_step: "call",
      next_step_due_at: "2030-01-15 09:30:00",
      last_contact: "call: voicemail (Left a message)",
      latest_note: note,
      call_requested: "false",
    });
    for (const column of ["created_at", "last_activity_at", "last_contact_at", "latest_note_at"])
      expect(row[column], column).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    // The same filters as the list: a status it does not have lists none.
    const none = await a.send(
      "GET",
      `/prospects.csv?q=${encodeURIComponent(`Tagged ${t}`)}&status=won`,
    );
    expect(parseCsv((await none.text()).replace(/^\uFEFF/, ""))).toHaveLength(1);
  });
});
