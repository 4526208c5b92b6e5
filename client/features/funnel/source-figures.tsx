import type { FunnelReport } from "#contracts/funnel";
import { BarRows } from "./bar-rows";
import { ChartFigure, DataTable } from "./chart-figure";
import {
  MIN_VISITS_RANKED,
  percent,
  type SourceRow,
  sourceNotes,
  sourceRows,
  topByConversion,
  topByLeads,
  trendPoints,
  trendSeries,
} from "./model";
import { TrendChart, TrendLegend } from "./trend-chart";

const n = (v: number) => v.toLocaleString("en-US");
const rate = (r: SourceRow) => (r.conversion === null ? "—" : percent(r.leads, r.visits));
const sourceTable = (caption: string, rows: readonly SourceRow[]) => (
  <DataTable
    caption={caption}
    columns={["Source", "Visits", "Started", "Leads", "Per visit"]}
    rows={rows.map((r) => [
      <>
        <a
          href={`/inbox?source=${encodeURIComponent(r.source)}`}
          className="font-semibold text-primary hover:underline"
        >
          {r.source}
        </a>
        {sourceNotes[r.source] ? ` (${sourceNotes[r.source]})` : ""}
      </>,
      r.visits,
      r.starts,
      r.leads,
      rate(r),
    ])}
  />
);

/** Visits, starts and leads per day over the range. */
export function TrendFigure({ report }: { report: FunnelReport }) {
  const points = trendPoints(report);
  const busiest = points.reduce((a, p) => (p.values.visits > a.values.visits ? p : a), points[0]!);
  return (
    <ChartFigure
      id="trend"
      title="Daily trend"
      summary={`Per day from ${report.from} to ${report.to} (UTC); the busiest day was ${busiest.day} with ${n(busiest.values.visits)} visits.`}
      draw={(width) => <TrendChart points={points} width={width} />}
      after={<TrendLegend />}
      table={
        <DataTable
          caption="Daily trend"
          columns={["Day", ...trendSeries.map((s) => s.label)]}
          rows={[...points]
            .reverse()
            .map((p) => [p.day, ...trendSeries.map((s) => p.values[s.key])])}
        />
      }
    />
  );
}

/** The sources that brought most leads, and those whose visits most often became leads. */
export function SourceFigures({ report }: { report: FunnelReport }) {
  const rows = sourceRows(report);
  const byLeads = topByLeads(rows);
  const byRate = topByConversion(rows);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ChartFigure
        span="half"
        id="sources-leads"
        title="Top sources by leads"
        summary={
          byLeads[0]
            ? `${byLeads[0].source} brought most leads: ${n(byLeads[0].leads)}.`
            : "No leads in these days."
        }
        draw={(width) => (
          <BarRows
            width={width}
            rows={byLeads.map((r) => ({ label: r.source, value: r.leads, text: n(r.leads) }))}
          />
        )}
        table={sourceTable("Top sources by leads", byLeads)}
      />
      <ChartFigure
        span="half"
        id="sources-conversion"
        title="Top sources by conversion"
        summary={
          byRate[0]
            ? `Leads per visit, sources with ${MIN_VISITS_RANKED}+ visits: ${byRate[0].source} leads with ${rate(byRate[0])}.`
            : `No source has ${MIN_VISITS_RANKED} visits yet in these days.`
        }
        draw={(width) => (
          <BarRows
            width={width}
            max={Math.max(0.01, ...byRate.map((r) => r.conversion ?? 0))}
            color="var(--success)"
            rows={byRate.map((r) => ({
              label: r.source,
              value: r.conversion ?? 0,
              text: `${rate(r)} · ${n(r.leads)} leads`,
            }))}
          />
        )}
        table={sourceTable("Top sources by conversion", byRate)}
      />
    </div>
  );
}
