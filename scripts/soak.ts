/**
 * `npm run soak`: 50 concurrent simulated visitors fill in and submit the contact form for 60 s
 * against the production build, with leads delivered to a local webhook receiver. Afterwards it
 * checks that every acknowledged field update and every submitted lead is in storage.
 * Target: 0 errors, 0 lost.
 */
import { createWebhookReceiver } from "../tests/fixtures/webhook-receiver.ts";
import { freePort, startServer } from "./lib/server.ts";

const VISITORS = 50;
const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const fields = ["name", "email", "company", "phone", "note"] as const;
type Draft = Record<(typeof fields)[number], string[]>;

const receiver = createWebhookReceiver(await freePort());
await receiver.start();
const server = await startServer({
  port: await freePort(),
  persistDir: "tmp/soak-state",
  fresh: true,
  env: { LEAD_WEBHOOK_URL: receiver.url, LEAD_RETRY_BASE_MS: "500" },
});

const errors: string[] = [];
const submitted: { leadId: string; draft: Draft }[] = [];
const open: { cookie: string; draft: Draft }[] = [];
let acknowledged = 0;
const deadline = Date.now() + SECONDS * 1000;

async function post(path: string, cookie: string, body: unknown) {
  const res = await fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify(body),
  });
  const json = await res.json().catch(() => null);
  if (!res.ok) errors.push(`${path}: HTTP ${res.status}`);
  return { ok: res.ok, json };
}

async function visitor(n: number) {
  for (let round = 0; Date.now() < deadline; round++) {
    const first = await fetch(`${server.url}/api/contact/draft`);
    await first.text();
    const cookie = (first.headers.get("set-cookie") ?? "").split(";")[0]!;
    const draft: Draft = { name: [], email: [], company: [], phone: [], note: [] };
    for (const field of fields) {
      if (Date.now() >= deadline) {
        open.push({ cookie, draft });
        return;
      }
      const value = field === "email" ? `v${n}r${round}@soak.test` : `${field} ${n}-${round}`;
      draft[field] = [...draft[field], value];
      const { ok } = await post("/api/contact/fields", cookie, { field, value, allInfo: draft });
      if (ok) acknowledged++;
    }
    const contact = Object.fromEntries(fields.map((f) => [f, draft[f].join(", ")]));
    const { ok, json } = await post("/api/contact/submit", cookie, contact);
    if (ok) submitted.push({ leadId: (json as { leadId: string }).leadId, draft });
  }
}

const started = Date.now();
try {
  await Promise.all(Array.from({ length: VISITORS }, (_, i) => visitor(i)));
  // Every submitted lead must reach the receiver, with every acknowledged value.
  const until = Date.now() + 30_000;
  while (
    new Set(receiver.deliveries.map((d) => d.idempotencyKey)).size < submitted.length &&
    Date.now() < until
  ) {
    await new Promise((r) => setTimeout(r, 250));
  }
  const delivered = new Map(receiver.deliveries.map((d) => [d.idempotencyKey, JSON.parse(d.body)]));
  let lostLeads = 0;
  let lostValues = 0;
  for (const lead of submitted) {
    const payload = delivered.get(lead.leadId);
    if (!payload) lostLeads++;
    else
      for (const f of fields)
        lostValues += lead.draft[f].filter((v) => !payload.values[f].includes(v)).length;
  }
  // Visitors stopped mid-form: their acknowledged values must be in their stored draft.
  for (const v of open) {
    const res = await fetch(`${server.url}/api/contact/draft`, { headers: { cookie: v.cookie } });
    const { draft } = (await res.json()) as { draft: Draft };
    for (const f of fields) lostValues += v.draft[f].filter((x) => !draft[f].includes(x)).length;
  }
  const duplicates = receiver.deliveries.length - delivered.size;
  console.log(`\nsoak: ${VISITORS} visitors for ${((Date.now() - started) / 1000).toFixed(0)} s`);
  console.log(`field updates acknowledged  ${acknowledged}`);
  console.log(`leads submitted             ${submitted.length}`);
  console.log(`leads delivered (unique)    ${delivered.size}   duplicate deliveries ${duplicates}`);
  console.log(`drafts open at the end      ${open.length}`);
  console.log(
    `errors                      ${errors.length}${errors.length ? ` (${[...new Set(errors)].slice(0, 5).join("; ")})` : ""}`,
  );
  console.log(`lost leads                  ${lostLeads}`);
  console.log(`lost field values           ${lostValues}`);
  process.exitCode = errors.length || lostLeads || lostValues ? 1 : 0;
} finally {
  await server.stop();
  await receiver.stop();
}
