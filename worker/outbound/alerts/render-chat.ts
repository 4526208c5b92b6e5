import { inert } from "../../lib/inert-text";
import { type AlertContent, fieldText, headerOf, subjectOf, titleOf } from "./alert-content";

/** Slack's three control characters (its mrkdwn and link syntax), escaped as Slack documents. */
const slackEscape = (text: string) =>
  inert(text).replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/**
 * A Slack incoming-webhook message (Block Kit): prospect values as plain_text, so nothing they
 * typed formats or mentions, and inert, as Slack links URLs and hosts even in plain_text; `text`
 * is the notification's fallback.
 */
export function slackMessage(content: AlertContent) {
  // Cut after the text is made inert, which lengthens it: a header holds at most 150 characters.
  const plain = (text: string, max = 2900) => ({ type: "plain_text", text: text.slice(0, max) });
  return {
    text: slackEscape(subjectOf(content)),
    unfurl_links: false,
    unfurl_media: false,
    blocks: [
      { type: "header", text: plain(headerOf(content, inert(content.who)), 150) },
      {
        type: "section",
        fields: content.fields.slice(0, 10).map((f) => plain(`${f[0]}: ${fieldText(f)}`)),
      },
      ...(content.asked.length
        ? [
            {
              type: "section",
              text: plain(`In their words: ${content.asked.map(inert).join(" / ")}`),
            },
          ]
        : []),
      ...(content.roadmap.length
        ? [
            {
              type: "section",
              text: plain(
                `Roadmap so far: ${content.roadmap.map((f) => `${f[0]}: ${fieldText(f)}`).join("; ")}`,
              ),
            },
          ]
        : []),
      {
        type: "actions",
        elements: [
          {
            type: "button",
            text: { type: "plain_text", text: "Open the lead" },
            url: content.link,
            style: "primary",
          },
        ],
      },
    ],
  };
}

/**
 * Prospect text in a card: a RichTextBlock of TextRuns, which Adaptive Cards never read as
 * Markdown (a TextBlock or a FactSet would, and Teams shows a backslash escape as typed); the
 * text comes inert, against Teams' own linking of URLs and hosts.
 */
const runs = (parts: [text: string, style?: Record<string, unknown>][]) => ({
  type: "RichTextBlock",
  inlines: parts.map(([text, style]) => ({ type: "TextRun", text, ...style })),
});
/** Label and value, a line each fact: what a FactSet would show, without its Markdown. */
const facts = (rows: [string, string][]) =>
  rows.map((f) => runs([[`${f[0]}: `, { weight: "Bolder" }], [fieldText(f)]]));
/** Our own words: a TextBlock. */
const block = (text: string, extra: Record<string, unknown> = {}) => ({
  type: "TextBlock",
  text,
  wrap: true,
  ...extra,
});

/**
 * A Microsoft Teams message for an incoming webhook (Workflows): one Adaptive Card 1.4 with the
 * facts, the prospect's words, the roadmap and a button to the lead.
 */
export function teamsMessage(content: AlertContent) {
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
            block(titleOf(content), { weight: "Bolder", color: "Accent", size: "Small" }),
            runs([[inert(content.who), { weight: "Bolder", size: "Large" }]]),
            ...facts(content.fields),
            ...(content.asked.length
              ? [
                  block("In their words", { weight: "Bolder" }),
                  ...content.asked.map((a) => runs([[inert(a), { isSubtle: true }]])),
                ]
              : []),
            ...(content.roadmap.length
              ? [block("Roadmap so far", { weight: "Bolder" }), ...facts(content.roadmap)]
              : []),
          ],
          actions: [{ type: "Action.OpenUrl", title: "Open the lead", url: content.link }],
        },
      },
    ],
  };
}
