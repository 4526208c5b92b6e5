// What a visitor typed reaches sales and the prospect inert: stored without invisible characters,
// shown in no channel (alert email, Slack, Teams, the prospect's confirmation) as a link.
import { runDurableObjectAlarm } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { site } from "../../content/site";
import { modelOverrides } from "../../worker/ai/models";
import type { LeadDetail } from "../../worker/contracts/inbox";
import { alertContent } from "../../worker/outbound/alerts/alert-content";
import { slackMessage, teamsMessage } from "../../worker/outbound/alerts/render-chat";
import { alertChannels, SLACK, TEAMS } from "./helpers/alert-channels";
import { ask, chatId, mockModel, stored } from "./helpers/clarity";
import { api, postJson, visitorCookie, visitorIdOf } from "./helpers/http";
import { conversationOf } from "./helpers/inbox";
import { bearer, contactLead, ledger, tag } from "./helpers/leads";
import { INVISIBLE, JOINED, linkablesIn, linkCorpus } from "./helpers/link-corpus";

const { receiver, mailbox } = alertChannels({ SLACK_WEBHOOK_URL: SLACK, TEAMS_WEBHOOK_URL: TEAMS });

/** Invisible characters, as a visitor may paste them around their words. */
const ZERO_WIDTH = "\u200B\u200F\u061C\uFEFF";
/** With bidi controls too (a one-line field keeps a space for each of those). */
const HIDDEN = `${ZERO_WIDTH}\u202E\u2066`;

/** The corpus in runs of at most `max` characters, one string a line. */
function runsOf(max: number): string[] {
  const runs = [""];
  for (const text of linkCorpus) {
    const next = runs.at(-1) ? `${runs.at(-1)}\n${text}` : text;
    if (next.length > max) runs.push(text);
    else runs[runs.length - 1] = next;
  }
  return runs;
}

/**
 * Our own links (the lead, the confirm link, the booking page, our address, the card schema). The
 * booking page is prefilled with what the prospect gave, every character of it URL-encoded but
 * letters, digits and `%+._~-`: one link to our page whatever they typed.
 */
