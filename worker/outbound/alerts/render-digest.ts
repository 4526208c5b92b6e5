import { site } from "../../../content/site";
import { inert } from "../../lib/inert-text";
import { emailFrame, emailStyle, escapeHtml } from "../email-frame";
import { UNCONFIRMED_WARNING } from "./alert-content";
import type { DigestContent } from "./digest";

/**
 * The digest of a burst of leads on each channel. What a prospect typed (`who`) is made inert and
 * escaped as in any alert (render-email.ts, render-chat.ts); the only links are ours: each lead in
 * the inbox, and the inbox.
 */

const INTRO = `The first alerts from this client address came one by one; the leads after them are listed here, together.`;
/** Slack allows 50 blocks a message: the leads past these are in the inbox. */
const MAX_LISTED = 40;

const line = (lead: DigestContent["leads"][number]) =>
  `${inert(lead.who)} (${lead.via})${lead.unconfirmed ? ` — ${UNCONFIRMED_WARNING}` : ""}`;

export function digestEmail(content: DigestContent): {
  subject: string;
  text: string;
  html: string;
} {
  const subject = content.headline;
  const text = [
    subject,
    "",
    INTRO,
    "",
    ...content.leads.map((lead) => `- ${line(lead)}: ${lead.link}`),
    "",
    `Open the inbox: ${content.inbox}`,
    "",
    `— ${site.name} lead alerts`,
  ].join("\n");
  const items = content.leads
    .map(
      (lead) =>
        `<li style="margin:0 0 6px">${escapeHtml(line(lead))} <a href="${escapeHtml(lead.link)}" ${emailStyle.accent}>Open the lead</a></li>`,
    )
    .join("");
  const html = emailFrame(
    escapeHtml(subject),
    `<h1 class="fg" style="margin:0 0 12px;font-size:20px;color:#0f172a">${escapeHtml(subject)}</h1>
<p ${emailStyle.muted}>${escapeHtml(INTRO)}</p>
<ul style="padding-left:20px">${items}</ul>
<p style="margin:24px 0 0"><a href="${escapeHtml(content.inbox)}" ${emailStyle.button}>Open the inbox</a></p>`,
    `${escapeHtml(site.name)} lead alerts`,
  );
  return { subject, text, html };
}

/** Slack (Block Kit): each lead as plain text with a button to it; nothing typed formats. */
export function digestSlack(content: DigestContent) {
  const plain = (text: string) => ({ type: "plain_text", text: text.slice(0, 2900) });
  const button = (text: string, url: string) => ({ type: "button", text: plain(text), url });
  const rest = content.leads.length - MAX_LISTED;
  return {
    text: content.headline,
    unfurl_links: false,
    unfurl_media: false,
    blocks: [
      { type: "header", text: plain(content.headline.slice(0, 150)) },
      { type: "section", text: plain(INTRO) },
      ...content.leads.slice(0, MAX_LISTED).map((lead) => ({
        type: "section",
        text: plain(line(lead)),
        accessory: button("Open", lead.link),
      })),
      ...(rest > 0 ? [{ type: "section", text: plain(`And ${rest} more in the inbox.`) }] : []),
      {
        type: "actions",
        elements: [{ ...button("Open the inbox", content.inbox), style: "primary" }],
      },
    ],
  };
}

/** Teams (Adaptive Card 1.4): each lead as TextRuns, never read as Markdown, and a link to it. */
export function digestTeams(content: DigestContent) {
  const open = (url: string) => ({ type: "Action.OpenUrl", url });
  return {
    type: "message",
    attachments: [
      {
        contentType: "application/vnd.microsoft.card.adaptive",
        contentUrl: null,
        content: {
          $schema: "http://adaptivecards.io/schemas/adaptive-card.json",
          type: "AdaptiveCard",
          version: "1.4",
          body: [
            { type: "TextBlock", text: content.headline, wrap: true, weight: "Bolder" },
            { type: "TextBlock", text: INTRO, wrap: true, isSubtle: true },
            ...content.leads.map((lead) => ({
              type: "RichTextBlock",
              inlines: [
                { type: "TextRun", text: `${line(lead)} ` },
                { type: "TextRun", text: "Open the lead", selectAction: open(lead.link) },
              ],
            })),
          ],
          actions: [{ ...open(content.inbox), title: "Open the inbox" }],
        },
      },
    ],
  };
}
