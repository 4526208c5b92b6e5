/**
 * `npm run bench:ledger`: the lead ledger with 10,000 leads in workerd's real SQLite — how long a
 * hand-off (upsert), the inbox's grouped list (one row per prospect: first page, sorts by budget
 * and timeline, filters, a later page), a prospect's card, the lead list and the CSV export take.
 * Prints a table; asserts nothing about time (speed is never a test).
 */
import { runDurableObjectAlarm } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { expect, it, vi } from "vitest";
import { decodeCursor } from "../../worker/contracts/inbox-schemas";
import { webhookPayload } from "../../worker/ledger/lead-record";
import { contactLead } from "../worker/helpers/leads";

vi.stubGlobal(
  "fetch",
  vi.fn(async () => new Response("ok")),
);

const ledger = () => env.LEDGER.getByName("bench-ledger");

const budgets = ["$150K", "$400K", "$1.2M", "$200K–$300K", "$75K"];
const timelines = ["Q3 next year", "asap", "6 months", "by March", "early 2027"];
/** What Clarity learned of lead n: most say a budget and a timeline, some nothing. */
const roadmapOf = (n: number) =>
  n % 5 === 4
    ? null
    : {
        project: ["NetSuite (ERP)", "CRM", "DealHub (CPQ)"][n % 3],
        systems: [],
        drivers: [],
        departments: [],
        risks: [],
        companySize: `${(n % 40) * 25 + 10} people`,
        budget: budgets[n % budgets.length],
        timeline: timelines[(n >> 1) % timelines.length],
      };

async function time<T>(label: string, rows: [string, string][], run: () => Promise<T>, n = 5) {
  const ms: number[] = [];
  let result!: T;
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    result = await run();
    ms.push(performance.now() - t);
  }
  ms.sort((a, b) => a - b);
  rows.push([label, `${ms[Math.floor(n / 2)]!.toFixed(1)} ms (min ${ms[0]!.toFixed(1)})`]);
  return result;
}

it("lists 10,000 leads", async () => {
  const rows: [string, string][] = [];
  const started = performance.now();
  const base = Date.now() - 10_000_000;
  // One lead in four is a second request of the previous lead's visitor: the same prospect.
  const visitors: string[] = [];
  for (let batch = 0; batch < 100; batch++) {
    await Promise.all(
      Array.from({ length: 100 }, (_, i) => {
        const n = batch * 100 + i;
        const lead = contactLead({
          createdAt: base + n,
          updatedAt: base + n,
          kind: n % 3 ? "contact" : "chat",
          roadmap: roadmapOf(n),
        });
        visitors[n] = n % 4 === 3 ? visitors[n - 1]! : lead.visitorRef;
        return ledger().upsert({ ...lead, visitorRef: visitors[n]! });
      }),
    );
  }
  rows.push([
    "10,000 hand-offs (upsert)",
    `${((performance.now() - started) / 1000).toFixed(1)} s total`,
  ]);
  const grouped = await time("prospects: first page of 50, total, speed", rows, () =>
    ledger().prospects({}),
  );
  expect(grouped.total).toBeGreaterThan(7_000);
  const byBudget = await time("prospects: sorted by budget", rows, () =>
    ledger().prospects({ sort: "budget" }),
  );
  expect(byBudget.prospects[0]?.qualification.budget).toBeTruthy();
  await time("prospects: by budget, page 2", rows, () =>
    ledger().prospects({ sort: "budget", cursor: decodeCursor(byBudget.nextCursor!)! }),
  );
  await time("prospects: by budget, ascending", rows, () =>
    ledger().prospects({ sort: "budget", order: "asc" }),
  );
  await time("prospects: sorted by timeline", rows, () => ledger().prospects({ sort: "timeline" }));
  await time("prospects: new, unassigned, by budget", rows, () =>
    ledger().prospects({ status: "new", assignee: "none", sort: "budget" }),
  );
  await time("prospects: search 'acme industrial 4f'", rows, () =>
    ledger().prospects({ q: "acme industrial 4f" }),
  );
  const some = grouped.prospects.find((p) => p.leadCount > 1) ?? grouped.prospects[0]!;
  await time("a prospect's card", rows, () => ledger().card(some.leadId));
  const first = await time("leads: first page of 100, with total", rows, () => ledger().list({}));
  expect(first.total).toBeGreaterThanOrEqual(10_000);
  await time("leads: kind=chat", rows, () => ledger().list({ kind: "chat" }));
  await time(
    "leads: all 10,000 in 20 pages of 500",
    rows,
    async () => {
      let page = await ledger().list({ limit: 500 });
      for (let i = 0; i < 19 && page.nextCursor; i++)
        page = await ledger().list({ limit: 500, cursor: decodeCursor(page.nextCursor)! });
      return page;
    },
    1,
  );
  await time(
    "CSV export of all 10,000",
    rows,
    async () => {
      const stream = await ledger().csv({});
      return (await new Response(stream).text()).length;
    },
    3,
  );
  console.log(
    `\nLead ledger, 10,000 leads (workerd, SQLite)\n${rows.map(([a, b]) => `  ${a.padEnd(40)} ${b}`).join("\n")}\n`,
  );
});

it("measures a contact lead after a 30-exchange chat with long messages", async () => {
  const visitor = env.VISITOR.getByName(`bench-${crypto.randomUUID()}`);
  for (let i = 0; i < 30; i++) {
    const text = `Exchange ${i}: ${"Our finance team of eight closes the month in spreadsheets. ".repeat(20)}`;
    const start = await visitor.beginReply("chat_bench", { id: `m${i}`, text });
    if (!start.ok) throw new Error("full");
    await visitor.saveReply(
      "chat_bench",
      start.replyId,
      `Reply ${i}: ${"That tells me a lot about the close. ".repeat(22)}`,
    );
  }
  const { leadId } = await visitor.submit("f".repeat(64), {
    name: "Dana Reyes",
    email: "dana.reyes@acme-industrial.com",
    company: "Acme Industrial",
    phone: "+1 (555) 010-0199",
    note: "Replacing QuickBooks with NetSuite before Q3 next year.",
  });
  await runDurableObjectAlarm(visitor);
  const lead = await env.LEDGER.getByName("ledger").get(leadId);
  expect(lead?.conversations[0]?.messages).toHaveLength(60);
  const record = { ...lead!, createdAt: 0, updatedAt: 0, values: lead!.values, summary: lead! };
  const bytes = new TextEncoder().encode(webhookPayload(record)).byteLength;
  console.log(
    `\nContact lead after a 30-exchange chat (about 1,200 + 800 characters a turn): ${(bytes / 1024).toFixed(1)} KB (cap 256 KB)\n`,
  );
});
