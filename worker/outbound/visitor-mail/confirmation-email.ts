import { offer } from "../../../content/offer-facts";
import { promised, type SitePromises } from "../../../content/promises";
import { site } from "../../../content/site";
import { bookingLink } from "../../contracts/booking-link";
import type { LeadRecord } from "../../contracts/lead-record";
import { inert } from "../../lib/inert-text";
import { emailFrame, emailStyle, emailTable, escapeHtml } from "../email-frame";

/**
 * The one email a visitor gets when they give their address in the chat or send the form: what
 * they told us (the roadmap so far, or their answers), what happens next and when, the booking
 * link, and a link that confirms the address and continues on the site. A confirmation they asked
 * for, not marketing; "not you?" says what to do.
 */
export function confirmationEmail(
  lead: LeadRecord,
  promises: SitePromises,
  continueLink: string,
): { subject: string; text: string; html: string } {
  const first = (lead.contact.name ?? "").trim().split(/\s+/)[0];
  // Whatever was typed is shown inert: an address given for someone else carries no live link.
  const hello = first ? `Hi ${inert(first)},` : "Hello,";
  const told = toldUs(lead);
  const booking = bookingLink(site.calendarUrl, {
    name: lead.contact.name,
    email: lead.contact.email,
    project: lead.roadmap?.project ?? lead.projectType ?? lead.contact.note,
  });
  const next = [
    lead.kind === "contact"
      ? promised.successBody(promises).replace(/^Thanks — /, "")
      : `A consultant reviews your roadmap and sends it in writing within ${offer.roadmapWithin}.`,
    `Prefer to pick a time? Book a free ${offer.callLength} call: ${booking}`,
  ];
  const subject =
    lead.kind === "contact" ? "We have your request" : "Your readiness roadmap so far";
  const text = [
    hello,
    "",
    lead.kind === "contact"
      ? `Thanks for your request to ${site.name}. Here is what you sent us:`
      : `Thanks for talking with Clarity. Here is the roadmap so far:`,
    "",
    ...told.map(([k, v]) => `- ${k}: ${inert(v)}`),
    "",
    "What happens next:",
    ...next.map((n) => `- ${n}`),
    "",
    `Confirm your address and continue: ${continueLink}`,
    "",
    `Not you? Ignore this email: nothing else will be sent, and you can ask us to delete it at ${site.email}.`,
    `— ${site.name}`,
  ].join("\n");
  const li = (s: string) => `<li style="margin:0 0 6px">${s}</li>`;
  const intro =
    lead.kind === "contact"
      ? `Thanks for your request to ${escapeHtml(site.name)}. Here is what you sent us:`
      : "Thanks for talking with Clarity. Here is the roadmap so far:";
  const html = emailFrame(
    escapeHtml(subject),
    `<p style="margin:0 0 12px">${escapeHtml(hello)}</p>
<p style="margin:0 0 12px">${intro}</p>
${emailTable(told.map(([k, v]) => [k, inert(v)]))}
<h2 ${emailStyle.heading}>What happens next</h2>
<ul style="margin:0 0 16px;padding-left:20px">${li(escapeHtml(next[0]!))}${li(`Prefer to pick a time? <a href="${escapeHtml(booking)}" ${emailStyle.accent}>Book a free ${escapeHtml(offer.callLength)} call</a>.`)}</ul>
<p style="margin:20px 0"><a href="${escapeHtml(continueLink)}" ${emailStyle.button}>Confirm and continue</a></p>
<p ${emailStyle.muted}>Not you? Ignore this email: nothing else will be sent, and you can ask us to delete it at ${escapeHtml(site.email)}.</p>`,
    escapeHtml(site.name),
  );
  return { subject, text, html };
}

function toldUs(lead: LeadRecord): [string, string][] {
  const rows: [string, string | undefined][] =
    lead.kind === "contact"
      ? [
          ["Name", lead.contact.name],
          ["Company", lead.contact.company],
          ["Phone", lead.contact.phone],
          ["Note", lead.contact.note],
        ]
      : [
          ["Project", lead.roadmap?.project ?? lead.projectType ?? undefined],
          ["Company size", lead.roadmap?.companySize],
          ["Timeline", lead.roadmap?.timeline],
          ["Budget", lead.roadmap?.budget],
          ["Systems", lead.roadmap?.systems.join(", ")],
          ["Why", lead.roadmap?.drivers.join("; ")],
          ["Concerns", lead.roadmap?.risks.join("; ")],
        ];
  return rows
    .filter((r): r is [string, string] => Boolean(r[1]))
    .map(([k, v]) => [k, v.length > 400 ? `${v.slice(0, 399)}…` : v]);
}
