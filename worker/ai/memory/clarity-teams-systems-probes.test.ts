/**
 * H19's second probes: new wordings of each class fixed for teams and systems in the prospect's
 * own words, written after the fix and not tuned on. Each plays its messages through Clarity's
 * memory and engine (the replies must not ask for what was just given) and reads the roadmap.
 * First play: 12 of 16 passed. The four that failed were then fixed by class — a team of N the
 * project is "led by" (clarity-core-team-runs.ts), a team "on" a system and work "dispatched
 * from" one (clarity-systems-own-words.ts), a list headed as the systems names no project, and a
 * kind's letters ending in "SM" ("FSM") beside the product.
 */
import { describe, expect, it } from "vitest";
import { chat } from "../engines/clarity-chat.test-kit";
import { roadmapAfter } from "./clarity-reading-cases.test-kit";

interface Probe {
  id: string;
  say: string[];
  teams?: RegExp[];
  notTeams?: RegExp[];
  systems?: RegExp[];
  notSystems?: RegExp[];
  coreTeam?: string;
  companySize?: string;
}

const probes: Probe[] = [
  {
    id: "counted team in brackets and after a dash",
    say: [
      "Our underwriting assistants (8) and the renewals team - 5 people - work off the same spreadsheet.",
    ],
    teams: [/underwriting assistants \(8 people\)/, /renewals/],
  },
  {
    id: "roles with a count after a comma and a team in brackets",
    say: ["The lettings negotiators, 7 of them, and the block management team (4) all use Reapit."],
    teams: [/lettings negotiators \(7 people\)/, /block management \(4 people\)/],
  },
  {
    id: "a team named in its own words",
    say: ["Our member engagement team chases lapsed members by phone every week."],
    teams: [/member engagement/],
  },
  {
    id: "roles with their trade's word",
    say: ["The scheme coordinators and the voids surveyors both keep their own trackers."],
    teams: [/scheme coordinators/, /voids surveyors/],
  },
  {
    id: "a small team of three runs it",
    say: [
      "We're a 90-person architecture practice.",
      "A small team of three will run this for us.",
    ],
    coreTeam: "3 people",
    companySize: "90 people",
  },
  {
    id: "led by our IT team of 4",
    say: ["About 300 staff across 4 sites.", "The project would be led by our IT team of 4."],
    coreTeam: "4 people",
    companySize: "300 people",
  },
  {
    id: "system figures count no one",
    say: ["We employ 140 people.", "Payroll runs on Sage 50 and the HR team are on Cascade 4.1."],
    companySize: "140 people",
    notTeams: [/50 people|4 people/],
    systems: [/Sage 50/, /^Cascade$/],
  },
  {
    id: "an in-house app by its nickname",
    say: ["Scheduling is done in an old FileMaker app that we call Jobsworth."],
    systems: [/Jobsworth/],
  },
  {
    id: "an in-house portal known as",
    say: ["There's an in-house portal, known as Hub, where the engineers log their jobs."],
    systems: [/^Hub$/],
  },
  {
    id: "systems listed under a heading",
    say: [
      "Current systems:\n* Opera for reservations\n* Micros at the bars\n* Sage Intacct for finance\n* we switched off Guestline last spring",
    ],
    systems: [/Opera/, /Micros/, /Sage Intacct/],
    notSystems: [/Guestline/],
  },
  {
    id: "where the work is held and logged",
    say: ["All the policies are held in Open GI and claims are logged in ClaimCenter."],
    systems: [/Open GI/, /ClaimCenter/],
  },
  {
    id: "a system given up",
    say: ["We binned Pipedrive in 2022 and went back to spreadsheets for the pipeline."],
    notSystems: [/Pipedrive/],
  },
  {
    id: "an option weighed beside the project",
    say: [
      "We're a 60-person charity and we need a new CRM.",
      "We're considering Beacon and also weighing up Dynamics 365, nothing's decided.",
    ],
    notSystems: [/Beacon|Dynamics/],
  },
  {
    id: "a kind's letters beside the product that is it",
    say: ["Parts and service run on Pinewood, and frankly the DMS is a pain for the service team."],
    systems: [/Pinewood/],
    notSystems: [/^DMS$/],
  },
  {
    id: "field service letters beside the product",
    say: ["Jobs are dispatched from Simpro and the FSM data is a mess."],
    systems: [/Simpro/],
    notSystems: [/^FSM$/],
  },
  {
    id: "a team's initials said as people",
    say: ["Our CSMs are drowning in renewals admin and hate the tool they have."],
    teams: [/CSMs?/],
    notSystems: [/CSM/],
  },
];

/** What a probe's roadmap gets wrong. */
function wrongIn(p: Probe): string[] {
  const r = roadmapAfter(p.say);
  const errs: string[] = [];
  for (const re of p.teams ?? [])
    if (!r.departments.some((d) => re.test(d))) errs.push(`teams lack ${re}: ${r.departments}`);
  for (const re of p.notTeams ?? [])
    if (r.departments.some((d) => re.test(d))) errs.push(`teams hold ${re}`);
  for (const re of p.systems ?? [])
    if (!r.systems.some((s) => re.test(s))) errs.push(`systems lack ${re}: ${r.systems}`);
  for (const re of p.notSystems ?? [])
    if (r.systems.some((s) => re.test(s))) errs.push(`systems hold ${re}`);
  if (p.coreTeam && r.coreTeam !== p.coreTeam) errs.push(`core ${r.coreTeam}`);
  if (p.companySize && r.companySize !== p.companySize) errs.push(`size ${r.companySize}`);
  // The reply never asks again for the teams or systems just named.
  const reply = chat(p.say).at(-1)!;
  if (p.teams && /which (?:teams|departments)/i.test(reply)) errs.push("asks for teams");
  if (p.systems && /(?:which|what) systems/i.test(reply)) errs.push("asks for systems");
  return errs;
}

describe("H19 second probes: teams and systems in their own words", () => {
  it.each(probes.map((p) => [p.id, p] as const))("%s", (_id, p) => {
    expect(wrongIn(p)).toEqual([]);
  });
});
