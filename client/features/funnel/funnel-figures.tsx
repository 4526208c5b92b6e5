import type { FunnelReport } from "#contracts/funnel";
import { type BarRow, BarRows } from "./bar-rows";
import { ChartFigure, DataTable } from "./chart-figure";
import { clarityRows, type FunnelRow, percent, tryDropOff, tryRows } from "./model";

const n = (v: number) => v.toLocaleString("en-US");

const funnelBars = (rows: readonly FunnelRow[]): BarRow[] =>
  rows.map((r, i) => ({
    label: r.label,
    value: r.count,
    text: i === 0 ? n(r.count) : `${n(r.count)} · ${r.ofFirst}`,
  }));

function FunnelFigure({
  id,
  title,
  rows,
  color,
}: {
  id: string;
  title: string;
  rows: FunnelRow[];
  color?: string;
}) {
  const first = rows[0]!;
  const last = rows.at(-1)!;
  return (
    <ChartFigure
      span="half"
      id={id}
      title={title}
      summary={`${n(first.count)} ${first.label.toLowerCase()}, ${n(last.count)} ${last.label.toLowerCase()} (${last.ofFirst}).`}
      draw={(width) => <BarRows rows={funnelBars(rows)} width={width} color={color} />}
      table={
        <DataTable
          caption={title}
          columns={["Step", "Count", "Of the first step", "Of the step before"]}
          rows={rows.map((r) => [r.label, r.count, r.ofFirst, r.ofPrevious])}
        />
      }
    />
  );
}

/** The Clarity chat's funnel and the contact form's, side by side on a wide screen. */
export function FunnelFigures({ report }: { report: FunnelReport }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <FunnelFigure id="clarity-funnel" title="Clarity chat" rows={clarityRows(report.totals)} />
      <FunnelFigure
        id="try-funnel"
        title="Contact form (/try)"
        rows={tryRows(report.totals)}
        color="var(--accent)"
      />
    </div>
  );
}

/** Drop-off per question on /try: who reached each question and left without an answer. */
export function DropOffFigure({ report }: { report: FunnelReport }) {
  const { questions, note } = tryDropOff(report.totals);
  const worst = questions.reduce((a, q) => (q.rate > a.rate ? q : a), questions[0]!);
  const rows = [...questions, note];
  return (
    <ChartFigure
      span="half"
      id="drop-off"
      title="Drop-off per question on /try"
      summary={
        worst.left > 0
          ? `Most left at ${worst.label.toLowerCase()}: ${n(worst.left)} of ${n(worst.reached)} (${percent(worst.left, worst.reached)}).`
          : "Nobody left at a question in these days."
      }
      draw={(width) => (
        <BarRows
          width={width}
          max={1}
          color="var(--danger)"
          rows={questions.map((q) => ({
            label: q.label,
            value: q.rate,
            text: `${percent(q.left, q.reached)} · ${n(q.left)} left`,
          }))}
        />
      )}
      after={
        <p className="mt-3 text-sm text-fg-muted">
          The note is optional: {n(note.answered)} of {n(note.reached)} who gave a phone number
          wrote one.
        </p>
      }
      table={
        <DataTable
          caption="Drop-off per question on /try"
          columns={["Question", "Reached", "Left", "Drop-off"]}
          rows={rows.map((q) => [q.label, q.reached, q.left, percent(q.left, q.reached)])}
        />
      }
    />
  );
}
