import type { Phase } from "../../../content/types";

const lists: [keyof Phase, string][] = [
  ["youProvide", "You Provide"],
  ["activities", "Key Activities"],
  ["projections", "Reality-Based Projections"],
  ["revealed", "What Gets Revealed"],
  ["objectiveFeedback", "AI Provides Objective Feedback"],
  ["youReceive", "You Receive"],
];

export function PhaseCard({ phase }: { phase: Phase }) {
  return (
    <li className="rounded-2xl border border-border bg-surface p-6 shadow-sm">
      <div className="flex items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-fg">
          {phase.number}
        </span>
        <div>
          <p className="text-xs font-semibold tracking-wide text-accent uppercase">
            {phase.timeline}
          </p>
          <h3 className="text-lg font-semibold">{phase.title}</h3>
        </div>
      </div>
      <p className="mt-3 text-fg-muted">{phase.description}</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {lists.map(([key, heading]) => (
          <div key={key}>
            <h4 className="text-sm font-semibold">{heading}</h4>
            <ul className="mt-1.5 list-disc space-y-1 pl-5 text-sm text-fg-muted">
              {(phase[key] as string[]).map((i) => (
                <li key={i}>{i}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="mt-4 rounded-xl bg-primary-soft p-4 text-sm">
        <h4 className="font-semibold text-primary">Why This Matters</h4>
        <p className="mt-1">{phase.whyMatters}</p>
      </div>
    </li>
  );
}
