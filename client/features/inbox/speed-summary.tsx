import type { SpeedToLead, SpeedWindow } from "#contracts/inbox";
import { waitText } from "./lead-format";

const percent = (share: number) => `${Math.round(share * 100)}%`;

function WindowFigures({ window: w }: { window: SpeedWindow }) {
  return (
    <div className="min-w-0 px-3 py-2.5 sm:px-4 sm:py-3">
      <dt className="text-xs font-semibold text-fg-muted">Last {w.days} days</dt>
      <dd className="mt-1 text-sm">
        {w.leads === 0 ? (
          <span className="text-fg-muted">No leads yet</span>
        ) : (
          <>
            <span className="block">
              Median{" "}
              <strong className="font-semibold">
                {w.medianMinutes === null ? "over half unanswered" : waitText(w.medianMinutes)}
              </strong>
            </span>
            <span className="block text-fg-muted">
              <strong className="font-semibold text-fg">{percent(w.withinHour ?? 0)}</strong>{" "}
              answered within an hour · {w.leads} {w.leads === 1 ? "lead" : "leads"}
            </span>
            {w.missed > 0 && <span className="block text-danger">{w.missed} missed the hour</span>}
          </>
        )}
      </dd>
    </div>
  );
}

/** How many new prospects wait for a first contact, and the oldest wait. */
function Waiting({ waiting }: { waiting: SpeedToLead["waiting"] }) {
  if (waiting.count === 0)
    return <p className="mt-2 text-sm text-fg-muted">No one waiting for a first contact.</p>;
  return (
    <p className="mt-2 text-sm">
      <strong className="font-semibold">{waiting.count} waiting</strong>
      {waiting.oldestMinutes !== null && (
        <span className="text-fg-muted"> · oldest {waitText(waiting.oldestMinutes)}</span>
      )}
    </p>
  );
}

/**
 * Speed to lead: from a lead's arrival to the first sales action (a status, an owner, a note),
 * over the last 7 and 30 days (docs/decisions/025).
 */
export function SpeedSummary({ speed }: { speed: SpeedToLead | null }) {
  if (!speed) return null;
  return (
    <section aria-labelledby="speed-title" className="mb-6">
      <h2 id="speed-title" className="text-sm font-semibold">
        Speed to lead{" "}
        <span className="font-normal text-fg-muted">(arrival to first sales action)</span>
      </h2>
      <dl className="mt-2 grid grid-cols-2 divide-x divide-border rounded-xl border border-border bg-surface lg:max-w-2xl">
        {speed.windows.map((w) => (
          <WindowFigures key={w.days} window={w} />
        ))}
      </dl>
      <Waiting waiting={speed.waiting} />
    </section>
  );
}