const ours = [
  /https:\/\/clarity\.test[^\s"'<>)]*/g,
  new RegExp(
    `${site.calendarUrl.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}(?:\\?[\\w%+.~=-]+(?:&(?:amp;)?[\\w%+.~=-]+)*)?`,
    "g",
  ),
  site.email,
  site.url,
  "http://adaptivecards.io/schemas/adaptive-card.json",
];
const withoutOurs = (text: string) => ours.reduce<string>((t, o) => t.replaceAll(o, " "), text);
/** What a reader sees of an HTML email: its text, without style and markup, entities decoded. */
const seenIn = (html: string) =>
  html
    .replace(/<style[\s\S]*?<\/style>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&#39;", "'")
    .replaceAll("&amp;", "&");
/** Every text a chat message shows (its `text`s and `title`s; types and URLs are not shown). */
const shownIn = (value: unknown): string[] =>
  value && typeof value === "object"
    ? Object.entries(value).flatMap(([key, v]) =>
        typeof v === "string" ? (["text", "title"].includes(key) ? [v] : []) : shownIn(v),
      )
    : [];

/** What each channel shows a person for this lead, as text to check. */
function channels(leadId: string, prospect: string) {
  const mails = mailbox.mock.calls.map(([m]) => m);
  const alert = mails.find((m) => Array.isArray(m.to) && String(m.text).includes(leadId));
  const confirmation = mails.find((m) => m.to === prospect);
  const posted = (url: string) =>
    receiver.mock.calls.find(([u, i]) => u === url && String(i.body).includes(leadId))?.[1].body;
  const chat = (url: string) => shownIn(JSON.parse(String(posted(url)))).join("\n");
  expect(alert && confirmation, "both emails were sent").toBeTruthy();
  for (const html of [String(alert!.html), String(confirmation!.html)]) {
    const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!);
    expect(hrefs.filter((h) => withoutOurs(h).trim() !== "")).toEqual([]);
  }
  return {
    "alert subject": String(alert!.subject),
    "alert text": String(alert!.text),
    "alert HTML": seenIn(String(alert!.html)),
    "confirmation text": String(confirmation!.text),
    "confirmation HTML": seenIn(String(confirmation!.html)),
    Slack: chat(SLACK),
    Teams: chat(TEAMS),
  };
}

function expectInert(shown: Record<string, string>) {
  for (const [channel, text] of Object.entries(shown)) {
    expect(linkablesIn(withoutOurs(text)), channel).toEqual([]);
    expect(text, channel).not.toMatch(INVISIBLE);
  }
}

async function sendForm(contact: Record<string, string>) {
  const res = await postJson("/api/contact/submit", contact);
  expect(res.status, await res.clone().text()).toBe(201);
  const { leadId } = (await res.json()) as { leadId: string };
  await runDurableObjectAlarm(env.VISITOR.getByName(visitorIdOf(visitorCookie(res))));
  await expect.poll(async () => (await ledger().get(leadId)) !== null).toBe(true);
  return leadId;
}

describe("what a visitor types, as stored", () => {
  it("a form's answers: NFKC, no invisible character, the emoji and Persian joiners kept", async () => {
    const t = tag();
    const leadId = await sendForm({
      name: `\uFF24\uFF41\uFF4E\uFF41${ZERO_WIDTH} Reyes`,
      email: `\uFF44\uFF41\uFF4E\uFF41.${t}\uFF20acme\uFF0Eio`,
      company: `Acme${ZERO_WIDTH} Industrial`,
      phone: "+1 555 010 0199",
      note: `We need a CRM ${JOINED.emoji}${HIDDEN} ${JOINED.persian}`,
    });
    const detail = (await (
      await api(`/api/inbox/leads/${leadId}`, { headers: bearer })
    ).json()) as LeadDetail;
    expect(detail.contact).toMatchObject({
      name: "Dana Reyes",
      email: `dana.${t}@acme.io`,
      company: "Acme Industrial",
      note: `We need a CRM ${JOINED.emoji} ${JOINED.persian}`,
    });
    expect(JSON.stringify(detail)).not.toMatch(INVISIBLE);
  });

  it("a chat message: NFKC, no invisible character, the emoji kept", async () => {
    modelOverrides.clarity = mockModel(["ok"]);
    const res = await postJson(
      "/api/clarity",
      ask(
        chatId(),
        `We want a CRM${HIDDEN} ${JOINED.emoji} like \uFF45\uFF56\uFF49\uFF4C\uFF0Ecom`,
      ),
    );
    await res.text();
    const cookie = visitorCookie(res);
    await expect.poll(async () => (await stored(cookie))[0]?.messages.length).toBe(2);
    expect((await stored(cookie))[0]!.messages[0]!.text).toBe(
      `We want a CRM ${JOINED.emoji} like evil.com`,
    );
  });
});

describe("no channel shows what a visitor typed as a link", () => {
  it("form leads carrying the corpus in name, company and note", async () => {
    // Under 400 characters: the confirmation email shows a note whole up to there.
    const runs = runsOf(360);
    for (const [i, run] of runs.entries()) {
      const email = `dana.${tag()}@acme-industrial.com`;
      const leadId = await sendForm({
        name: `Dana${HIDDEN} ${linkCorpus[2 * i]}`,
        email,
        company: `Acme ${linkCorpus[2 * i + 1]}`,
        phone: "+1 555 010 0199",
        note: `${run}\n${JOINED.emoji}${HIDDEN}`,
      });
      await runDurableObjectAlarm(ledger());
      const shown = channels(leadId, email);
      expectInert(shown);
      for (const [channel, text] of Object.entries(shown))
        if (channel !== "alert subject") expect(text, channel).toContain(JOINED.emoji);
    }
    expect(runs.length).toBeGreaterThan(1);
  });

  it("a chat lead whose messages and roadmap carry the corpus, as stored before this check", async () => {
    const email = `pat.${tag()}@acme.io`;
    // The alert quotes the last three messages, up to 400 characters each.
    const messages = runsOf(380);
    expect(messages.length).toBeLessThanOrEqual(3);
    const lead = contactLead({
      kind: "chat",
      contact: { email },
      values: null,
      conversations: conversationOf(messages.map((m) => `${m}${HIDDEN}`)),
      roadmap: {
        project: `evil\uFF0Eexample${HIDDEN}`,
        systems: ["login.microsoftonline.com.evil.example/path", "xn--e1afmkfd.xn--p1ai"],
        drivers: ["https://clarity-readiness.com@evil.example"],
        departments: [],
        risks: ["javascript:alert(1)", `www\u200B.evil.example ${JOINED.emoji}`],
      },
    });
    await ledger().upsert(lead);
    await runDurableObjectAlarm(ledger());
    const shown = channels(lead.id, email);
    expectInert(shown);
    expect(shown.Teams).toContain(JOINED.emoji);
    expect(shown["alert text"]).toContain("evil[.]example");
  });
});

describe("each chat channel's own syntax", () => {
  it("Slack: a header of hosts, once made inert, still within Slack's 150 characters", () => {
    const lead = contactLead();
    lead.contact.name = "a.example ".repeat(10).trim();
    lead.contact.company = "b.example ".repeat(10).trim();
    const header = slackMessage(alertContent(lead, "new", "https://clarity.test")).blocks[0] as {
      text: { text: string };
    };
    expect(header.text.text).toMatch(/^New lead: a\[\.\]example a\[\.\]example/);
    expect(header.text.text.length).toBeLessThanOrEqual(150);
  });

  it("Teams: the prospect's words as typed, in TextRuns (never Markdown), with no backslash", () => {
    const lead = contactLead();
    lead.contact.phone = "+1 (555) 010-0199";
    lead.contact.note = "Call me today: https://evil.example/reset?token=1 *now* _please_ [x](y)";
    type Element = { type: string; text?: string; inlines?: { type: string; text: string }[] };
    const body = teamsMessage(alertContent(lead, "new", "https://clarity.test")).attachments[0]!
      .content.body as Element[];
    // Every text of the prospect's is a TextRun; TextBlocks hold only our own words.
    const runs = body.flatMap((b) => b.inlines ?? []);
    expect(runs.every((r) => r.type === "TextRun")).toBe(true);
    expect(body.filter((b) => b.type === "TextBlock").map((b) => b.text)).toEqual([
      "New lead",
      "In their words",
    ]);
    const shown = runs.map((r) => r.text).join("\n");
    expect(shown).toContain("+1 (555) 010-0199");
    expect(shown).toContain("*now* _please_ [x](y)");
    expect(shown).toContain("https[:]//evil[.]example/reset");
    expect(shown).not.toContain("\\");
  });
});
