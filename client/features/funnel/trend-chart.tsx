import { AxisBottom, AxisLeft } from "@visx/axis";
import { Group } from "@visx/group";
import { scaleLinear, scaleUtc } from "@visx/scale";
import { Line, LinePath } from "@visx/shape";
import type { ChartWidth } from "./chart-figure";
import { type TrendKey, type TrendPoint, trendSeries } from "./model";

/** Each series' colour and dash, so the lines differ without colour too. */
export const seriesStyle: Record<TrendKey, { color: string; dash?: string }> = {
  visits: { color: "var(--primary)" },
  starts: { color: "var(--accent)", dash: "6 4" },
  leads: { color: "var(--success)", dash: "2 3" },
};

const HEIGHT = 240;
const margin = { top: 12, right: 16, bottom: 30, left: 48 };
const dayDate = (day: string) => new Date(`${day}T00:00:00Z`);
const compact = new Intl.NumberFormat("en-US", { notation: "compact" });
const shortDay = (d: Date) =>
  d.toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

/** The daily trend: one line per series over the range's days, with visx's axes. */
export function TrendChart({
  points,
  width,
}: {
  points: readonly TrendPoint[];
  width: ChartWidth;
}) {
  const innerW = width - margin.left - margin.right;
  const innerH = HEIGHT - margin.top - margin.bottom;
  const first = dayDate(points[0]!.day);
  const last = dayDate(points.at(-1)!.day);
  const x = scaleUtc({ domain: [first, last], range: [0, innerW] });
  const top = Math.max(4, ...points.flatMap((p) => trendSeries.map((s) => p.values[s.key])));
  const y = scaleLinear({ domain: [0, top], range: [innerH, 0], nice: true });
  const narrow = width < 500;
  return (
    <svg
      width="100%"
      viewBox={`0 0 ${width} ${HEIGHT}`}
      style={{ maxWidth: width }}
      role="presentation"
    >
      <Group left={margin.left} top={margin.top}>
        {y.ticks(4).map((t) => (
          <Line
            key={t}
            from={{ x: 0, y: y(t) }}
            to={{ x: innerW, y: y(t) }}
            stroke="var(--border)"
            strokeWidth={1}
          />
        ))}
        {trendSeries.map((s) => (
          <LinePath
            key={s.key}
            data={points as TrendPoint[]}
            x={(p) => x(dayDate(p.day))}
            y={(p) => y(p.values[s.key])}
            stroke={seriesStyle[s.key].color}
            strokeDasharray={seriesStyle[s.key].dash}
            strokeWidth={2}
            strokeLinejoin="round"
            fill="none"
          />
        ))}
        <AxisLeft
          scale={y}
          numTicks={4}
          hideAxisLine
          hideTicks
          stroke="currentColor"
          tickFormat={(v) => compact.format(Number(v))}
          tickLabelProps={{ fill: "currentColor", fontSize: 12, textAnchor: "end", dx: -4, dy: 4 }}
        />
        <AxisBottom
          scale={x}
          top={innerH}
          numTicks={narrow ? 3 : width > 800 ? 10 : 6}
          stroke="var(--border)"
          tickStroke="var(--border)"
          tickFormat={(v) => shortDay(v as Date)}
          tickLabelProps={{ fill: "currentColor", fontSize: 12, textAnchor: "middle" }}
        />
      </Group>
    </svg>
  );
}

/** The legend: each series' name beside a sample of its line. */
export function TrendLegend() {
  return (
    <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm">
      {trendSeries.map((s) => (
        <li key={s.key} className="flex items-center gap-2">
          <svg width="24" height="8" aria-hidden="true">
            <line
              x1="0"
              y1="4"
              x2="24"
              y2="4"
              stroke={seriesStyle[s.key].color}
              strokeDasharray={seriesStyle[s.key].dash}
              strokeWidth="2"
            />
          </svg>
          {s.label}
        </li>
      ))}
    </ul>
  );
}
