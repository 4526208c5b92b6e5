import { UNCONFIRMED_OTHER_BROWSER } from "../../contracts/inbox";
import type { LeadRecord } from "../../contracts/lead-record";
import { inert } from "../../lib/inert-text";

/**
 * Why sales are alerted about a lead; `unconfirmed`: a request from another browser under a
 * prospect's address, not confirmed (docs/decisions/028).
 */
export type AlertReason =
  | "new"
  | "call"
  | "phone"
  | "reopened"
  | "unconfirmed"
  | "meeting_booked"
  | "meeting_rescheduled"
  | "meeting_cancelled"
  | "assigned"
  | "next_step_due";

const headline: Record<AlertReason, string> = {
  new: "New lead",
  call: "Asked for a call",
  phone: "Gave a phone number",
  reopened: "Reopened by news from the prospect",
  unconfirmed: "Unconfirmed request using a prospect's email",
  meeting_booked: "Meeting booked",
  meeting_rescheduled: "Meeting moved",
  meeting_cancelled: "Meeting cancelled",
  assigned: "Assigned to you",
  next_step_due: "Next step due",
};

const stepKind = { call: "Call", email: "Email", meeting: "Meeting" } as const;

/** A time as an alert writes it: "2026-11-28 15:30 UTC". */
const meetingTime = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/** What every alert of a lead from another browser under a prospect's address says first. */
export const UNCONFIRMED_WARNING = `${UNCONFIRMED_OTHER_BROWSER}: contact details and status unchanged`;

/**
 * What every alert says, whatever carries it (email, Slack, Teams): plain strings, as the
 * prospect typed them; each renderer escapes them for its own format.
 */
export interface AlertContent {
  reason: AlertReason;
  headline: string;
  /** "Dana Reyes, Acme Industrial" or the address of a chat lead. */
  who: string;
  fields: [label: string, value: string][];
  /** The prospect's own words: the form's note, or their latest chat messages. */
  asked: string[];
  /** The last of `asked` is the news that reopened the prospect: shown as new. */
  newestIsNew: boolean;
  roadmap: [label: string, value: string][];
  /** The lead in the inbox. */
  link: string;
  /** The prospect asks for a call not yet logged: said first, whatever the alert. */
  wantsCall: boolean;
}

const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

function roadmapLines(lead: LeadRecord): [string, string][] {
  const r = lead.roadmap;
  if (!r) return [];
  const lines: [string, string | undefined][] = [
    ["Project", r.project],
    ["Company size", r.companySize],
    ["Timeline", r.timeline],
    ["Budget", r.budget],
    ["Core team", r.coreTeam],
    ["Systems", r.systems.join(", ")],
    ["Why", r.drivers.join("; ")],
    ["Teams", r.departments.join(", ")],
    ["Concerns", r.risks.join("; ")],
  ];
  return lines
    .filter((l): l is [string, string] => Boolean(l[1]))
    .map(([k, v]) => [k, clip(v, 300)]);
}

function askedOf(lead: LeadRecord): string[] {
  if (lead.contact.note) return [clip(lead.contact.note, 600)];
  return lead.conversations
    .flatMap((c) => c.messages)
    .filter((m) => m.role === "user")
    .slice(-3)
    .map((m) => clip(m.text, 400));
}

export function alertContent(
  lead: LeadRecord & {
    summary?: { assignee: string | null; unconfirmedOtherBrowser?: boolean };
    prospectName?: string | null;
    meeting?: { at: string; status: string } | null;
    callRequested?: boolean;
    nextStep?: { kind: keyof typeof stepKind; dueAt: string } | null;
  },
  reason: AlertReason,
  origin: string,
): AlertContent {
  const c = lead.contact;
  const who = [c.name, c.company].filter(Boolean).join(", ") || c.email || "A prospect";
  // The request's details stay its own: the prospect whose address it used is named apart.
  const unconfirmed = reason === "unconfirmed" || lead.summary?.unconfirmedOtherBrowser === true;
  const fields: [string, string | undefined][] = [
    ["Warning", unconfirmed ? UNCONFIRMED_WARNING : undefined],
    [
      "Meeting",
      reason.startsWith("meeting_") && lead.meeting ? meetingTime(lead.meeting.at) : undefined,
    ],
    [
      "Next step",
      reason === "next_step_due" && lead.nextStep
        ? `${stepKind[lead.nextStep.kind]}, due ${meetingTime(lead.nextStep.dueAt)}`
        : undefined,
    ],
    ["Prospect", unconfirmed ? (lead.prospectName ?? undefined) : undefined],
    ["Name", c.name],
    ["Company", c.company],
    ["Email", c.email],
    ["Phone", c.phone],
    ["Project", lead.projectType ?? undefined],
    ["Came through", lead.kind === "contact" ? "the contact form" : "the Clarity chat"],
    ["Owner", lead.summary?.assignee ?? undefined],
  ];
  const asked = askedOf(lead);
  return {
    reason,
    headline: headline[reason],
    who: clip(who, 160),
    fields: fields
      .filter((f): f is [string, string] => Boolean(f[1]))
      .map(([k, v]) => [k, clip(v, 300)]),
    asked,
    newestIsNew: reason === "reopened" && asked.length > 0,
    roadmap: roadmapLines(lead),
    link: `${origin.replace(/\/$/, "")}/inbox/${lead.id}`,
    // A request from another browser is said to be that first: its words ask nothing of sales.
    wantsCall: !unconfirmed && (reason === "call" || lead.callRequested === true),
  };
}

/** What an alert is, as its first line says it: "Wants a call" first when they do. */
export const titleOf = (content: AlertContent) =>
  !content.wantsCall
    ? content.headline
    : content.reason === "call"
      ? "Wants a call"
      : `Wants a call · ${content.headline}`;

/** The alert's headline and who, "Wants a call: <who>" first when they do; `who` as shown. */
export const headerOf = (content: AlertContent, who = content.who) =>
  !content.wantsCall
    ? `${content.headline}: ${who}`
    : content.reason === "call"
      ? `Wants a call: ${who}`
      : `Wants a call: ${who} — ${content.headline}`;

/** One line for a subject or a notification: never a line break a prospect typed. */
export const subjectOf = (content: AlertContent) =>
  headerOf(content)
    .replace(/[\r\n\u2028\u2029]+/g, " ")
    .slice(0, 180);

/**
 * A field's value as every channel shows it: the prospect's made inert; the owner's name, a person
 * of the inbox (an address with Cloudflare Access), as it is.
 */
export const fieldText = ([label, value]: [string, string]) =>
  label === "Owner" ? value : inert(value);
