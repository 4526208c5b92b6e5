import { type AlertContent, subjectOf } from "./alert-content";
import { defang } from "./render-email";

/** Slack's three control characters (its mrkdwn and link syntax), escaped as Slack documents. */
const slackEscape = (text: string) =>
  defang(text).replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/**
 * A Slack incoming-webhook message (Block Kit): prospect values as plain_text, so nothing they
 * typed formats, mentions or links; `text` is the notification's fallback.
 */
export function slackMessage(content: AlertContent) {
  const plain = (text: string) => ({ type: "plain_text", text: defang(text).slice(0, 2900) });
  return {
    text: slackEscape(subjectOf(content)),
    unfurl_links: false,
    unfurl_media: false,
    blocks: [
      { type: "header", text: plain(`${content.headline}: ${content.who}`.slice(0, 150)) },
      {
        type: "section",
        fields: content.fields.slice(0, 10).map(([k, v]) => plain(`${k}: ${v}`)),
      },
      ...(content.asked.length
        ? [{ type: "section", text: plain(`In their words: ${content.asked.join(" / ")}`) }]
        : []),
      ...(content.roadmap.length
        ? [
            {
              type: "section",
              text: plain(
                `Roadmap so far: ${content.roadmap.map(([k, v]) => `${k}: ${v}`).join("; ")}`,
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

/** Characters Teams' TextBlock markdown would act on, escaped. */
const teamsEscape = (text: string) => defang(text).replace(/([\\`*_{}[\]()#+\-.!<>|~])/g, "\\$1");

/**
 * A Microsoft Teams message for an incoming webhook (Workflows): one Adaptive Card 1.4 with the
 * facts, the prospect's words, the roadmap and a button to the lead.
 */
export function teamsMessage(content: AlertContent) {
  const block = (text: string, extra: Record<string, unknown> = {}) => ({
    type: "TextBlock",
    text,
    wrap: true,
    ...extra,
  });
  const facts = (rows: [string, string][]) => ({
    type: "FactSet",
    facts: rows.map(([title, value]) => ({ title: teamsEscape(title), value: teamsEscape(value) })),
  });
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
            block(teamsEscape(content.headline), {
              weight: "Bolder",
              color: "Accent",
              size: "Small",
            }),
            block(teamsEscape(content.who), { weight: "Bolder", size: "Large" }),
            facts(content.fields),
            ...(content.asked.length
              ? [
                  block("In their words", { weight: "Bolder" }),
                  ...content.asked.map((a) => block(teamsEscape(a), { isSubtle: true })),
                ]
              : []),
            ...(content.roadmap.length
              ? [block("Roadmap so far", { weight: "Bolder" }), facts(content.roadmap)]
              : []),
          ],
          actions: [{ type: "Action.OpenUrl", title: "Open the lead", url: content.link }],
        },
      },
    ],
  };
}
