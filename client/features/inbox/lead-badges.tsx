import type { LeadDelivery, LeadKind } from "#contracts/inbox";
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

export const KindBadge = ({ kind }: { kind: LeadKind }) => (
  <Badge tone={kindTone[kind]}>{kindLabels[kind]}</Badge>
);

/** The webhook delivery's status; "No webhook" when none is configured. */
export function DeliveryBadge({ delivery }: { delivery: LeadDelivery | null }) {
  const status = delivery?.status ?? "none";
  return <Badge tone={deliveryTone[status]}>{deliveryLabels[status]}</Badge>;
}

/** Open leads stand out; handled ones step back. */
export const HandledBadge = ({ handled }: { handled: boolean }) =>
  handled ? <Badge>Handled</Badge> : <Badge tone="primary">Open</Badge>;

/** "5 min ago", with the full date and time on hover. */
export const When = ({ iso, className }: { iso: string; className?: string }) => (
  <time dateTime={iso} title={fullDate(iso)} className={className}>
    {relativeTime(iso)}
  </time>
);
