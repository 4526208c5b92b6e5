/**
 * The counts said beside teams named in the prospect's own words ("commercial lines team (12)",
 * "tenancy sustainment officers, 9 of them"): each that team's size, neither the company's
 * headcount nor the core team.
 */
import type { Heard } from "./clarity-sentences-heard";
import type { NamedTeam } from "./clarity-teams-named";

export function sizesNamed(heard: Heard, named: readonly NamedTeam[], lastAsked?: string) {
  for (const t of named) {
    if (t.size === undefined || !heard.departments.includes(t.own)) continue;
    heard.sizes = [...heard.sizes.filter(([d]) => d !== t.own), [t.own, t.size]];
    if (heard.companySize === t.size) heard.companySize = undefined;
    if (heard.coreTeam === t.size && lastAsked !== "coreTeam") heard.coreTeam = undefined;
  }
}
