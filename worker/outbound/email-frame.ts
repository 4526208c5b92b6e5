/**
 * The frame the site's emails share (alerts, digests, the confirmation): a card on a page, light
 * by default, dark where the mail client follows the reader's dark setting (Apple Mail, Outlook
 * on the Mac, many phones). Inline styles for clients that drop <style>; classes for the dark
 * overrides.
 */
const DARK = `@media (prefers-color-scheme: dark) {
  .page { background: #0b1220 !important; }
  .card { background: #111a2e !important; border-color: #24324d !important; }
  .fg { color: #e2e8f0 !important; }
  .muted { color: #94a3b8 !important; }
  .accent { color: #8cc4ff !important; }
  .btn { background: #8cc4ff !important; color: #0b1220 !important; }
  .quote { border-color: #33466b !important; color: #cbd5e1 !important; }
}`;

export const emailStyle = {
  label:
    'class="muted" style="padding:4px 12px 4px 0;color:#475569;font-weight:600;vertical-align:top;text-align:left"',
  // An address or link of 120 unbroken characters wraps inside the card on a phone.
  value:
    'class="fg" style="padding:4px 0;color:#0f172a;overflow-wrap:anywhere;word-break:break-word"',
  heading: 'class="fg" style="font-size:15px;margin:20px 0 6px;color:#0f172a"',
  quote:
    'class="quote" style="margin:0 0 8px;padding:8px 12px;border-left:3px solid #cbd5e1;color:#334155;white-space:pre-wrap;overflow-wrap:anywhere;word-break:break-word"',
  button:
    'class="btn" style="display:inline-block;background:#0e4a7b;color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:8px;font-weight:600"',
  muted: 'class="muted" style="color:#64748b;font-size:13px"',
  accent: 'class="accent" style="color:#0e4a7b"',
};

export const escapeHtml = (text: string) =>
  text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");

/** Rows of label and value as a table, escaped (what a visitor typed comes made inert). */
export const emailTable = (rows: [string, string][]) =>
  `<table role="presentation" style="border-collapse:collapse;width:100%">${rows
    .map(
      ([label, value]) =>
        `<tr><th ${emailStyle.label}>${escapeHtml(label)}</th><td ${emailStyle.value}>${escapeHtml(value)}</td></tr>`,
    )
    .join("")}</table>`;

/** A whole HTML email around `body` (already escaped). */
export function emailFrame(title: string, body: string, footer: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark"><title>${title}</title><style>${DARK}</style></head>
<body class="page" style="margin:0;padding:24px;background:#f8fafc;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;font-size:15px;line-height:1.55;color:#0f172a">
<div class="card fg" style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:12px;padding:24px;color:#0f172a">
${body}
</div>
<p ${emailStyle.muted.replace('style="', 'style="max-width:560px;margin:12px auto 0;')}>${footer}</p>
</body></html>`;
}
