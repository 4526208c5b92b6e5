import type { FunnelReport } from "#contracts/funnel";
import { DataTable } from "./chart-figure";
import { countOf, leadsOf, percent, startsOf, visitsOf } from "./model";

const n = (v: number) => v.toLocaleString("en-US");

/** The range's headline figures. */
export function Totals({ report }: { report: FunnelReport }) {
  const t = report.totals;
  const visits = visitsOf(t);
  const leads = leadsOf(t);
  const resumed = countOf(t, "try_resumed");
  const tiles = [
    { label: "Visits", value: n(visits), note: "views of / and /try" },
    { label: "Started", value: n(startsOf(t)), note: "chats and forms" },
    { label: "Leads", value: n(leads), note: "chat leads and forms sent" },
    { label: "Leads per visit", value: percent(leads, visits), note: "conversion" },
    {
      label: "Drafts resumed",
      value: n(resumed),
      note: `${n(countOf(t, "try_resumed_link"))} from another device`,
    },
  ];
  return (
    <section aria-labelledby="totals-title">
      <h2 id="totals-title" className="sr-only">
        Totals
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {tiles.map((tile) => (
          <div key={tile.label} className="rounded-2xl border border-border bg-surface p-4">
            <dt className="text-sm font-semibold text-fg-muted">{tile.label}</dt>
            <dd className="mt-1 text-2xl font-bold tabular-nums">{tile.value}</dd>
            <dd className="text-xs text-fg-muted">{tile.note}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Phones and desktops side by side. */
export function DeviceTable({ report }: { report: FunnelReport }) {
  const rows = (["phone", "desktop"] as const).map((device) => {
    const counts = report.byDevice.find((d) => d.device === device)?.counts ?? {};
    const visits = visitsOf(counts);
    const leads = leadsOf(counts);
    const label = device === "phone" ? "Phone" : "Desktop";
    return [label, visits, leads, percent(leads, visits)] as const;
  });
  return (
    <section
      aria-labelledby="devices-title"
      className="min-w-0 rounded-2xl border border-border bg-surface p-5 sm:p-6"
    >
      <h2 id="devices-title" className="text-lg font-semibold">
        By device
      </h2>
      <p className="mt-1 text-sm text-fg-muted">Phones and desktops (tablets count as desktop).</p>
      <div className="mt-4 overflow-x-auto text-sm">
        <DataTable
          caption="By device"
          columns={["Device", "Visits", "Leads", "Per visit"]}
          rows={rows}
        />
      </div>
    </section>
  );
}
