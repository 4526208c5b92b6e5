import type { FunnelReport } from "#contracts/funnel";
import type { FunnelPageView } from "#contracts/funnel-page";
import { InboxFrame } from "../inbox/inbox-frame";
import { FunnelControls } from "./funnel-controls";
import { DropOffFigure, FunnelFigures } from "./funnel-figures";
import { DeviceTable, Totals } from "./funnel-summary";
import { SourceFigures, TrendFigure } from "./source-figures";

const back = (
  <a href="/inbox" className="text-sm font-semibold text-primary hover:underline">
    <span aria-hidden="true">←</span> Sales inbox
  </a>
);

/**
 * /inbox/funnel (docs/decisions/026): where leads come from and where prospects drop off, from
 * the site's aggregate counts. Rendered by the Worker only, with no script bundle: ranges and the
 * source are links and a plain form, the charts SVG drawn on the server with a table behind each.
 */
export function FunnelPage({ view }: { view: FunnelPageView }) {
  if (!view.signedIn) {
    return (
      <InboxFrame title="Funnel" before={back}>
        <div role="alert" className="rounded-2xl border border-border bg-surface p-6">
          <p className="font-semibold">{view.message}</p>
          <p className="mt-2 text-sm text-fg-muted">
            The funnel is for the people of the sales inbox.{" "}
            <a href="/inbox" className="font-semibold text-primary hover:underline">
              Sign in on the inbox
            </a>
            , then come back here.
          </p>
        </div>
      </InboxFrame>
    );
  }
  const { report } = view;
  return (
    <InboxFrame title="Funnel" before={back} subtitle={<Subtitle report={report} />}>
      <FunnelControls range={report.range} source={report.source} sources={report.sources} />
      <div className="mt-6 space-y-6">
        <Totals report={report} />
        <FunnelFigures report={report} />
        <TrendFigure report={report} />
        <div className="grid gap-6 lg:grid-cols-2">
          <DropOffFigure report={report} />
          <DeviceTable report={report} />
        </div>
        <SourceFigures report={report} />
        <p className="text-sm text-fg-muted">
          Counted per day (UTC), source and device class only: no visitor, address or answer is in
          these counts, and bots are not counted. Views are counted by the page after it is shown;
          every other step when the visitor's answer or message is stored.
        </p>
      </div>
    </InboxFrame>
  );
}

function Subtitle({ report }: { report: FunnelReport }) {
  return (
    <p>
      Last {report.range} days, {report.from} to {report.to} (UTC) ·{" "}
      {report.source ? (
        <>
          source <strong className="font-semibold text-fg">{report.source}</strong>
        </>
      ) : (
        "all sources"
      )}
    </p>
  );
}
