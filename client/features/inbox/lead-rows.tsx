import { Link, useLocation } from "react-router";
import {
  type ProspectSummary,
  type QualificationField,
  qualificationFields,
  qualificationLabels,
} from "#contracts/inbox";
import type { ProspectSort } from "#contracts/inbox-schemas";
import {
  CallBadge,
  DeliveryBadge,
  KindBadge,
  MeetingLine,
  NextStepLine,
  StatusBadge,
  When,
} from "./lead-badges";
import { defaultOrder, type ListFilters } from "./lead-filters";
import { leadTitle } from "./lead-format";

/** Where a lead's page links back to: the list with the filters it was opened from. */
export interface FromList {
  listSearch: string;
}

const sortOf: Record<QualificationField, ProspectSort> = {
  project: "project",
  companySize: "size",
  budget: "budget",
  timeline: "timeline",
};
const muted = <span className="text-fg-muted">—</span>;

/** A column heading that sorts the list (aria-sort on the sorted one). */
function SortHeader({
  label,
  sort,
  filters,
  onSort,
  className,
}: {
  label: string;
  sort: ProspectSort;
  filters: ListFilters;
  onSort: (sort: ProspectSort) => void;
  className: string;
}) {
  const active = (filters.sort ?? "activity") === sort;
  const order = filters.order ?? defaultOrder[sort];
  return (
    <th
      scope="col"
      className={`px-3 py-1.5 ${className}`}
      aria-sort={active ? (order === "asc" ? "ascending" : "descending") : undefined}
    >
      <button
        type="button"
        onClick={() => onSort(sort)}
        className={`-mx-1.5 inline-flex min-h-8 items-center gap-1 rounded-md px-1.5 text-left hover:bg-surface hover:text-fg ${active ? "text-fg" : ""}`}
      >
        {label}
        <span aria-hidden="true" className={active ? "" : "opacity-0"}>
          {order === "asc" ? "↑" : "↓"}
        </span>
      </button>
    </th>
  );
}

/** Delivery only when it needs a look (pending or failed). */
const deliveryNote = (p: ProspectSummary) =>
  p.delivery === "failed" || p.delivery === "pending" ? (
    <DeliveryBadge delivery={p.delivery} />
  ) : null;

const subline = (p: ProspectSummary) =>
  [p.contact.company, p.contact.name ? p.contact.email : null].filter(Boolean).join(" · ");

/**
 * One row per prospect: a table on wide screens, its headings sorting the list; stacked cards
 * below 1024 px. Each name links to the prospect's card; on the table the link's hit area
 * covers the whole row.
 */
export function LeadRows({
  prospects,
  filters,
  onSort,
}: {
  prospects: ProspectSummary[];
  filters: ListFilters;
  onSort: (sort: ProspectSort) => void;
}) {
  const { search } = useLocation();
  const state: FromList = { listSearch: search };
  const header = { filters, onSort };
  return (
    <>
      <div className="hidden overflow-hidden rounded-2xl border border-border bg-surface lg:block">
        <table className="w-full table-fixed text-left text-sm">
          <caption className="sr-only">Prospects</caption>
          <thead className="border-b border-border bg-surface-muted text-xs font-semibold text-fg-muted">
            <tr>
              <th scope="col" className="w-[23%] px-3 py-2.5">
                Prospect
              </th>
              {qualificationFields.map((f) => (
                <SortHeader
                  key={f}
                  label={qualificationLabels[f]}
                  sort={sortOf[f]}
                  className={f === "project" ? "w-[15%]" : "w-[10%]"}
                  {...header}
                />
              ))}
              <SortHeader label="Status" sort="status" className="w-[12%]" {...header} />
              <th scope="col" className="w-[10%] px-3 py-2.5">
                Owner
              </th>
              <SortHeader label="Activity" sort="activity" className="w-[10%]" {...header} />
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {prospects.map((p) => (
              <tr key={p.id} className="relative align-top hover:bg-surface-muted">
                <td className="px-3 py-3">
                  <Link
                    to={`/inbox/${p.leadId}`}
                    state={state}
                    className="font-medium text-primary wrap-anywhere after:absolute after:inset-0 hover:underline"
                  >
                    {leadTitle(p.contact)}
                  </Link>
                  <span className="mt-0.5 block text-xs text-fg-muted wrap-anywhere">
                    {subline(p)}
                  </span>
                  <span className="mt-1.5 flex flex-wrap items-center gap-1">
                    {p.kinds.map((k) => (
                      <KindBadge key={k} kind={k} />
                    ))}
                    {p.leadCount > 1 && (
                      <span className="text-xs text-fg-muted">{p.leadCount} requests</span>
                    )}
                  </span>
                </td>
                {qualificationFields.map((f) => (
                  <td key={f} className="px-3 py-3 wrap-anywhere">
                    {p.qualification[f] ?? muted}
                  </td>
                ))}
                <td className="px-3 py-3">
                  <span className="flex flex-wrap gap-1">
                    <StatusBadge status={p.status} reopenedAt={p.reopenedAt} />
                    {p.callRequested && <CallBadge />}
                    {deliveryNote(p)}
                  </span>
                  {p.nextStep && (
                    <NextStepLine step={p.nextStep} className="mt-1.5 text-xs text-fg-muted" />
                  )}
                  {p.meeting && (
                    <MeetingLine meeting={p.meeting} className="mt-1.5 text-xs text-fg-muted" />
                  )}
                </td>
                <td className="px-3 py-3 wrap-anywhere">{p.assignee ?? muted}</td>
                <td className="px-3 py-3 text-fg-muted">
                  <When iso={p.lastActivityAt} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul aria-label="Prospects" className="grid gap-3 sm:grid-cols-2 lg:hidden">
        {prospects.map((p) => (
          <li key={p.id} className="min-w-0">
            <Link
              to={`/inbox/${p.leadId}`}
              state={state}
              className="block h-full rounded-2xl border border-border bg-surface p-4 hover:bg-surface-muted"
            >
              <span className="flex items-start justify-between gap-3">
                <span className="min-w-0 font-semibold text-primary wrap-anywhere">
                  {leadTitle(p.contact)}
                </span>
                <span className="flex flex-wrap justify-end gap-1">
                  {p.callRequested && <CallBadge />}
                  <StatusBadge status={p.status} reopenedAt={p.reopenedAt} />
                </span>
              </span>
              <span className="mt-1 block text-sm wrap-anywhere text-fg-muted">{subline(p)}</span>
              {p.nextStep && (
                <NextStepLine step={p.nextStep} className="mt-2 text-sm font-medium" />
              )}
              {p.meeting && <MeetingLine meeting={p.meeting} className="mt-2 text-sm" />}
              <QualificationLine prospect={p} />
              <span className="mt-3 flex flex-wrap items-center gap-2 text-xs text-fg-muted">
                {p.kinds.map((k) => (
                  <KindBadge key={k} kind={k} />
                ))}
                {deliveryNote(p)}
                <span>{p.assignee ? `Owner: ${p.assignee}` : "Unassigned"}</span>
                <When iso={p.lastActivityAt} className="ml-auto" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The qualification a card knows, as labelled pairs. */
function QualificationLine({ prospect }: { prospect: ProspectSummary }) {
  const known = qualificationFields.filter((f) => prospect.qualification[f]);
  if (!known.length) return null;
  return (
    <span className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-sm">
      {known.map((f) => (
        <span key={f} className="min-w-0 wrap-anywhere">
          <span className="text-fg-muted">{qualificationLabels[f]}:</span>{" "}
          {prospect.qualification[f]}
        </span>
      ))}
    </span>
  );
}
