import { site } from "../../content/site";
import { type AlertContent, subjectOf } from "./alert-content";
import { emailFrame, emailStyle } from "./email-frame";

export const escapeHtml = (text: string) =>
  text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");

/**
 * Breaks what a mail client would turn into a web link (a domain, a URL) in text a prospect
 * typed, so an alert never carries a link the prospect controls: "evil.example/login" is shown as
 * "evil[.]example/login", "https://x" as "https[:]//x". A whole email address stays as it is:
 * sales copy it, and the most a client makes of it is a mailto: to write to it.
 */
const EMAIL_TOKEN = /^[^\s@<>()"'[\]]+@[^\s@<>()"'[\]]+\.[A-Za-z]{2,}[.,;:!?]?$/;
export const defang = (text: string) =>
  text
    .split(/(\s+)/)
    .map((token) =>
      EMAIL_TOKEN.test(token)
        ? token
        : token.replace(/:\/\//g, "[:]//").replace(/([A-Za-z0-9-])\.(?=[A-Za-z]{2,})/g, "$1[.]"),
    )
    .join("");

const row = ([label, value]: [string, string]) =>
  `<tr><th ${emailStyle.label}>${escapeHtml(label)}</th><td ${emailStyle.value}>${escapeHtml(defang(value))}</td></tr>`;

/** Rows of label and value as a table (values escaped and defanged). */
export const emailTable = (rows: [string, string][]) =>
  `<table role="presentation" style="border-collapse:collapse">${rows.map(row).join("")}</table>`;

/** The alert to sales as an email: plain text and HTML, every prospect value escaped. */
export function alertEmail(content: AlertContent): { subject: string; text: string; html: string } {
  const subject = defang(subjectOf(content));
  const lines = [
    `${content.headline}: ${defang(content.who)}`,
    "",
    ...content.fields.map(([k, v]) => `${k}: ${defang(v)}`),
    ...(content.asked.length
      ? ["", "In their words:", ...content.asked.map((a) => `> ${defang(a)}`)]
      : []),
    ...(content.roadmap.length
      ? ["", "Roadmap so far:", ...content.roadmap.map(([k, v]) => `- ${k}: ${defang(v)}`)]
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
<h1 class="fg" style="margin:0 0 16px;font-size:20px;color:#0f172a">${escapeHtml(defang(content.who))}</h1>
${emailTable(content.fields)}
${content.asked.length ? section("In their words", content.asked.map((a) => `<blockquote ${emailStyle.quote}>${escapeHtml(defang(a))}</blockquote>`).join("")) : ""}
${content.roadmap.length ? section("Roadmap so far", emailTable(content.roadmap)) : ""}
<p style="margin:24px 0 0"><a href="${escapeHtml(content.link)}" ${emailStyle.button}>Open the lead</a></p>`,
    `${escapeHtml(site.name)} lead alerts`,
  );
  return { subject, text: lines.join("\n"), html };
}
