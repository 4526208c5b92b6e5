import { site } from "../../../content/site";
import { inert } from "../../lib/inert-text";
import { emailFrame, emailStyle, emailTable, escapeHtml } from "../email-frame";
import { type AlertContent, fieldText, headerOf, subjectOf, titleOf } from "./alert-content";

/** Rows of an alert as a table, each value as `fieldText` shows it. */
const table = (rows: [string, string][]) =>
  emailTable(rows.map((field) => [field[0], fieldText(field)]));

/** "New" before the message that reopened the prospect. */
const NEW_MARK =
  '<strong class="accent" style="display:inline-block;margin-right:6px;padding:0 6px;border:1px solid currentColor;border-radius:4px;color:#0e4a7b;font-size:12px;font-weight:700;text-transform:uppercase;letter-spacing:.05em;white-space:normal">New</strong>';

/**
 * The alert to sales as an email: plain text and HTML, every prospect value inert and escaped.
 * "Open the lead" comes right after the key facts, so a phone shows it on the first screen
 * however long the prospect's words are.
 */
export function alertEmail(content: AlertContent): { subject: string; text: string; html: string } {
  const subject = inert(subjectOf(content));
  const isNew = (i: number) => content.newestIsNew && i === content.asked.length - 1;
  const lines = [
    headerOf(content, inert(content.who)),
    "",
    ...content.fields.map((field) => `${field[0]}: ${fieldText(field)}`),
    "",
    `Open the lead: ${content.link}`,
    ...(content.asked.length
      ? [
          "",
          "In their words:",
          ...content.asked.map((a, i) => `> ${isNew(i) ? "New: " : ""}${inert(a)}`),
        ]
      : []),
    ...(content.roadmap.length
      ? ["", "Roadmap so far:", ...content.roadmap.map(([k, v]) => `- ${k}: ${inert(v)}`)]
      : []),
    "",
    `— ${site.name} lead alerts`,
  ];
  const section = (title: string, body: string) => `<h2 ${emailStyle.heading}>${title}</h2>${body}`;
  const html = emailFrame(
    escapeHtml(subject),
    `<p class="accent" style="margin:0 0 4px;color:#0e4a7b;font-weight:700;text-transform:uppercase;font-size:12px;letter-spacing:.05em">${escapeHtml(titleOf(content))}</p>
<h1 class="fg" style="margin:0 0 16px;font-size:20px;color:#0f172a;overflow-wrap:anywhere;word-break:break-word">${escapeHtml(inert(content.who))}</h1>
${table(content.fields)}
<p style="margin:20px 0 4px"><a href="${escapeHtml(content.link)}" ${emailStyle.button}>Open the lead</a></p>
${content.asked.length ? section("In their words", content.asked.map((a, i) => `<blockquote ${emailStyle.quote}>${isNew(i) ? NEW_MARK : ""}${escapeHtml(inert(a))}</blockquote>`).join("")) : ""}
${content.roadmap.length ? section("Roadmap so far", table(content.roadmap)) : ""}`,
    `${escapeHtml(site.name)} lead alerts`,
  );
  return { subject, text: lines.join("\n"), html };
}
