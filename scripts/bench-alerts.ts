/**
 * `npm run bench:alerts`: lead-to-alert latency on each alert channel (docs/decisions/022; the
 * target: alerts arrive within 60 s, p99, of the lead being created). The production build under
 * wrangler dev, with Slack and Teams pointed at one local receiver and email through wrangler's
 * simulated send_email binding, whose log line ("send_email binding called with MessageBuilder") is
 * timed as it appears. 50 contact leads, 20 one after another and a burst of 30 at once, two of
 * them with a hostile name. Each lead's clock starts when the Worker created it (its `createdAt`,
 * read back from the inbox API; the same machine's clock as the arrivals'); the same figures from
 * the submit's answer, and from the submit being sent (an upper bound), are printed beside them.
 *
 * Checks what arrives, too: every alert once, for a lead of this run, within 60 s; the email's
 * sender, recipient, subject and its one link (the lead), the prospect's markup escaped and links
 * defanged; Slack's and Teams' shapes and link. Exits 1 on any problem. Loopback only.
 */
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { freePort, startServer } from "./lib/server.ts";

const SEQUENTIAL = 20;
const BURST = 30;
/** Lead indexes (0-based, over both phases) whose name is markup. */
const HOSTILE = new Set([5, SEQUENTIAL + 10]);
/** How long the sequential phase waits for a lead's alerts before sending the next. */
const SEQUENTIAL_WAIT_MS = 5_000;
const TARGET_MS = 60_000;
const ORIGIN = "http://clarity.test";
const SALES = "sales@clarity.test";
const SENDER = "alerts@clarity.test";
const HOSTILE_NAME = "<script>alert(1)</script>";
/** Opens the inbox API, to read back when each lead was created. */
const SALES_TOKEN = randomBytes(32).toString("base64url");
/** Epoch milliseconds with a fraction: comparable with the Worker's Date.now(). */
const clock = () => performance.timeOrigin + performance.now();

const channels = ["email", "slack", "teams"] as const;
type Channel = (typeof channels)[number];

interface Lead {
  index: number;
  phase: "sequential" | "burst";
  contact: { name: string; email: string; company: string; phone: string; note: string };
  hostile: boolean;
  leadId?: string;
  /** When the submit was sent and when it answered (clock()). */
  sentAt?: number;
  answeredAt?: number;
  /** When the Worker created the lead (its createdAt, epoch ms). */
  createdAt?: number;
}

interface Arrival {
  channel: Channel;
  leadId: string | null;
  at: number;
  /** What the channel carried: the JSON body, or the email's headers and files. */
  body: string;
  email?: { from: string; to: string; subject: string; text: string; html: string };
}

