import { site } from "../../content/site";
import { type AlertContent, subjectOf } from "./alert-content";

export const escapeHtml = (text: string) =>
  text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");

/**
 * Breaks what a mail client would turn into a link (an address, a domain) in text a prospect
 * typed, so an alert to sales never carries a link the prospect controls: "evil.example" is shown
 * as "evil[.]example", "https://x" as "https[:]//x".
 */
export const defang = (text: string) =>
  text.replace(/:\/\//g, "[:]//").replace(/([A-Za-z0-9-])\.(?=[A-Za-z]{2,})/g, "$1[.]");

const row = ([label, value]: [string, string]) =>
  `<tr><th align="left" style="padding:4px 12px 4px 0;color:#475569;font-weight:600;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0;color:#0f172a">${escapeHtml(defang(value))}</td></tr>`;

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
  const section = (title: string, body: string) =>
    `<h2 style="font-size:14px;margin:20px 0 6px;color:#0f172a">${title}</h2>${body}`;
  const html = `<!doctype html><html><head><meta charset="utf-8"><meta name="color-scheme" content="light dark"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f8fafc;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;font-size:15px;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:12px;padding:24px">
<p style="margin:0 0 4px;color:#0e4a7b;font-weight:700;text-transform:uppercase;font-size:12px;letter-spacing:.05em">${escapeHtml(content.headline)}</p>
<h1 style="margin:0 0 16px;font-size:20px;color:#0f172a">${escapeHtml(defang(content.who))}</h1>
<table role="presentation" style="border-collapse:collapse">${content.fields.map(row).join("")}</table>
${content.asked.length ? section("In their words", content.asked.map((a) => `<blockquote style="margin:0 0 8px;padding:8px 12px;border-left:3px solid #cbd5e1;color:#334155;white-space:pre-wrap">${escapeHtml(defang(a))}</blockquote>`).join("")) : ""}
${content.roadmap.length ? section("Roadmap so far", `<table role="presentation" style="border-collapse:collapse">${content.roadmap.map(row).join("")}</table>`) : ""}
<p style="margin:24px 0 0"><a href="${escapeHtml(content.link)}" style="display:inline-block;background:#0e4a7b;color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:8px;font-weight:600">Open the lead</a></p>
</div>
<p style="max-width:560px;margin:12px auto 0;color:#64748b;font-size:12px">${escapeHtml(site.name)} lead alerts</p>
</body></html>`;
  return { subject, text: lines.join("\n"), html };
}
