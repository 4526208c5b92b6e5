import {
  type DeliveryStatus,
  type LeadDelivery,
  type LeadKind,
  type LeadStatus,
  type NextStep,
  type NextStepKind,
  type ProspectMeeting,
  statusLabels,
} from "#contracts/inbox";
import { Badge, type BadgeTone } from "../../components/ui/badge";
import { type DeliveryFilter, deliveryLabels, kindLabels } from "./lead-filters";
import { fullDate, relativeTime } from "./lead-format";

// Not "accent": its light text on its soft background is 4.47:1, under WCAG AA's 4.5:1.
const kindTone: Record<LeadKind, BadgeTone> = { contact: "primary", chat: "neutral" };
const deliveryTone: Record<DeliveryFilter, BadgeTone> = {
  pending: "warning",
  delivered: "success",
  failed: "danger",
  none: "neutral",
};
const statusTone: Record<LeadStatus, BadgeTone> = {
  new: "primary",
  contacted: "warning",
  qualified: "success",
  won: "success",
  lost: "neutral",
};

export const KindBadge = ({ kind }: { kind: LeadKind }) => (
  <Badge tone={kindTone[kind]}>{kindLabels[kind]}</Badge>
);

/** The delivery's status (webhook and alerts); "No webhook" when none is configured. */
export function DeliveryBadge({ delivery }: { delivery: LeadDelivery | DeliveryStatus | null }) {
  const status = (typeof delivery === "string" ? delivery : delivery?.status) ?? "none";
  return <Badge tone={deliveryTone[status]}>{deliveryLabels[status]}</Badge>;
}

/** Sales' status; "Reopened" beside New when news from the prospect brought it back. */
export function StatusBadge({
  status,
  reopenedAt,
}: {
  status: LeadStatus;
  reopenedAt: string | null;
}) {
  return (
    <span className="inline-flex flex-wrap gap-1">
      <Badge tone={statusTone[status]}>{statusLabels[status]}</Badge>
      {status === "new" && reopenedAt && (
        <Badge tone="danger" title={`Reopened ${fullDate(reopenedAt)}`}>
          Reopened
        </Badge>
      )}
    </span>
  );
}

/** "5 min ago", with the full date and time on hover. */
export const When = ({ iso, className }: { iso: string; className?: string }) => (
  <time dateTime={iso} title={fullDate(iso)} className={className}>
    {relativeTime(iso)}
  </time>
);

/** They asked for a call, and none is logged since. */
export const CallBadge = () => <Badge tone="warning">Wants a call</Badge>;

export const nextStepLabels: Record<NextStepKind, string> = {
  call: "Call",
  email: "Email",
  meeting: "Meeting",
};

/** A due time as a rep reads it, in the browser's zone: "Thu 10:00", or "Mar 4 10:00" further off. */
export function dueText(iso: string, now = Date.now()): string {
  const at = new Date(iso);
  const days = Math.abs(at.getTime() - now) / 86_400_000;
  const time = at.toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit" });
  const day =
    days < 6
      ? at.toLocaleDateString("en-US", { weekday: "short" })
      : at.toLocaleDateString("en-US", { month: "short", day: "numeric" });
  return `${day} ${time}`;
}

/** The next step: "Call · due Thu 10:00", and a red "Overdue" once its time has passed. */
export function NextStepLine({ step, className }: { step: NextStep; className?: string }) {
  const overdue = Date.parse(step.dueAt) < Date.now();
  return (
    <span className={`inline-flex flex-wrap items-center gap-1.5 ${className ?? ""}`}>
      {overdue && <Badge tone="danger">Overdue</Badge>}
      <time dateTime={step.dueAt} title={fullDate(step.dueAt)}>
        {nextStepLabels[step.kind]} · due {dueText(step.dueAt)}
      </time>
    </span>
  );
}

/** The meeting the prospect booked (Cal.com): "Meeting booked · Thu 10:00", or cancelled. */
export function MeetingLine({
  meeting,
  className,
}: {
  meeting: ProspectMeeting;
  className?: string;
}) {
  const booked = meeting.status === "booked";
  return (
    <span className={`inline-flex flex-wrap items-center gap-1.5 ${className ?? ""}`}>
      <Badge tone={booked ? "success" : "neutral"}>
        {booked ? "Meeting booked" : "Meeting cancelled"}
      </Badge>
      <time dateTime={meeting.at} title={fullDate(meeting.at)}>
        {dueText(meeting.at)}
      </time>
    </span>
  );
}
