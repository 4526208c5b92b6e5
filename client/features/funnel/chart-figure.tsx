import type { ReactNode } from "react";

/**
 * The widths each chart is drawn at: a phone's column; a card on a tablet; and on a wide screen a
 * card of the whole width or of half of it.
 */
export const CHART_WIDTHS = { narrow: 340, wide: 720, full: 1040, half: 480 } as const;
export type ChartWidth = (typeof CHART_WIDTHS)[keyof typeof CHART_WIDTHS];

/**
 * A chart as the page shows it (docs/decisions/026): a titled figure, the SVG drawn on the server
 * at each width its card can have (CSS shows the one that fits, so text keeps its size), and the
 * same numbers as a table behind it. The SVG is hidden from screen readers, which read the
 * caption's summary and the table.
 */
export function ChartFigure({
  id,
  title,
  summary,
  draw,
  table,
  after,
  span = "full",
  className,
}: {
  id: string;
  title: string;
  /** One sentence with the chart's main figures. */
  summary: ReactNode;
  draw: (width: ChartWidth) => ReactNode;
  table: ReactNode;
  /** Shown under the chart (a legend). */
  after?: ReactNode;
  /** The card's width on a wide screen: the page's, or half of it. */
  span?: "full" | "half";
  className?: string;
}) {
  return (
    <figure
      aria-labelledby={`${id}-title`}
      className={`min-w-0 rounded-2xl border border-border bg-surface p-5 sm:p-6 ${className ?? ""}`}
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {title}
      </h2>
      <figcaption className="mt-1 text-sm text-fg-muted">{summary}</figcaption>
      <div aria-hidden="true" className="mt-4 text-fg-muted">
        <div className="sm:hidden">{draw(CHART_WIDTHS.narrow)}</div>
        <div className="hidden sm:block lg:hidden">{draw(CHART_WIDTHS.wide)}</div>
        <div className="hidden lg:block">{draw(CHART_WIDTHS[span])}</div>
      </div>
      {after}
      <details className="mt-4 text-sm">
        <summary className="cursor-pointer font-semibold text-primary">
          {title}: the numbers
        </summary>
        <div className="mt-3 overflow-x-auto">{table}</div>
      </details>
    </figure>
  );
}

/** A plain data table: a caption, column heads, one row per item; numbers right-aligned. */
export function DataTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly (string | number | ReactNode)[])[];
}) {
  return (
    <table className="w-full border-collapse text-left text-xs sm:text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-border text-fg-muted">
          {columns.map((c, i) => (
            <th
              key={c}
              scope="col"
              className={`py-1.5 pr-4 font-semibold ${i ? "text-right" : ""}`}
            >
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, r) => (
          <tr key={r} className="border-b border-border last:border-0">
            {row.map((cell, i) =>
              i === 0 ? (
                <th key="head" scope="row" className="py-1.5 pr-3 font-normal wrap-anywhere">
                  {cell}
                </th>
              ) : (
                <td
                  key={String(i)}
                  className="py-1.5 pr-3 text-right whitespace-nowrap tabular-nums last:pr-0"
                >
                  {typeof cell === "number" ? cell.toLocaleString("en-US") : cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
