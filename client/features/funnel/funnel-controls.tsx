import { type FunnelRange, funnelRanges } from "#contracts/funnel";
import { FUNNEL_PAGE_PATH } from "#contracts/funnel-page";
import { buttonClass } from "../../components/ui/button";

/** The page's address for a range and source (plain links: the page has no script bundle). */
export function funnelHref(range: FunnelRange, source: string | null): string {
  const query = new URLSearchParams({ days: String(range) });
  if (source) query.set("source", source);
  return `${FUNNEL_PAGE_PATH}?${query}`;
}

/** The range (7, 30, 90 days) as links, and a form that picks one source or all. */
export function FunnelControls({
  range,
  source,
  sources,
}: {
  range: FunnelRange;
  source: string | null;
  sources: readonly string[];
}) {
  const choices = source && !sources.includes(source) ? [source, ...sources] : sources;
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <nav aria-label="Range">
        <ul className="flex gap-1 rounded-xl border border-border bg-surface p-1">
          {funnelRanges.map((r) => (
            <li key={r}>
              <a
                href={funnelHref(r, source)}
                aria-current={r === range ? "page" : undefined}
                className="block rounded-lg px-3 py-1.5 text-sm font-semibold text-fg-muted hover:text-fg aria-[current=page]:bg-primary aria-[current=page]:text-primary-fg"
              >
                {r} days
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <form method="get" action={FUNNEL_PAGE_PATH} className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="days" value={range} />
        <label className="grid gap-1 text-sm font-semibold">
          Source
          <select
            name="source"
            defaultValue={source ?? ""}
            className="h-10 max-w-64 rounded-lg border border-border bg-surface px-3 text-sm font-normal"
          >
            <option value="">All sources</option>
            {choices.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={buttonClass("secondary")}>
          Show
        </button>
      </form>
    </div>
  );
}
