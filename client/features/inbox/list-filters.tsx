import { useEffect, useId, useRef, useState } from "react";
import {
  deliveryLabels,
  handledLabels,
  kindLabels,
  type ListFilters,
  MAX_SEARCH_CHARS,
} from "./lead-filters";

/** How long typing pauses before the search runs. */
const SEARCH_DELAY_MS = 250;

const control =
  "h-10 w-full min-w-0 rounded-lg border border-border bg-surface px-3 text-sm text-fg focus-visible:border-primary";

function Select<K extends string>({
  label,
  labels,
  value,
  onChange,
}: {
  label: string;
  labels: Record<K, string>;
  value: K | undefined;
  onChange: (value: K | undefined) => void;
}) {
  const id = useId();
  const keys = Object.keys(labels).filter((k): k is K => Object.hasOwn(labels, k));
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="block text-xs font-semibold text-fg-muted">
        {label}
      </label>
      <select
        id={id}
        value={value ?? ""}
        onChange={(e) => onChange(keys.find((k) => k === e.target.value))}
        className={`mt-1 ${control}`}
      >
        <option value="">All</option>
        {keys.map((k) => (
          <option key={k} value={k}>
            {labels[k]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Kind, delivery and handled selects, and a search that runs as typing pauses. */
export function ListFiltersBar({
  filters,
  onChange,
}: {
  filters: ListFilters;
  onChange: (filters: ListFilters) => void;
}) {
  const searchId = useId();
  const [text, setText] = useState(filters.q ?? "");
  // The latest filters, for the debounced search (a select may change while typing pauses).
  const latest = useRef({ filters, onChange });
  latest.current = { filters, onChange };

  useEffect(() => {
    const q = text.trim() || undefined;
    if (q === latest.current.filters.q) return;
    const timer = setTimeout(
      () => latest.current.onChange({ ...latest.current.filters, q }),
      SEARCH_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <search
      aria-label="Filter leads"
      className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-3 lg:grid-cols-[repeat(3,minmax(0,11rem))_minmax(0,1fr)]"
    >
      <Select
        label="Kind"
        labels={kindLabels}
        value={filters.kind}
        onChange={(kind) => onChange({ ...filters, kind })}
      />
      <Select
        label="Delivery"
        labels={deliveryLabels}
        value={filters.status}
        onChange={(status) => onChange({ ...filters, status })}
      />
      <Select
        label="Handled"
        labels={handledLabels}
        value={filters.handled}
        onChange={(handled) => onChange({ ...filters, handled })}
      />
      <div className="min-w-0 min-[480px]:col-span-3 lg:col-span-1">
        <label htmlFor={searchId} className="block text-xs font-semibold text-fg-muted">
          Search
        </label>
        <input
          id={searchId}
          type="search"
          value={text}
          maxLength={MAX_SEARCH_CHARS}
          onChange={(e) => setText(e.target.value)}
          placeholder="Name, company, email or project"
          className={`mt-1 ${control} placeholder:text-fg-muted`}
        />
      </div>
    </search>
  );
}
