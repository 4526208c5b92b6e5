import { useState } from "react";
import type { DeliveryAttempt, LeadDetail, LeadSummary } from "#contracts/inbox";
import { Button } from "../../components/ui/button";
import { toast } from "../../lib/toast";
import { InboxApiError, isUnauthorized, retryDelivery } from "./inbox-api";
import { DeliveryBadge } from "./lead-badges";
import { fullDate } from "./lead-format";

const channelLabel: Record<DeliveryAttempt["channel"], string> = {
  webhook: "Webhook",
  email: "Email",
  slack: "Slack",
  teams: "Teams",
  prospect: "Prospect",
};

/**
 * Where the lead went (webhook, alerts): its status, every attempt (time, channel, HTTP status, error) and "Retry delivery"
 * while it is pending or failed.
 */
export function DeliveryPanel({
  lead,
  onUpdated,
  onSignedOut,
}: {
  lead: LeadDetail;
  /** The retry was accepted: the lead's summary, then a refresh for the new attempts. */
  onUpdated: (lead: LeadSummary) => void;
  onSignedOut: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const { delivery, attempts } = lead;

  const retry = async () => {
    setBusy(true);
    try {
      onUpdated(await retryDelivery(lead.id));
      toast.success("Delivery retried");
    } catch (error) {
      if (isUnauthorized(error)) return onSignedOut();
      if (!(error instanceof InboxApiError)) console.error("Retry failed:", error);
      toast.error("Couldn't retry the delivery", {
        description: error instanceof InboxApiError ? error.message : "Please try again.",
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-4 text-sm">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <DeliveryBadge delivery={delivery} />
        {delivery && (
          <span className="text-fg-muted">
            {delivery.attempts} {delivery.attempts === 1 ? "attempt" : "attempts"}
          </span>
        )}
      </div>
      {!delivery && (
        <p className="text-fg-muted">No webhook is configured: this lead is only in the inbox.</p>
      )}
      {delivery?.lastError && (
        <p className="rounded-lg bg-danger-soft px-3 py-2 wrap-anywhere text-danger">
          <span className="font-semibold">Last error:</span> {delivery.lastError}
        </p>
      )}
      {attempts.length > 0 && (
        <table className="w-full table-fixed text-left text-xs">
          <caption className="sr-only">Delivery attempts</caption>
          <thead className="text-fg-muted">
            <tr className="border-b border-border">
              <th scope="col" className="w-[34%] py-1.5 pr-2 font-semibold">
                Time
              </th>
              <th scope="col" className="w-[18%] py-1.5 pr-2 font-semibold">
                To
              </th>
              <th scope="col" className="w-[16%] py-1.5 pr-2 font-semibold">
                Status
              </th>
              <th scope="col" className="py-1.5 font-semibold">
                Error
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {attempts.map((a, i) => (
              <tr key={`${i}-${a.at}`} className="align-top">
                <td className="py-1.5 pr-2">{fullDate(a.at)}</td>
                <td className="py-1.5 pr-2">{channelLabel[a.channel]}</td>
                <td
                  className={`py-1.5 pr-2 font-semibold ${a.ok ? "text-success" : "text-danger"}`}
                >
                  {a.status ?? (a.ok ? "Sent" : a.channel === "email" ? "Failed" : "Network")}
                </td>
                <td className="py-1.5 wrap-anywhere text-fg-muted">
                  {a.error ?? (a.ok ? "—" : "")}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {(delivery?.status === "failed" || delivery?.status === "pending") && (
        <Button variant="secondary" onClick={retry} disabled={busy} className="w-full">
          {busy ? "Retrying..." : "Retry delivery"}
        </Button>
      )}
    </div>
  );
}
