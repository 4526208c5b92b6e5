import { type Attribution, sourceOf, type Touch } from "#contracts/touch";

const utmNames = ["source", "medium", "campaign", "term", "content"] as const;

function TouchLine({ label, touch }: { label: string; touch: Touch }) {
  const source = sourceOf(touch);
  const utm = utmNames.filter((k) => touch.utm[k]).map((k) => `utm_${k} ${touch.utm[k]}`);
  const details = [
    `landed on ${touch.landing}`,
    touch.referrer ? `from ${touch.referrer}` : null,
    touch.quickStart ? `quick start “${touch.quickStart}”` : null,
    ...utm,
  ].filter(Boolean);
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="font-medium text-fg-muted">{label}</dt>
      <dd className="min-w-0 wrap-anywhere">
        <a
          href={`/inbox?source=${encodeURIComponent(source)}`}
          className="font-semibold text-primary hover:underline"
        >
          {source}
        </a>{" "}
        <span className="text-fg-muted">· {details.join(" · ")}</span>
      </dd>
    </div>
  );
}

/**
 * Where the lead's visitor came from (docs/decisions/026): the visit the lead came from, and the
 * visitor's first when it was another. Each source links to the list filtered by it.
 */
export function LeadSource({ attribution }: { attribution: Attribution | null }) {
  if (!attribution) return <p className="text-sm text-fg-muted">Source: not known</p>;
  const same = JSON.stringify(attribution.first) === JSON.stringify(attribution.last);
  return (
    <dl className="space-y-1 text-sm">
      <TouchLine label="Source" touch={attribution.last} />
      {!same && <TouchLine label="First visit" touch={attribution.first} />}
    </dl>
  );
}
