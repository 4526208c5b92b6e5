import { useEffect, useId, useRef, useState } from "react";
import type { InboxActor } from "#contracts/inbox-people";
import {
  defaultOrder,
  deliveryLabels,
  type FollowUp,
  filtersQuery,
  followUpLabels,
  kindLabels,
  type ListFilters,
  MAX_SEARCH_CHARS,
  sortLabels,
  statusFilterLabels,
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
  all = "All",
}: {
  label: string;
  labels: Record<K, string>;
  value: K | undefined;
  onChange: (value: K | undefined) => void;
  all?: string | null;
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
        {all !== null && <option value="">{all}</option>}
        {keys.map((k) => (
          <option key={k} value={k}>
            {labels[k]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** "Mine", "Unassigned" and each person of the inbox but me, by name. */
function ownerLabels(people: InboxActor[], me: string | undefined, current: string | undefined) {
  const labels: Record<string, string> = { me: "Mine", none: "Unassigned" };
  for (const p of people) if (p.name !== me) labels[p.name] = p.name;
  if (current && !labels[current]) labels[current] = current;
  return labels;
}

/** How many of the list's filters narrow it (the sort does not). */
export function activeFilterCount(filters: ListFilters): number {
  const { q, status, assignee, kind, delivery, source, callRequested, due } = filters;
  return [q, status, assignee, kind, delivery, source, callRequested, due].filter(Boolean).length;
}

/**
 * Search, status, owner, kind and delivery, and the sort: the list's query string. On a phone they
 * sit behind one "Filters" button, so the list starts on the first screen; wider, they are shown.
 */
export function ListFiltersBar({
  filters,
  onChange,
  people,
  me,
}: {
  filters: ListFilters;
  onChange: (filters: ListFilters) => void;
  people: InboxActor[];
  me: string | undefined;
}) {
  const searchId = useId();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(filters.q ?? "");
  // The filters last sent, until the URL shows them: a change made while the one before is still
  // on its way (a select chosen as typing pauses) builds on it, never on the older filters.
  // Once the URL moves (this change arriving, or any other), the URL is the truth again.
  const pending = useRef<{ filters: ListFilters; from: string } | null>(null);
  const shown = filtersQuery(filters);
  if (pending.current && pending.current.from !== shown) pending.current = null;
  const latest = useRef({ filters, onChange, shown });
  latest.current = { filters, onChange, shown };
  const send = (next: Partial<ListFilters>) => {
    const merged = { ...(pending.current?.filters ?? latest.current.filters), ...next };
    pending.current = { filters: merged, from: latest.current.shown };
    latest.current.onChange(merged);
  };
  const sendRef = useRef(send);
  sendRef.current = send;

  useEffect(() => {
    const q = text.trim() || undefined;
    if (q === (pending.current?.filters ?? latest.current.filters).q) return;
    const timer = setTimeout(() => sendRef.current({ q }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const sort = filters.sort ?? "activity";
  const order = filters.order ?? defaultOrder[sort];
  const set = send;
  const active = activeFilterCount(filters);
  const followUp: FollowUp | undefined = filters.callRequested ? "call" : filters.due;
  const setFollowUp = (next: FollowUp | undefined) =>
    set({
      callRequested: next === "call" ? "true" : undefined,
      due: next === "call" ? undefined : next,
    });

  return (
    <search aria-label="Filter and sort prospects">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="flex h-10 items-center gap-2 rounded-lg border border-border bg-surface px-4 text-sm font-semibold text-fg hover:bg-surface-muted focus-visible:border-primary sm:hidden"
      >
        Filters
        {active > 0 && (
          <span className="rounded-full bg-primary px-2 text-xs leading-5 text-primary-fg">
            {active}
            <span className="sr-only"> active</span>
          </span>
        )}
        <span aria-hidden="true" className={open ? "rotate-180" : ""}>
          ▾
        </span>
      </button>
      <div
        id={panelId}
        className={`${open ? "mt-3 grid" : "hidden"} grid-cols-2 gap-3 sm:mt-0 sm:grid sm:grid-cols-3 lg:grid-cols-[minmax(0,1.7fr)_repeat(5,minmax(0,1fr))_minmax(0,1.5fr)]`}
      >
        <div className="col-span-2 min-w-0 sm:col-span-3 lg:col-span-1">
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
        <Select
          label="Follow up"
          all="Anyone"
          labels={followUpLabels}
          value={followUp}
          onChange={setFollowUp}
        />
        <Select
          label="Status"
          labels={statusFilterLabels}
          value={filters.status}
          onChange={(status) => set({ status })}
        />
        <Select
          label="Owner"
          all="Anyone"
          labels={ownerLabels(people, me, filters.assignee)}
          value={filters.assignee}
          onChange={(assignee) => set({ assignee })}
        />
        <Select
          label="Kind"
          labels={kindLabels}
          value={filters.kind}
          onChange={(kind) => set({ kind })}
        />
        <Select
          label="Delivery"
          labels={deliveryLabels}
          value={filters.delivery}
          onChange={(delivery) => set({ delivery })}
        />
        <div className="col-span-2 flex min-w-0 items-end gap-2 sm:col-span-1">
          <div className="min-w-0 flex-1">
            <Select
              label="Sort by"
              all={null}
              labels={sortLabels}
              value={sort}
              onChange={(next) =>
                set({ sort: next === "activity" ? undefined : next, order: undefined })
              }
            />
          </div>
          <button
            type="button"
            onClick={() => set({ order: order === "asc" ? "desc" : "asc" })}
            aria-label={`Order: ${order === "asc" ? "ascending" : "descending"}`}
            title="Reverse the order"
            className="h-10 w-10 shrink-0 rounded-lg border border-border bg-surface text-sm font-semibold text-fg hover:bg-surface-muted focus-visible:border-primary"
          >
            <span aria-hidden="true">{order === "asc" ? "↑" : "↓"}</span>
          </button>
        </div>
        {filters.source && (
          <p className="col-span-full flex flex-wrap items-center gap-2 text-sm">
            From the source{" "}
            <strong className="font-semibold wrap-anywhere">{filters.source}</strong>
            <button
              type="button"
              onClick={() => set({ source: undefined })}
              className="rounded-md px-2 py-0.5 font-semibold text-primary hover:bg-surface-muted"
            >
              Any source
            </button>
          </p>
        )}
      </div>
    </search>
  );
}
