import type { RoadmapFacts as Facts } from "#contracts/roadmap";

/** The facts in words; the typed values (`facts`) are the qualification's to show. */
type FactKey = Exclude<keyof Facts, "facts">;

/** The facts in the order sales reads them, with their labels. */
const facts: [FactKey, string][] = [
  ["project", "Project"],
  ["systems", "Systems"],
  ["drivers", "Drivers"],
  ["departments", "Departments"],
  ["coreTeam", "Core team"],
  ["companySize", "Company size"],
  ["timeline", "Timeline"],
  ["budget", "Budget"],
  ["email", "Email"],
  ["risks", "Risks"],
];

const present = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value.length > 0 : Boolean(value?.trim());

/** What Clarity learnt about the project, as a definition list of the facts it has. */
export function RoadmapFacts({ roadmap }: { roadmap: Facts }) {
  const shown = facts.filter(([key]) => present(roadmap[key]));
  if (shown.length === 0) return <p className="text-sm text-fg-muted">Nothing established yet.</p>;
  return (
    <dl className="space-y-3 text-sm">
      {shown.map(([key, label]) => {
        const value = roadmap[key];
        return (
          <div key={key}>
            <dt className="text-xs font-semibold text-fg-muted">{label}</dt>
            <dd className="mt-0.5 wrap-anywhere">
              {Array.isArray(value) ? (
                <ul className="list-disc space-y-0.5 pl-5">
                  {value.map((item, i) => (
                    <li key={`${i}-${item}`}>{item}</li>
                  ))}
                </ul>
              ) : (
                value
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
