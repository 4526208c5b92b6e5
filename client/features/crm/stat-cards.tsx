import type { Opportunity } from "../../../worker/contracts/crm";
import { Badge } from "../../components/ui/badge";
import { grouped, usd } from "./format";
import { activeDeals, monthlyForecast, pipelineValue, totalContacts } from "./stats";

export function StatCards({ opportunities }: { opportunities: Opportunity[] }) {
  const stats = [
    { label: "Total Contacts", value: grouped(totalContacts(opportunities)) },
    { label: "Pipeline Value", value: usd(pipelineValue(opportunities)) },
    { label: "Active Deals", value: String(activeDeals(opportunities)) },
    { label: "Monthly Forecast", value: usd(monthlyForecast(opportunities)) },
  ];
  return (
    <ul aria-label="Key figures" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {stats.map((s) => (
        <li key={s.label} className="rounded-2xl border border-border bg-surface p-4 sm:p-5">
          <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
            <p className="text-xs font-semibold text-fg-muted sm:text-sm">{s.label}</p>
            <Badge tone="success">
              <span
                aria-hidden="true"
                className="size-1.5 rounded-full bg-current motion-safe:animate-pulse"
              />
              Live
            </Badge>
          </div>
          <p
            className="mt-2 text-lg font-bold tabular-nums wrap-anywhere min-[360px]:text-xl sm:text-2xl"
            data-stat={s.label}
          >
            {s.value}
          </p>
        </li>
      ))}
    </ul>
  );
}
