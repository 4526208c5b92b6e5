/**
 * The readiness snapshot the interview ends with: what is known of the project, its drivers,
 * teams, systems, plan and risks, then the next step and where to take it.
 */
import { offer } from "../../../content/offer-facts";
import type { ClarityMemory } from "../memory/clarity-memory";
import { budgetText, departmentText, projectName } from "../memory/clarity-roadmap";
import { timelineKind } from "./clarity-acknowledge";
import { links } from "./clarity-answers";
import { list } from "./clarity-words";

export function snapshot(f: ClarityMemory): string {
  const people = [
    f.teamSize !== undefined ? `core team ${f.teamSize}` : "",
    f.timeline
      ? `${{ "go-live": "target", start: "start", decision: "decision" }[timelineKind(f)]} ${f.timeline}`
      : "",
    f.budget ? `budget ${budgetText(f.budget)}` : "",
  ].filter(Boolean);
  return [
    "Here's your **readiness snapshot** so far:",
    "",
    `- **Project:** ${projectName(f) ?? "not named yet"}`,
    `- **Drivers:** ${list(f.drivers) || "not stated yet"}`,
    `- **Teams:** ${list(f.departments.map((d) => departmentText(f, d))) || "not stated yet"}`,
    `- **Systems:** ${list(f.integrations) || "none named yet"}`,
    ...(people.length ? [`- **Plan:** ${people.join(" · ")}`] : []),
    ...(f.risks.length
      ? [`- **Risks to test:** ${list(f.risks.map((r) => r.text.replace(/^\w[\w -]*: /, "")))}`]
      : []),
    "",
    `**Next step:** a simulation would stress-test this with your team in ${offer.duration}, before you sign with a vendor. You can ${links.call}, or ${links.contact} — the full roadmap follows within ${offer.roadmapWithin}.`,
  ].join("\n");
}
