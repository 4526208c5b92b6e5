/**
 * H22 second probes: new one-line wordings of the classes fixed in the round (teams ruled out,
 * the core team by names with roles or a total before its list, a team named by its work with a
 * count, own words for a team of one work / an office / a role, a team said again, a headcount's
 * places), written after the fixes and not tuned on; first run: see the commit message.
 */
import { describe, expect, it } from "vitest";
import { roadmapAfter } from "./clarity-reading-cases.test-kit";

interface Probe {
  id: string;
  say: string[];
  departments?: RegExp[];
  notDepartments?: RegExp[];
  coreTeam?: string | null;
}

const probes: Probe[] = [
  {
    id: "out-1",
    say: ["Marketing and legal are outside the scope of this, it's really about sales."],
    departments: [/sales/],
    notDepartments: [/marketing/, /legal/],
  },
  {
    id: "out-2",
    say: ["All the branches will use it apart from the Dublin office and HR."],
    notDepartments: [/HR/],
  },
  {
    id: "out-3",
    say: ["Finance, ops and customer service are in; IT is excluded for now."],
    departments: [/finance/, /operations/, /customer service/],
    notDepartments: [/^IT$/],
  },
  {
    id: "out-4",
    say: ["Purchasing & logistics plus the warehouse, but not accounts."],
    departments: [/procurement/, /warehouse/],
    notDepartments: [/financ|accounts/],
  },
  {
    id: "core-1",
    say: ["We'd like it to be run by our COO, Marta Silva, and Ben Okafor (Head of Finance)."],
    coreTeam: "2 people",
  },
  {
    id: "core-2",
    say: ["The implementation would be headed up by me, Sven (logistics) and Carla from accounts."],
    coreTeam: "3 people",
  },
  {
    id: "core-3",
    say: ["Four of us — me, two supervisors and our bookkeeper."],
    coreTeam: "4 people",
  },
  {
    id: "core-4",
    say: ["Core team: 2 people — me and the practice manager."],
    coreTeam: "2 people",
  },
  {
    id: "work-1",
    say: ["The invoicing team of 5 is drowning in paper."],
    coreTeam: null,
    departments: [/invoicing|financ/],
  },
  {
    id: "work-2",
    say: ["Our scheduling team has 4 people and they rebuild the rota every Friday."],
    coreTeam: null,
    departments: [/scheduling/],
  },
  {
    id: "own-1",
    say: ["it goes to the estimating office and then back to the customer"],
    departments: [/estimating/],
  },
  {
    id: "own-2",
    say: ["The surveyors and the conveyancers re-key the same data."],
    departments: [/surveyors/, /conveyancers/],
  },
  {
    id: "places-1",
    say: ["we're 220 people across four depots and a head office in Leeds"],
    notDepartments: [/./],
  },
  {
    id: "again-1",
    say: [
      "Our service technicians (45) cover the whole of Scotland.",
      "The service technicians log visits on paper.",
    ],
    departments: [/service technicians/],
    notDepartments: [/^field service/, /^customer service/],
  },
  {
    id: "name-1",
    say: ["honestly the planners and the buyers don't talk to each other"],
    departments: [/plan|manufactur/, /procurement|buyers/],
    notDepartments: [/honestly/],
  },
  {
    id: "work-3",
    say: ["our booking team of three handles all the groups"],
    coreTeam: null,
    departments: [/booking/],
  },
];

/** What a probe's roadmap gets wrong. */
function wrong(p: Probe): string[] {
  const r = roadmapAfter(p.say);
  const errs: string[] = [];
  for (const re of p.departments ?? [])
    if (!r.departments.some((d) => re.test(d))) errs.push(`lacks ${re} in ${r.departments}`);
  for (const re of p.notDepartments ?? [])
    if (r.departments.some((d) => re.test(d))) errs.push(`holds ${re} in ${r.departments}`);
  if (p.coreTeam !== undefined && (r.coreTeam ?? null) !== p.coreTeam)
    errs.push(`core team ${r.coreTeam}`);
  return errs;
}

describe("H22 second probes", () => {
  it("reads each probe", () => {
    const failing = probes.map((p) => ({ id: p.id, errs: wrong(p) })).filter((w) => w.errs.length);
    if (process.env.H22_PROBES) console.log(JSON.stringify(failing, null, 1));
    expect(failing).toEqual([]);
  });
});
