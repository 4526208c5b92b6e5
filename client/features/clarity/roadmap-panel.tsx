import type { RoadmapFacts } from "#contracts/roadmap";
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

/** Labelled facts, only those the conversation established. */
function Facts({ rows }: { rows: [string, string | string[] | undefined][] }) {
  const shown = rows.filter(([, v]) => (Array.isArray(v) ? v.length > 0 : Boolean(v)));
  return (
    <dl className="space-y-2">
      {shown.map(([label, value]) => (
        <div key={label}>
          <dt className="text-xs font-medium text-fg-muted">{label}</dt>
          <dd className="wrap-anywhere">
            {Array.isArray(value) ? (
              <ul className="list-disc space-y-0.5 pl-5">
                {value.map((v) => (
                  <li key={v}>{v}</li>
                ))}
              </ul>
            ) : (
              value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

const projectRows = (f: RoadmapFacts): [string, string | string[] | undefined][] => [
  ["Project", f.project],
  ["Drivers", f.drivers],
  ["Systems", f.systems],
  ["Timeline", f.timeline],
  ["Budget", f.budget],
  ["Risks", f.risks.map((r) => r.replace(/^[\w -]+: /, ""))],
];
const teamRows = (f: RoadmapFacts): [string, string | string[] | undefined][] => [
  ["Departments", f.departments],
  ["Core team", f.coreTeam],
  ["Company size", f.companySize],
];
const hasAny = (rows: [string, string | string[] | undefined][]) =>
  rows.some(([, v]) => (Array.isArray(v) ? v.length > 0 : Boolean(v)));

/** "Strategic Roadmap": what Clarity has learned so far, beside the chat (below it on a phone). */
export function RoadmapPanel({ roadmap }: { roadmap: RoadmapSummary }) {
  const facts = roadmap.facts;
  const project = facts ? projectRows(facts) : [];
  const team = facts ? teamRows(facts) : [];
  return (
    <aside
      id="roadmap"
      aria-labelledby="roadmap-title"
      tabIndex={-1}
      className="flex scroll-mt-4 flex-col gap-4 rounded-2xl border border-border bg-surface p-5 shadow-sm"
    >
      <h2 id="roadmap-title" className="flex items-center gap-2 text-lg font-semibold">
        <span aria-hidden="true" className="size-2 rounded-full bg-accent" />
        {roadmapCopy.title}
      </h2>
      <Section title={roadmapCopy.goal}>
        {roadmap.transformation ? (
          <p className="line-clamp-4 wrap-anywhere">{roadmap.transformation}</p>
        ) : (
          <p className="text-fg-muted italic">{roadmapCopy.goalEmpty}</p>
        )}
        {hasAny(project) && (
          <div className="mt-3">
            <Facts rows={project} />
          </div>
        )}
      </Section>
      {roadmap.email && (
        <Section title={roadmapCopy.email}>
          <p className="font-medium break-all text-primary">{roadmap.email}</p>
        </Section>
      )}
      <Section title={roadmapCopy.team}>
        {hasAny(team) ? (
          <Facts rows={team} />
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
