import { retention, site } from "../../../content/site";
import { monthNames, weekdayNames } from "../../contracts/months";
import { RESUME_PARAM } from "../../contracts/resume-link";
import { escapeHtml } from "../email-frame";

/**
 * The email with a link to finish the contact form on another device (docs/decisions/023). It
 * carries no answer of the form: whoever typed the address chose only where it goes, so the
 * recipient reads the site's own words, the link, and what to do if they never asked for it.
 * Plain text and HTML; every value is escaped all the same.
 */
export interface ResumeEmailInput {
  /** The link, `<origin>/try?resume=<token>`. */
  link: string;
  /** The recipient, as typed. */
  to: string;
  /** Fields of the form answered so far, of `total`. */
  answered: number;
  total: number;
  /** Epoch milliseconds. */
  expiresAt: number;
}

/** "Tuesday 12 May 2026, 14:03 UTC" (spelt out here: runtimes' locale data differ). */
export function expiryText(at: number): string {
  const d = new Date(at);
  const hm = [d.getUTCHours(), d.getUTCMinutes()].map((n) => String(n).padStart(2, "0"));
  return `${weekdayNames[d.getUTCDay()]} ${d.getUTCDate()} ${monthNames[d.getUTCMonth()]} ${d.getUTCFullYear()}, ${hm.join(":")} UTC`;
}

export const resumeSubject = `Finish your ${site.name} request on any device`;

/** `/try?resume=<token>` on the site's configured address (SITE_ORIGIN). */
export const resumeLinkUrl = (origin: string, token: string) =>
  `${origin.replace(/\/+$/, "")}/try?${RESUME_PARAM}=${encodeURIComponent(token)}`;

export function resumeEmail(input: ResumeEmailInput): {
  subject: string;
  text: string;
  html: string;
} {
  const days = retention.resumeLinkDays;
  const until = expiryText(input.expiresAt);
  const progress = `You've answered ${input.answered} of ${input.total} questions so far.`;
  const intro = `You asked for a link to finish your request to ${site.name} later, on this or any other device.`;
  const scope = `It copies your answers to our contact form in the browser that opens it, once, and stops working then, or once you send the form or press "Delete my data".`;
  const keep = "Keep it to yourself: whoever opens it first gets a copy of those answers.";
  const notYou = `Didn't ask for this? Someone typed ${input.to} into our contact form. Ignore this email and nothing happens: unsent answers are erased ${retention.unusedDays} days after their last change.`;
  const text = [
    "Pick up where you left off",
    "",
    `${intro} ${progress}`,
    "",
    "Finish your request:",
    input.link,
    "",
    `The link works for ${days} days, until ${until}. ${scope}`,
    keep,
    "",
    notYou,
    "",
    `— ${site.name} · ${site.url.replace(/^https:\/\//, "")}`,
  ].join("\n");
  const e = escapeHtml;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark"><title>${e(resumeSubject)}</title>
<style>
@media (prefers-color-scheme: dark) {
  .page { background:#0b1220 !important; }
  .card { background:#111a2e !important; border-color:#24324d !important; }
  .ink { color:#e2e8f0 !important; }
  .muted { color:#94a3b8 !important; }
  .eyebrow { color:#7cc0f5 !important; }
  .button { background:#7cc0f5 !important; color:#0b1220 !important; }
  .link { color:#7cc0f5 !important; }
  .rule { border-color:#24324d !important; }
}
</style></head>
<body class="page" style="margin:0;padding:24px 12px;background:#f8fafc;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;font-size:15px;line-height:1.55">
<div class="card" style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:12px;padding:24px">
<p class="eyebrow" style="margin:0 0 4px;color:#0e4a7b;font-weight:700;text-transform:uppercase;font-size:12px;letter-spacing:.05em">${e(site.name)}</p>
<h1 class="ink" style="margin:0 0 12px;font-size:22px;line-height:1.3;color:#0f172a">Pick up where you left off</h1>
<p class="ink" style="margin:0 0 8px;color:#0f172a">${e(intro)}</p>
<p class="ink" style="margin:0 0 20px;color:#0f172a;font-weight:600">${e(progress)}</p>
<p style="margin:0 0 20px"><a class="button" href="${e(input.link)}" style="display:inline-block;background:#0e4a7b;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">Finish your request</a></p>
<p class="muted" style="margin:0 0 8px;color:#475569;font-size:14px">The link works for ${e(String(days))} days, until ${e(until)}. ${e(scope)}</p>
<p class="muted" style="margin:0 0 16px;color:#475569;font-size:14px">${e(keep)}</p>
<p class="muted" style="margin:0 0 4px;color:#475569;font-size:13px">If the button does not work, paste this into your browser:</p>
<p style="margin:0 0 20px;font-size:13px;word-break:break-all"><a class="link" href="${e(input.link)}" style="color:#0e4a7b">${e(input.link)}</a></p>
<hr class="rule" style="border:0;border-top:1px solid #e2e8f0;margin:0 0 16px">
<p class="muted" style="margin:0;color:#64748b;font-size:13px">${e(notYou)}</p>
</div>
<p class="muted" style="max-width:560px;margin:12px auto 0;color:#64748b;font-size:12px;text-align:center">${e(site.name)} · ${e(site.url.replace(/^https:\/\//, ""))}</p>
</body></html>`;
  return { subject: resumeSubject, text, html };
}
