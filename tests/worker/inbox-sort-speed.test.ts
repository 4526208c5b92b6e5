import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import type { RoadmapFacts } from "../../worker/contracts/roadmap";
import type { Ledger } from "../../worker/durable-objects/ledger";
import { person } from "./helpers/inbox";
import { contactLead, ledger, signInAs } from "./helpers/leads";

/** The list sorts by what qualifies a prospect, and shows speed to lead (docs/decisions/025). */
vi.stubGlobal(
  "fetch",
  vi.fn(async () => new Response("ok")),
);

const MINUTE = 60_000;
const roadmap = (facts: Partial<RoadmapFacts>): RoadmapFacts => ({
  systems: [],
  drivers: [],
  departments: [],
  risks: [],
  ...facts,
});

describe("speed to lead", () => {
  it("median and share answered within an hour, over 7 and 30 days", async () => {
    const now = Date.now();
    const cases = [
      { ago: 180, waited: 10 },
      { ago: 300, waited: 30 },
      { ago: 360, waited: 120 },
      { ago: 120, waited: null },
      { ago: 10 * 24 * 60, waited: 5 },
      // Under an hour old and unanswered: it may still be, so it is not counted.
      { ago: 20, waited: null },
    ];
    for (const c of cases) {
      const lead = contactLead();
      await ledger().upsert(lead);
      const created = now - c.ago * MINUTE;
      await runInDurableObject(ledger(), (_l: Ledger, s) =>
        s.storage.sql.exec(
          "UPDATE lead SET created_at = ?, first_action_at = ? WHERE id = ?",
          created,
          c.waited === null ? null : created + c.waited * MINUTE,
          lead.id,
        ),
      );
    }
    const a = person(await signInAs("Alex Kim"));
    const { speed } = await a.prospects("limit=1");
    expect(speed?.windows).toEqual([
      { days: 7, leads: 4, answered: 3, medianMinutes: 75, withinHour: 0.5, missed: 1 },
      { days: 30, leads: 5, answered: 4, medianMinutes: 30, withinHour: 0.6, missed: 1 },
    ]);
    // Only the first page carries it.
    const next = await a.prospects(`limit=1&cursor=${(await a.prospects("limit=1")).nextCursor}`);
    expect(next.speed).toBeNull();
  });
});

describe("sorting the prospects", () => {
  it("by budget, size, timeline, project and status; without a value last; pages agree", async () => {
    const a = person(await signInAs("Alex Kim"));
    const tag = crypto.randomUUID().slice(0, 8);
    // The list sorts by the typed values the chat kept (docs/decisions/033), never its words.
    const goLive = (month: string, text: string) => ({ kind: "go-live" as const, month, text });
    const facts: Partial<RoadmapFacts>[] = [
      {
        budget: "$1.2M",
        companySize: "40 people",
        timeline: "Q3 next year",
        project: "crm",
        facts: {
          budget: { min: 1_200_000, max: 1_200_000 },
          companySize: 40,
          timeline: goLive("2027-08", "Q3 next year"),
        },
      },
      {
        budget: "$400K",
        companySize: "1,200 people",
        timeline: "asap",
        project: "NetSuite (ERP)",
        facts: {
          budget: { min: 400_000, max: 400_000 },
          companySize: 1200,
          timeline: goLive("2026-11", "asap"),
        },
      },
      { companySize: "300 people", project: "AI adoption", facts: { companySize: 300 } },
      {
        budget: "$200K–$300K",
        timeline: "6 months",
        facts: { budget: { min: 200_000, max: 300_000 }, timeline: goLive("2027-05", "6 months") },
      },
      {},
    ];
    const names: string[] = [];
    for (const [i, f] of facts.entries()) {
      const name = `P${i} ${tag}`;
      names.push(name);
      await ledger().upsert(
        contactLead({
          contact: { name, email: `p${i}.${tag}@x.example` },
          roadmap: roadmap(f),
          projectType: null,
        }),
      );
    }
    const order = async (query: string) =>
      (await a.prospects(`q=${tag}&${query}`)).prospects.map((p) => names.indexOf(p.contact.name!));
    const nullsById = async (query: string) => (await order(query)).slice(-2).sort();
    expect((await order("sort=budget")).slice(0, 3)).toEqual([0, 1, 3]);
    expect((await order("sort=budget&order=asc")).slice(0, 3)).toEqual([3, 1, 0]);
    expect(await nullsById("sort=budget")).toEqual([2, 4]);
    expect((await order("sort=size")).slice(0, 3)).toEqual([1, 2, 0]);
    expect((await order("sort=timeline")).slice(0, 3)).toEqual([1, 3, 0]);
    expect((await order("sort=project")).slice(0, 3)).toEqual([2, 0, 1]);
    await a.status((await a.prospects(`q=P1 ${tag}`)).prospects[0]!.leadId, "won");
    expect((await order("sort=status")).at(-1)).toBe(1);
    expect((await order("sort=activity"))[0]).toBe(1);
    // Page by page, two at a time, the same order as one page.
    for (const query of [
      "sort=budget",
      "sort=timeline&order=desc",
      "sort=project",
      "sort=activity",
    ]) {
      const whole = await order(query);
      const paged: number[] = [];
      let cursor: string | null = null;
      do {
        const page = await a.prospects(
          `q=${tag}&${query}&limit=2${cursor ? `&cursor=${cursor}` : ""}`,
        );
        paged.push(...page.prospects.map((p) => names.indexOf(p.contact.name!)));
        cursor = page.nextCursor;
      } while (cursor);
      expect(paged, query).toEqual(whole);
    }
  });
});
