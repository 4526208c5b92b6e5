import type { Activity, Opportunity } from "#contracts/crm";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { longDate, usd } from "./format";

function Facts({ rows }: { rows: [string, string][] }) {
  return (
    <dl className="grid grid-cols-[8rem_1fr] gap-y-2 text-sm">
      {rows.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="text-fg-muted">{k}</dt>
          <dd className="font-medium wrap-anywhere">{v}</dd>
        </div>
      ))}
    </dl>
  );
}

function Actions({ onEdit, onDelete }: { onEdit: () => void; onDelete: () => void }) {
  return (
    <div className="mt-6 flex justify-end gap-2">
      <Button variant="danger" onClick={onDelete}>
        Delete
      </Button>
      <Button onClick={onEdit}>Edit</Button>
    </div>
  );
}

export function OpportunityDetail({
  opportunity,
  onClose,
  onEdit,
  onDelete,
}: {
  opportunity: Opportunity | undefined;
  onClose: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Dialog
      open={Boolean(opportunity)}
      onClose={onClose}
      title={opportunity?.company ?? ""}
      description="Opportunity details"
    >
      {opportunity && (
        <>
          <Facts
            rows={[
              ["Amount", usd(opportunity.amount)],
              ["Stage", opportunity.stage],
              ["Probability", `${opportunity.probability}%`],
              ["Expected close", longDate(opportunity.closeDate)],
            ]}
          />
          <Actions onEdit={onEdit} onDelete={onDelete} />
        </>
      )}
    </Dialog>
  );
}

export function ActivityDetail({
  activity,
  onClose,
  onEdit,
  onDelete,
}: {
  activity: Activity | undefined;
  onClose: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Dialog
      open={Boolean(activity)}
      onClose={onClose}
      title={activity?.subject ?? ""}
      description={activity?.contact}
    >
      {activity && (
        <>
          <Facts
            rows={[
              ["Type", activity.type[0]!.toUpperCase() + activity.type.slice(1)],
              ["Time", activity.time],
              ...(activity.notes ? ([["Notes", activity.notes]] as [string, string][]) : []),
            ]}
          />
          <Actions onEdit={onEdit} onDelete={onDelete} />
        </>
      )}
    </Dialog>
  );
}
