/**
 * `npm run bench:ledger`: the lead ledger with 10,000 leads in workerd's real SQLite — how long a
 * hand-off (upsert), the inbox list (first page, a filter, a search, the last page) and the CSV
 * export take. Prints a table; asserts nothing about time (speed is never a test).
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

const ledger = () => env.LEADS.getByName("bench-ledger");

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
  for (let batch = 0; batch < 100; batch++) {
    await Promise.all(
      Array.from({ length: 100 }, (_, i) => {
        const n = batch * 100 + i;
        return ledger().upsert(
          contactLead({
            createdAt: base + n,
            updatedAt: base + n,
            kind: n % 3 ? "contact" : "chat",
          }),
        );
      }),
    );
  }
  rows.push([
    "10,000 hand-offs (upsert)",
    `${((performance.now() - started) / 1000).toFixed(1)} s total`,
  ]);
  const first = await time("list: first page of 100, with total", rows, () => ledger().list({}));
  expect(first.total).toBeGreaterThanOrEqual(10_000);
  await time("list: kind=chat", rows, () => ledger().list({ kind: "chat" }));
  await time("list: search 'acme industrial 4f'", rows, () =>
    ledger().list({ q: "acme industrial 4f" }),
  );
  await time(
    "list: all 10,000 in 20 pages of 500",
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
  const lead = await env.LEADS.getByName("ledger").get(leadId);
  expect(lead?.conversations[0]?.messages).toHaveLength(60);
  const record = { ...lead!, createdAt: 0, updatedAt: 0, values: lead!.values, summary: lead! };
  const bytes = new TextEncoder().encode(webhookPayload(record)).byteLength;
  console.log(
    `\nContact lead after a 30-exchange chat (about 1,200 + 800 characters a turn): ${(bytes / 1024).toFixed(1)} KB (cap 256 KB)\n`,
  );
});
