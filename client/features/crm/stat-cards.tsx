import type { Ref } from "react";
import type { Opportunity } from "#contracts/crm";
import { Badge } from "../../components/ui/badge";
import { grouped, usd } from "./format";
import { activeDeals, monthlyForecast, pipelineValue, totalContacts } from "./stats";
import { useFlashOnChange } from "./use-flash";

function StatCard({ label, value }: { label: string; value: string }) {
  const ref = useFlashOnChange<HTMLLIElement>(value);
  return (
    <li ref={ref} className="rounded-2xl border border-border bg-surface p-4 @4xl:p-5">
      <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
        <p className="text-xs font-semibold text-fg-muted @4xl:text-sm">{label}</p>
        <Badge tone="success">
          <span
            aria-hidden="true"
            className="size-1.5 rounded-full bg-current motion-safe:animate-live"
          />
          Live
        </Badge>
      </div>
      <p
        className="mt-2 text-lg font-bold tabular-nums wrap-anywhere min-[360px]:text-xl @4xl:text-2xl"
        data-stat={label}
      >
        {value}
      </p>
    </li>
  );
}

/** The four live figures (stats.ts); each flashes briefly when its value changes. */
export function StatCards({
  opportunities,
  ref,
}: {
  opportunities: Opportunity[];
  ref?: Ref<HTMLUListElement>;
}) {
  const stats = [
    { label: "Total Contacts", value: grouped(totalContacts(opportunities)) },
    { label: "Pipeline Value", value: usd(pipelineValue(opportunities)) },
    { label: "Active Deals", value: String(activeDeals(opportunities)) },
    { label: "Monthly Forecast", value: usd(monthlyForecast(opportunities)) },
  ];
  return (
    <ul
      ref={ref}
      aria-label="Key figures"
      className="grid scroll-mt-3 grid-cols-2 gap-3 @2xl:grid-cols-4"
    >
      {stats.map((s) => (
        <StatCard key={s.label} {...s} />
      ))}
    </ul>
  );
}
