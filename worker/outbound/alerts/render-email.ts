import { site } from "../../../content/site";
import { inert } from "../../lib/inert-text";
import { emailFrame, emailStyle, emailTable, escapeHtml } from "../email-frame";
import { type AlertContent, fieldText, subjectOf } from "./alert-content";

/** Rows of an alert as a table, each value as `fieldText` shows it. */
const table = (rows: [string, string][]) =>
  emailTable(rows.map((field) => [field[0], fieldText(field)]));

/** The alert to sales as an email: plain text and HTML, every prospect value inert and escaped. */
export function alertEmail(content: AlertContent): { subject: string; text: string; html: string } {
  const subject = inert(subjectOf(content));
  const lines = [
    `${content.headline}: ${inert(content.who)}`,
    "",
    ...content.fields.map((field) => `${field[0]}: ${fieldText(field)}`),
    ...(content.asked.length
      ? ["", "In their words:", ...content.asked.map((a) => `> ${inert(a)}`)]
      : []),
    ...(content.roadmap.length
      ? ["", "Roadmap so far:", ...content.roadmap.map(([k, v]) => `- ${k}: ${inert(v)}`)]
      : []),
    "",
    `Open the lead: ${content.link}`,
    "",
    `— ${site.name} lead alerts`,
  ];
  const section = (title: string, body: string) => `<h2 ${emailStyle.heading}>${title}</h2>${body}`;
  const html = emailFrame(
    escapeHtml(subject),
    `<p class="accent" style="margin:0 0 4px;color:#0e4a7b;font-weight:700;text-transform:uppercase;font-size:12px;letter-spacing:.05em">${escapeHtml(content.headline)}</p>
<h1 class="fg" style="margin:0 0 16px;font-size:20px;color:#0f172a">${escapeHtml(inert(content.who))}</h1>
${table(content.fields)}
${content.asked.length ? section("In their words", content.asked.map((a) => `<blockquote ${emailStyle.quote}>${escapeHtml(inert(a))}</blockquote>`).join("")) : ""}
${content.roadmap.length ? section("Roadmap so far", table(content.roadmap)) : ""}
<p style="margin:24px 0 0"><a href="${escapeHtml(content.link)}" ${emailStyle.button}>Open the lead</a></p>`,
    `${escapeHtml(site.name)} lead alerts`,
  );
  return { subject, text: lines.join("\n"), html };
}
