/**
 * bench:alerts' checks of what arrived: every alert once, for a lead of this run, within
 * TARGET_MS of the lead's creation; the email's sender, recipient, subject and its one link (the
 * lead), the prospect's markup escaped and links defanged; Slack's and Teams' shapes and link.
 */
import {
  type Arrival,
  type Channel,
  channels,
  type Lead,
  ORIGIN,
  SALES,
  SENDER,
  TARGET_MS,
  type Timed,
} from "./alerts-run.ts";

function escapeHtml(text: string) {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

function checkEmail(lead: Lead, a: Arrival, problems: string[]) {
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

function checkChat(lead: Lead, a: Arrival, problems: string[]) {
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

/**
 * Checks every arrival against the leads of this run (those the inbox knows a creation time of),
 * noting each problem; returns those leads by id and each channel's alerts, the first for a lead.
 */
export function checkArrivals(leads: Lead[], arrivals: Arrival[], problems: string[]) {
  const byId = new Map(
    leads.filter((l) => l.leadId && l.createdAt !== undefined).map((l) => [l.leadId!, l]),
  );
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
    if (a.channel === "email") checkEmail(lead, a, problems);
    else checkChat(lead, a, problems);
    timed[a.channel].push({ lead, at: a.at });
    const ms = a.at - lead.createdAt!;
    if (ms > TARGET_MS)
      problems.push(`${a.channel}: lead ${lead.index + 1} after ${ms.toFixed(0)} ms`);
  }
  for (const lead of byId.values())
    for (const c of channels)
      if (!seen.has(`${c}:${lead.leadId}`))
        problems.push(`${c}: no alert for lead ${lead.index + 1} within ${TARGET_MS / 1000} s`);
  return { byId, timed };
}