const problems: string[] = [];
const arrivals: Arrival[] = [];
const leadIdIn = (text: string) => /\/inbox\/([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? null;

// --- Slack and Teams: one local receiver, a path per channel --------------------------------

const receiver = createServer((req, res) => {
  let body = "";
  req.setEncoding("utf8");
  req.on("data", (c: string) => {
    body += c;
  });
  req.on("end", () => {
    const at = clock();
    const channel = req.url === "/slack" ? "slack" : req.url === "/teams" ? "teams" : null;
    if (req.method !== "POST" || !channel) problems.push(`receiver: ${req.method} ${req.url}`);
    else arrivals.push({ channel, leadId: leadIdIn(body), at, body });
    res.writeHead(200, { "content-type": "text/plain" }).end("ok");
  });
});
await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
const hooks = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;

// --- Email: wrangler's log of the simulated send_email binding ------------------------------
//
//   [wrangler:info] send_email binding called with MessageBuilder:
//   From: …  To: …  Subject: …  Text: <path of the text body>  HTML: <path of the HTML body>
//
// The files live in wrangler's temporary folder, removed when it stops: read as they appear.

type PendingEmail = { at: number; fields: Record<string, string> };
let pendingEmail: PendingEmail | null = null;
const pendingReads: Promise<void>[] = [];
const buffers = { stdout: "", stderr: "" };
// biome-ignore lint/suspicious/noControlCharactersInRegex: wrangler's colours are control sequences
const ansi = /\u001b\[[0-9;]*m/g;

async function readBody(path: string): Promise<string> {
  for (let tries = 0; ; tries++) {
    try {
      return readFileSync(path, "utf8");
    } catch (error) {
      if (tries >= 20) throw error;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

/** Emails to anyone but sales (a prospect's confirmation): not alerts, counted only. */
let otherEmails = 0;

function finishEmail(email: PendingEmail) {
  const { From = "", To = "", Subject = "", Text, HTML } = email.fields;
  if (!To.includes(SALES)) {
    otherEmails++;
    return;
  }
  if (!Text || !HTML) {
    problems.push(`email "${Subject}": no ${Text ? "HTML" : "text"} body in wrangler's log`);
    return;
  }
  pendingReads.push(
    Promise.all([readBody(Text), readBody(HTML)])
      .then(([text, html]) => {
        arrivals.push({
          channel: "email",
          leadId: leadIdIn(text),
          at: email.at,
          body: text,
          email: { from: From, to: To, subject: Subject, text, html },
        });
      })
      .catch((error: Error) => {
        problems.push(`email "${Subject}": ${error.message}`);
      }),
  );
}

function onLine(line: string, at: number) {
  if (line.includes("send_email binding called")) {
    if (pendingEmail) finishEmail(pendingEmail);
    pendingEmail = { at, fields: {} };
    return;
  }
  if (!pendingEmail) return;
  const field = /^(From|To|Subject|Text|HTML): (.*)$/.exec(line);
  if (field) pendingEmail.fields[field[1]!] = field[2]!;
  if (field?.[1] === "HTML") {
    finishEmail(pendingEmail);
    pendingEmail = null;
  }
}

function onOutput(chunk: string, stream: "stdout" | "stderr") {
  const at = clock();
  const lines = (buffers[stream] + chunk).replace(ansi, "").split("\n");
  buffers[stream] = lines.pop() ?? "";
  for (const line of lines) onLine(line.trimEnd(), at);
}

// --- The leads --------------------------------------------------------------------------------

const firstNames = ["Dana", "Ravi", "Mei", "Tomás", "Aisha", "Lars", "Noor", "Kenji", "Elena"];
const industries = ["Industrial", "Logistics", "Foods", "Medical", "Retail", "Energy"];
const projects = ["our ERP", "the CRM", "a CPQ tool", "an AI assistant for support"];

function makeLead(index: number): Lead {
  const hostile = HOSTILE.has(index);
  const first = firstNames[index % firstNames.length]!;
  const company = `${first} ${industries[index % industries.length]} ${index + 1}`;
  const note = hostile
    ? `<img src=x onerror=alert(2)> see https://evil.example/x?lead=${index + 1}`
    : `We want to replace ${projects[index % projects.length]} within 9 months; ${20 + index * 7} users, lead ${index + 1}`;
  return {
    index,
    phase: index < SEQUENTIAL ? "sequential" : "burst",
    hostile,
    contact: {
      name: hostile ? HOSTILE_NAME : `${first} Bench ${index + 1}`,
      email: `${first
        .normalize("NFD")
        .replace(/[^A-Za-z]/g, "")
        .toLowerCase()}.bench${index + 1}@company-${index + 1}.example`,
      company,
      phone: `+1 555 01${String(index).padStart(2, "0")}`,
      note,
    },
  };
}

const leads = Array.from({ length: SEQUENTIAL + BURST }, (_, i) => makeLead(i));
const submitMs: Record<Lead["phase"], number[]> = { sequential: [], burst: [] };

async function submit(url: string, lead: Lead) {
  lead.sentAt = clock();
  const res = await fetch(`${url}/api/contact/submit`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      // Its own client address per lead, as 50 prospects would be (10 submits a minute each).
      "cf-connecting-ip": `198.51.100.${lead.index + 1}`,
    },
    body: JSON.stringify(lead.contact),
  });
  const json = (await res.json().catch(() => null)) as { leadId?: string } | null;
  lead.answeredAt = clock();
  submitMs[lead.phase].push(lead.answeredAt - lead.sentAt);
  if (res.status !== 201 || !json?.leadId)
    problems.push(`lead ${lead.index + 1}: submit answered ${res.status}`);
  else lead.leadId = json.leadId;
}

const arrived = (lead: Lead, channel: Channel) =>
  arrivals.some((a) => a.channel === channel && a.leadId === lead.leadId);

async function until(done: () => boolean, deadline: number) {
  while (!done() && clock() < deadline) await new Promise((r) => setTimeout(r, 20));
}

/** When the Worker created each lead, from the inbox API. */
async function readCreatedAt(url: string) {
  const res = await fetch(`${url}/api/inbox/leads?limit=500`, {
    headers: { authorization: `Bearer ${SALES_TOKEN}`, "cf-connecting-ip": "198.51.100.250" },
  });
  if (!res.ok) {
    problems.push(`inbox API: HTTP ${res.status}, no creation times`);
    return;
  }
  const { leads: stored } = (await res.json()) as { leads: { id: string; createdAt: string }[] };
  const created = new Map(stored.map((l) => [l.id, Date.parse(l.createdAt)]));
  for (const lead of leads) {
    if (!lead.leadId) continue;
    lead.createdAt = created.get(lead.leadId);
    if (lead.createdAt === undefined) problems.push(`lead ${lead.index + 1}: not in the inbox`);
  }
}

// --- What arrived, checked --------------------------------------------------------------------

function checkEmail(lead: Lead, a: Arrival) {
  const e = a.email!;
  const link = `${ORIGIN}/inbox/${lead.leadId}`;
  const who = `${lead.contact.name}, ${lead.contact.company}`;
  const bad = (what: string) => problems.push(`email for lead ${lead.index + 1}: ${what}`);
  if (e.from !== SENDER) bad(`from ${e.from}`);
  if (e.to !== SALES) bad(`to ${e.to}`);
  if (e.subject !== `New lead: ${who}`) bad(`subject "${e.subject}"`);
  if (!e.text.startsWith(`New lead: ${who}\n`)) bad("text does not start with the headline");
  if (!e.text.includes(`\nName: ${lead.contact.name}\n`)) bad("text lacks the name");
  if (!e.text.includes(`\nOpen the lead: ${link}\n`)) bad("text lacks the link to the lead");
  const hrefs = [...e.html.matchAll(/href\s*=\s*["']?([^"'\s>]*)/gi)].map((m) => m[1]);
  if (hrefs.length !== 1 || hrefs[0] !== link) bad(`HTML links ${JSON.stringify(hrefs)}`);
  if (/<(script|img)/i.test(e.html)) bad("HTML holds the prospect's markup unescaped");
  if (!e.html.includes(`>${escapeHtml(who)}</h1>`)) bad("HTML heading is not the escaped name");
  // Domains and URLs the prospect typed are defanged (a whole email address is kept, on purpose).
  if (`${e.text}${e.html}`.includes("evil.example")) bad("the prospect's link is not defanged");
  if (lead.hostile && !e.html.includes("&lt;script&gt;alert(1)&lt;/script&gt;"))
    bad("the hostile name is not shown escaped");
}

function checkChat(lead: Lead, a: Arrival) {
  const link = `${ORIGIN}/inbox/${lead.leadId}`;
  const bad = (what: string) => problems.push(`${a.channel} for lead ${lead.index + 1}: ${what}`);
  let json: Record<string, unknown>;
  try {
    json = JSON.parse(a.body);
  } catch {
    return bad("not JSON");
  }
  if (a.body.includes("evil.example")) bad("the prospect's link is not defanged");
  if (a.channel === "slack") {
    const blocks = json.blocks as { type: string; elements?: { url?: string }[] }[] | undefined;
    const button = blocks?.find((b) => b.type === "actions")?.elements?.[0]?.url;
    if (typeof json.text !== "string" || /[<>]/.test(json.text)) bad("fallback text unescaped");
    if (blocks?.[0]?.type !== "header") bad("no header block");
    if (button !== link) bad(`button links ${button}`);
  } else {
    type Card = { type?: string; actions?: { url?: string }[] };
    const card = (json.attachments as { contentType?: string; content?: Card }[] | undefined)?.[0];
    if (json.type !== "message" || card?.contentType !== "application/vnd.microsoft.card.adaptive")
      bad("not an Adaptive Card message");
    if (card?.content?.type !== "AdaptiveCard") bad("no AdaptiveCard");
    if (card?.content?.actions?.[0]?.url !== link)
      bad(`action links ${card?.content?.actions?.[0]?.url}`);
  }
}

function escapeHtml(text: string) {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;

// --- The run ------------------------------------------------------------------------------------

const closeReceiver = () => {
  receiver.closeAllConnections();
  return new Promise((resolve) => receiver.close(resolve));
};
const server = await startServer({
  port: await freePort(),
  persistDir: "tmp/bench-alerts",
  fresh: true,
  onOutput,
  env: {
    SLACK_WEBHOOK_URL: `${hooks}/slack`,
    TEAMS_WEBHOOK_URL: `${hooks}/teams`,
    SALES_ALERT_EMAILS: SALES,
    ALERT_EMAIL_FROM: SENDER,
    SITE_ORIGIN: ORIGIN,
    SALES_TOKEN,
    // Only the alerts: no webhook a developer's shell may have set.
    LEAD_WEBHOOK_URL: "",
  },
}).catch(async (error) => {
  await closeReceiver();
  throw error;
});
const started = clock();
try {
  // Warm-up: the first requests pay for compiling the Worker, not for the work measured.
  for (let i = 0; i < 3; i++) await (await fetch(`${server.url}/api/health`)).text();

  for (const lead of leads.slice(0, SEQUENTIAL)) {
    await submit(server.url, lead);
    await until(
      () => !lead.leadId || channels.every((c) => arrived(lead, c)),
      clock() + SEQUENTIAL_WAIT_MS,
    );
  }
  await Promise.all(leads.slice(SEQUENTIAL).map((lead) => submit(server.url, lead)));

  const created = leads.filter((l) => l.leadId);
  const everything = () => created.every((l) => channels.every((c) => arrived(l, c)));
  await until(everything, Math.max(...created.map((l) => l.answeredAt!)) + TARGET_MS);
  // A moment more, to see a duplicate sent right after the first.
  await new Promise((r) => setTimeout(r, 1000));
  await Promise.all(pendingReads);
  await readCreatedAt(server.url);
} finally {
  await server.stop();
  await closeReceiver();
}

const byId = new Map(
  leads.filter((l) => l.leadId && l.createdAt !== undefined).map((l) => [l.leadId!, l]),
);
type Timed = { lead: Lead; at: number };
const timed: Record<Channel, Timed[]> = { email: [], slack: [], teams: [] };
const seen = new Set<string>();
for (const a of arrivals) {
  const lead = a.leadId ? byId.get(a.leadId) : undefined;
  if (!lead) {
    problems.push(`${a.channel}: an alert for no lead of this run (${a.leadId})`);
    continue;
  }
  const key = `${a.channel}:${a.leadId}`;
  if (seen.has(key)) {
    problems.push(`${a.channel}: lead ${lead.index + 1} alerted more than once`);
    continue;
  }
  seen.add(key);
  if (a.channel === "email") checkEmail(lead, a);
  else checkChat(lead, a);
  timed[a.channel].push({ lead, at: a.at });
  const ms = a.at - lead.createdAt!;
  if (ms > TARGET_MS)
    problems.push(`${a.channel}: lead ${lead.index + 1} after ${ms.toFixed(0)} ms`);
}
for (const lead of byId.values())
  for (const c of channels)
    if (!seen.has(`${c}:${lead.leadId}`))
      problems.push(`${c}: no alert for lead ${lead.index + 1} within ${TARGET_MS / 1000} s`);

/** Each alert's latency on one clock: the lead's creation, the submit's answer or its sending. */
const since = {
  created: (t: Timed) => t.at - t.lead.createdAt!,
  answered: (t: Timed) => t.at - t.lead.answeredAt!,
  sent: (t: Timed) => t.at - t.lead.sentAt!,
};
const cell = (text: string | number, width: number) => String(text).padEnd(width);
const ms = (x: number) => x.toFixed(1);
const row = (name: string, xs: number[]) =>
  `${cell(name, 22)}${cell(xs.length, 5)}${xs.length ? [pct(xs, 0.5), pct(xs, 0.99), Math.max(...xs)].map((x) => cell(ms(x), 10)).join("") : "—"}`;
const p50p99 = (clockOf: (t: Timed) => number) =>
  channels
    .map((c) => {
      const xs = timed[c].map(clockOf);
      return xs.length ? `${c} ${ms(pct(xs, 0.5))} / ${ms(pct(xs, 0.99))}` : `${c} —`;
    })
    .join(", ");

console.log(
  `\n${byId.size} leads (${SEQUENTIAL} one after another, ${BURST} at once; ${HOSTILE.size} with a hostile name) in ${((clock() - started) / 1000).toFixed(1)} s`,
);
console.log(
  `submit answered in p50 ${ms(pct(submitMs.sequential, 0.5))} ms one at a time, ${ms(pct(submitMs.burst, 0.5))} ms in the burst`,
);
console.log("\nlead-to-alert latency (ms): from the lead's createdAt to the alert's arrival");
console.log(`${cell("channel", 22)}${cell("n", 5)}${cell("p50", 10)}${cell("p99", 10)}max`);
for (const c of channels) console.log(row(c, timed[c].map(since.created)));
for (const phase of ["sequential", "burst"] as const)
  for (const c of channels)
    console.log(
      row(`  ${c}, ${phase}`, timed[c].filter((t) => t.lead.phase === phase).map(since.created)),
    );
console.log(`from the submit's answer instead, p50 / p99: ${p50p99(since.answered)}`);
console.log(`from the submit being sent (upper bound), p50 / p99: ${p50p99(since.sent)}`);
if (otherEmails) console.log(`(${otherEmails} email(s) to others than sales sent meanwhile)`);

const expected = byId.size;
const p99s = channels.map((c) => {
  const xs = timed[c].map(since.created);
  return { c, p99: xs.length === expected && expected > 0 ? pct(xs, 0.99) : Infinity };
});
const worst = p99s.reduce((a, b) => (b.p99 > a.p99 ? b : a));
const within = worst.p99 < TARGET_MS;
const upper = Math.max(...channels.flatMap((c) => timed[c].map(since.sent)));
console.log(
  within
    ? `p99 < 60 s on every channel: yes (slowest ${worst.c}, p99 ${ms(worst.p99)} ms; every alert arrived, the last ${ms(upper)} ms after its submit was sent)`
    : `p99 < 60 s on every channel: NO (${p99s.map(({ c, p99 }) => `${c} ${Number.isFinite(p99) ? `${ms(p99)} ms` : `${timed[c].length}/${expected} arrived`}`).join(", ")})`,
);
if (problems.length) {
  console.log(`\n${problems.length} problem(s):`);
  for (const p of problems.slice(0, 20)) console.log(`  ${p}`);
}
process.exitCode = problems.length || !within ? 1 : 0;
