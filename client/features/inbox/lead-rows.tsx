import { Link, useLocation } from "react-router";
import type { LeadSummary } from "#contracts/inbox";
import { DeliveryBadge, HandledBadge, KindBadge, When } from "./lead-badges";
import { leadTitle } from "./lead-format";

/** Where a lead's page links back to: the list with the filters it was opened from. */
export interface FromList {
  listSearch: string;
}

const columns = ["Kind", "Name", "Company", "Email", "Project", "When", "Delivery", "Handled"];
const widths = ["w-24", "w-[18%]", "w-[16%]", "", "w-[12%]", "w-28", "w-28", "w-24"];
const muted = <span className="text-fg-muted">—</span>;

/**
 * The leads, newest first: a table on wide screens, stacked cards below 1024 px. Each row's name
 * links to the lead; on the table the link's hit area covers the whole row.
 */
export function LeadRows({ leads }: { leads: LeadSummary[] }) {
  const { search } = useLocation();
  const state: FromList = { listSearch: search };
  return (
    <>
      <div className="hidden overflow-hidden rounded-2xl border border-border bg-surface lg:block">
        <table className="w-full table-fixed text-left text-sm">
          <caption className="sr-only">Leads, newest first</caption>
          <thead className="border-b border-border bg-surface-muted text-xs font-semibold text-fg-muted">
            <tr>
              {columns.map((c, i) => (
                <th key={c} scope="col" className={`px-3 py-2.5 ${widths[i]}`}>
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {leads.map((lead) => (
              <tr key={lead.id} className="relative align-top hover:bg-surface-muted">
                <td className="px-3 py-3">
                  <KindBadge kind={lead.kind} />
                </td>
                <td className="px-3 py-3 font-medium wrap-anywhere">
                  <Link
                    to={`/inbox/${lead.id}`}
                    state={state}
                    className="text-primary after:absolute after:inset-0 hover:underline"
                  >
                    {leadTitle(lead.contact)}
                  </Link>
                </td>
                <td className="px-3 py-3 wrap-anywhere">{lead.contact.company || muted}</td>
                <td className="px-3 py-3 wrap-anywhere">{lead.contact.email || muted}</td>
                <td className="px-3 py-3 wrap-anywhere">{lead.projectType ?? muted}</td>
                <td className="px-3 py-3 text-fg-muted">
                  <When iso={lead.createdAt} />
                </td>
                <td className="px-3 py-3">
                  <DeliveryBadge delivery={lead.delivery} />
                </td>
                <td className="px-3 py-3">
                  <HandledBadge handled={lead.handled} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul aria-label="Leads, newest first" className="grid gap-3 sm:grid-cols-2 lg:hidden">
        {leads.map((lead) => (
          <li key={lead.id} className="min-w-0">
            <Link
              to={`/inbox/${lead.id}`}
              state={state}
              className="block h-full rounded-2xl border border-border bg-surface p-4 hover:bg-surface-muted"
            >
              <span className="flex items-start justify-between gap-3">
                <span className="min-w-0 font-semibold text-primary wrap-anywhere">
                  {leadTitle(lead.contact)}
                </span>
                <KindBadge kind={lead.kind} />
              </span>
              <span className="mt-1 block text-sm wrap-anywhere text-fg-muted">
                {[lead.contact.company, lead.contact.email, lead.projectType]
                  .filter(Boolean)
                  .join(" · ")}
              </span>
              <span className="mt-3 flex flex-wrap items-center gap-2 text-xs text-fg-muted">
                <DeliveryBadge delivery={lead.delivery} />
                <HandledBadge handled={lead.handled} />
                <When iso={lead.createdAt} className="ml-auto" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
