import { roadmapCopy } from "../../../content/home";
import type { RoadmapSummary } from "./roadmap";

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="border-t border-border pt-4 first:border-0 first:pt-0">
      <h3 className="text-xs font-semibold tracking-wide text-fg-muted uppercase">{title}</h3>
      <div className="mt-2 text-sm">{children}</div>
    </section>
  );
}

/** "Strategic Roadmap": what Clarity has gathered so far, beside the chat. */
export function RoadmapPanel({ roadmap }: { roadmap: RoadmapSummary }) {
  return (
    <aside
      aria-labelledby="roadmap-title"
      className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-5 shadow-sm"
    >
      <h2 id="roadmap-title" className="flex items-center gap-2 text-lg font-semibold">
        <span aria-hidden="true" className="size-2 rounded-full bg-accent" />
        {roadmapCopy.title}
      </h2>
      <Section title={roadmapCopy.goal}>
        {roadmap.transformation ? (
          <p className="wrap-anywhere">{roadmap.transformation}</p>
        ) : (
          <p className="text-fg-muted italic">{roadmapCopy.goalEmpty}</p>
        )}
      </Section>
      {roadmap.email && (
        <Section title={roadmapCopy.email}>
          <p className="font-medium break-all text-primary">{roadmap.email}</p>
        </Section>
      )}
      <Section title={roadmapCopy.team}>
        {roadmap.team.length ? (
          <ul className="list-disc space-y-1 pl-5">
            {roadmap.team.map((t, i) => (
              <li key={i} className="wrap-anywhere">
                {t}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-fg-muted italic">{roadmapCopy.teamEmpty}</p>
        )}
      </Section>
      <Section title={roadmapCopy.nextSteps}>
        <ol className="space-y-2">
          {roadmapCopy.steps.map((step, i) => (
            <li key={step} className="flex gap-2.5">
              <span className="flex size-5 shrink-0 items-center justify-center rounded-full bg-primary-soft text-xs font-semibold text-primary">
                {i + 1}
              </span>
              {step}
            </li>
          ))}
        </ol>
      </Section>
    </aside>
  );
}
