import { type ProspectCard, qualificationFields, qualificationLabels } from "#contracts/inbox";
import { RoadmapFacts } from "./roadmap-facts";

/**
 * What the prospect told Clarity, as sales qualify by: the newest roadmap of their leads in full,
 * or the qualification the list shows when there is no roadmap.
 */
export function QualificationPanel({ card }: { card: ProspectCard }) {
  const roadmap = [...card.leads].reverse().find((l) => l.roadmap)?.roadmap;
  if (roadmap) return <RoadmapFacts roadmap={roadmap} />;
  const known = qualificationFields.filter((f) => card.prospect.qualification[f]);
  if (!known.length) return <p className="text-sm text-fg-muted">Nothing established yet.</p>;
  return (
    <dl className="space-y-3 text-sm">
      {known.map((f) => (
        <div key={f}>
          <dt className="text-xs font-semibold text-fg-muted">{qualificationLabels[f]}</dt>
          <dd className="mt-0.5 wrap-anywhere">{card.prospect.qualification[f]}</dd>
        </div>
      ))}
    </dl>
  );
}
