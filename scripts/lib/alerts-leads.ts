/**
 * bench:alerts' leads: made up (two with a hostile name), sent to the contact endpoint one after
 * another and then in a burst, and read back from the inbox API for when the Worker created them.
 */
import {
  type Arrival,
  BURST,
  type Channel,
  channels,
  clock,
  HOSTILE,
  HOSTILE_NAME,
  type Lead,
  SALES_TOKEN,
  SEQUENTIAL,
  SEQUENTIAL_WAIT_MS,
  TARGET_MS,
} from "./alerts-run.ts";

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

/** The run's leads: SEQUENTIAL one after another, then BURST at once. */
export const makeLeads = () => Array.from({ length: SEQUENTIAL + BURST }, (_, i) => makeLead(i));

async function submit(url: string, lead: Lead, problems: string[]) {
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
  if (res.status !== 201 || !json?.leadId)
    problems.push(`lead ${lead.index + 1}: submit answered ${res.status}`);
  else lead.leadId = json.leadId;
}

async function until(done: () => boolean, deadline: number) {
  while (!done() && clock() < deadline) await new Promise((r) => setTimeout(r, 20));
}

/**
 * Sends the leads: the sequential ones each after the last one's alerts arrived (or
 * SEQUENTIAL_WAIT_MS), then the burst; waits until every created lead's alerts arrived, or
 * TARGET_MS after the last submit answered, and a second more to see a duplicate.
 */
export async function sendLeads(
  url: string,
  leads: Lead[],
  arrivals: Arrival[],
  problems: string[],
) {
  const arrived = (lead: Lead, channel: Channel) =>
    arrivals.some((a) => a.channel === channel && a.leadId === lead.leadId);
  // Warm-up: the first requests pay for compiling the Worker, not for the work measured.
  for (let i = 0; i < 3; i++) await (await fetch(`${url}/api/health`)).text();

  for (const lead of leads.slice(0, SEQUENTIAL)) {
    await submit(url, lead, problems);
    await until(
      () => !lead.leadId || channels.every((c) => arrived(lead, c)),
      clock() + SEQUENTIAL_WAIT_MS,
    );
  }
  await Promise.all(leads.slice(SEQUENTIAL).map((lead) => submit(url, lead, problems)));

  const created = leads.filter((l) => l.leadId);
  const everything = () => created.every((l) => channels.every((c) => arrived(l, c)));
  await until(everything, Math.max(...created.map((l) => l.answeredAt!)) + TARGET_MS);
  // A moment more, to see a duplicate sent right after the first.
  await new Promise((r) => setTimeout(r, 1000));
}

/** When the Worker created each lead, from the inbox API. */
export async function readCreatedAt(url: string, leads: Lead[], problems: string[]) {
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
