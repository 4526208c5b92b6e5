import type { ReactNode, Ref } from "react";
import type { Activity, Opportunity } from "#contracts/crm";
import { Badge, type BadgeTone } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { intentProps } from "../../lib/intent";
import { shortDate, usd } from "./format";
import { useFlashOnChange } from "./use-flash";

const probabilityTone = (p: number): BadgeTone =>
  p >= 75 ? "success" : p > 50 ? "primary" : p >= 30 ? "warning" : "neutral";
const typeIcon: Record<Activity["type"], string> = {
  call: "M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1Z",
  email:
    "M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm8 7.2L4.8 7H19.2Z",
  meeting:
    "M7 3v2H5a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2h-2V3h-2v2H9V3Zm-2 7h14v9H5Z",
  note: "M4 4h16a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H8l-4 4V5a1 1 0 0 1 1-1Zm3 4v2h10V8Zm0 4v2h7v-2Z",
};

/** A list row that flashes when its item changes (an assistant update, an edit). */
function Row({ watch, children }: { watch: string; children: ReactNode }) {
  const ref = useFlashOnChange<HTMLLIElement>(watch);
  return <li ref={ref}>{children}</li>;
}

/**
 * After a deletion the deleted item's button is gone, and with it the focus: move it to the item
 * now at that place (or the last one), or to the card's add button when the list is empty.
 */
export function focusInCard(card: HTMLElement | null, index: number) {
  const items = card?.querySelectorAll<HTMLButtonElement>("li > button") ?? [];
  const target = items[Math.min(index, items.length - 1)] ?? card?.querySelector("button");
  target?.focus();
}

function CardShell({
  title,
  action,
  children,
  ref,
}: {
  title: string;
  action: ReactNode;
  children: ReactNode;
  ref?: Ref<HTMLElement>;
}) {
  const id = `${title.replace(/\s+/g, "-").toLowerCase()}-title`;
  return (
    <section
      ref={ref}
      aria-labelledby={id}
      className="min-w-0 rounded-2xl border border-border bg-surface"
    >
      <div className="flex items-center justify-between gap-3 border-b border-border px-5 py-4">
        <h2 id={id} className="font-semibold">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

export function PipelineCard({
  opportunities,
  onOpen,
  onAdd,
  onIntent,
  ref,
}: {
  opportunities: Opportunity[];
  ref?: Ref<HTMLElement>;
  onOpen: (id: string) => void;
  onAdd: () => void;
  /** The visitor is about to add or open one: fetch the form code. */
  onIntent: () => void;
}) {
  return (
    <CardShell
      ref={ref}
      title="Opportunity Pipeline"
      action={
        <Button
          size="sm"
          onClick={onAdd}
          {...intentProps(onIntent)}
          className="shrink-0 whitespace-nowrap"
        >
          + Add New
        </Button>
      }
    >
      {opportunities.length === 0 ? (
        <p className="px-5 py-8 text-center text-sm text-fg-muted">No opportunities yet.</p>
      ) : (
        <ul className="divide-y divide-border">
          {opportunities.map((o) => (
            <Row
              key={o.id}
              watch={`${o.company}|${o.amount}|${o.stage}|${o.probability}|${o.closeDate}`}
            >
              <button
                type="button"
                onClick={() => onOpen(o.id)}
                className="flex w-full items-center justify-between gap-3 px-5 py-3.5 text-left hover:bg-surface-muted"
              >
                <span className="min-w-0">
                  <span className="block font-medium wrap-anywhere">{o.company}</span>
                  <span className="mt-0.5 flex items-center gap-2 text-xs text-fg-muted">
                    {o.stage}
                    <Badge tone={probabilityTone(o.probability)}>{o.probability}%</Badge>
                  </span>
                </span>
                <span className="shrink-0 text-right">
                  <span className="block font-semibold tabular-nums">{usd(o.amount)}</span>
                  <span className="text-xs text-fg-muted">{shortDate(o.closeDate)}</span>
                </span>
              </button>
            </Row>
          ))}
        </ul>
      )}
    </CardShell>
  );
}

export function ActivitiesCard({
  activities,
  onOpen,
  onAdd,
  onIntent,
  ref,
}: {
  activities: Activity[];
  ref?: Ref<HTMLElement>;
  onOpen: (id: string) => void;
  onAdd: () => void;
  /** The visitor is about to add or open one: fetch the form code. */
  onIntent: () => void;
}) {
  return (
    <CardShell
      ref={ref}
      title="Recent Activities"
      action={
        <Button
          size="sm"
          variant="secondary"
          onClick={onAdd}
          {...intentProps(onIntent)}
          className="shrink-0 whitespace-nowrap"
        >
          + Log Activity
        </Button>
      }
    >
      {activities.length === 0 ? (
        <p className="px-5 py-8 text-center text-sm text-fg-muted">No activities yet.</p>
      ) : (
        <ul className="divide-y divide-border">
          {activities.map((a) => (
            <Row key={a.id} watch={`${a.type}|${a.contact}|${a.subject}|${a.notes ?? ""}`}>
              <button
                type="button"
                onClick={() => onOpen(a.id)}
                className="flex w-full items-start gap-3 px-5 py-3.5 text-left hover:bg-surface-muted"
              >
                <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
                  <svg viewBox="0 0 24 24" className="size-4" role="img" aria-label={a.type}>
                    <path fill="currentColor" d={typeIcon[a.type]} />
                  </svg>
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-medium wrap-anywhere">{a.subject}</span>
                  <span className="block text-xs wrap-anywhere text-fg-muted">{a.contact}</span>
                </span>
                <span className="shrink-0 text-xs text-fg-muted">{a.time}</span>
              </button>
            </Row>
          ))}
        </ul>
      )}
    </CardShell>
  );
}
