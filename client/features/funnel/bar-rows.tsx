import { Group } from "@visx/group";
import { scaleBand, scaleLinear } from "@visx/scale";
import { Bar } from "@visx/shape";
import type { ChartWidth } from "./chart-figure";

export interface BarRow {
  label: string;
  value: number;
  /** What is written at the bar's end, e.g. "1,204 · 38%". */
  text: string;
}

const ROW = 44;
const TEXT_Y = 15;
const BAR_Y = 22;
const BAR_H = 14;
/** About how wide a character of the 13 px labels is, in pixels. */
const CHAR_PX = 7.4;

/** The label cut to what fits beside the row's figure (the table has it whole). */
const clip = (label: string, text: string, width: number) => {
  const room = Math.floor((width - text.length * CHAR_PX - 16) / CHAR_PX);
  return label.length > room ? `${label.slice(0, Math.max(4, room - 1))}…` : label;
};

/**
 * Horizontal bars, one row each: the label above its bar on the left, its figure on the right,
 * and the bar across the whole width under them (a long label is cut; the table has it whole).
 * Drawn with visx's band and linear scales; `max` fixes the scale's top (1 for shares), else the
 * largest value.
 */
export function BarRows({
  rows,
  width,
  max,
  color = "var(--primary)",
}: {
  rows: readonly BarRow[];
  width: ChartWidth;
  max?: number;
  color?: string;
}) {
  if (rows.length === 0) return <p className="py-6 text-center text-sm">Nothing counted yet.</p>;
  const height = rows.length * ROW;
  const y = scaleBand({ domain: rows.map((_, i) => i), range: [0, height] });
  const x = scaleLinear({
    domain: [0, max ?? Math.max(1, ...rows.map((r) => r.value))],
    range: [0, width],
    clamp: true,
  });
  return (
    <svg
      width="100%"
      viewBox={`0 0 ${width} ${height}`}
      style={{ maxWidth: width }}
      role="presentation"
    >
      {rows.map((row, i) => (
        <Group key={row.label} top={y(i) ?? 0}>
          <text y={TEXT_Y} fontSize={13} fill="var(--fg)">
            {clip(row.label, row.text, width)}
          </text>
          <text x={width} y={TEXT_Y} fontSize={13} fill="currentColor" textAnchor="end">
            {row.text}
          </text>
          <rect y={BAR_Y} width={width} height={BAR_H} rx={3} fill="var(--surface-muted)" />
          <Bar
            y={BAR_Y}
            width={Math.max(row.value > 0 ? 2 : 0, x(row.value))}
            height={BAR_H}
            rx={3}
            fill={color}
          />
        </Group>
      ))}
    </svg>
  );
}
