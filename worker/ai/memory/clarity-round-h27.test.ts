/** Round h27: known defects a prospect sees (a place as a system, a label beside their words, the kind twice, what a simulation asks said once). */
import { describe, expect, it } from "vitest";
import { placeSide, relocation } from "../../language/moves-premises";
import { capacityAnswer } from "../engines/clarity-capacity";
import { chat, played } from "../engines/clarity-chat.test-kit";
import { withoutRestatedLabels } from "./clarity-labels-restated";
import { emptyMemory } from "./clarity-memory";

describe("a place is no system", () => {
  it("'we're leaving London for Leeds' lists no system", () => {
    const { replies, roadmap } = played(["We're leaving London for Leeds next year."]);
    expect(roadmap.systems).toEqual([]);
    expect(replies[0]).not.toMatch(/London (?:goes|to the systems)/);
  });

  it("a move to premises names no system; a move between systems still does", () => {
    expect(
      played(["We're leaving Bradford for a bigger unit next spring."]).roadmap.systems,
    ).toEqual([]);
    expect(relocation({ today: "London", target: "Leeds" })).toBe(true);
    expect(placeSide("a bigger unit in Leeds")).toBe(true);
    expect(placeSide("our old warehouse system")).toBe(false);
    expect(relocation({ today: "Sage", target: "Xero" })).toBe(false);
    expect(played(["We're moving from Sage 50 to Xero."]).roadmap.systems).toContain("Sage 50");
  });
});

describe("a label beside their words that say it already", () => {
  it("'our reporting is a mess' is not said beside 'reporting gaps'", () => {
    const { replies, roadmap } = played([
      "ERP, 150 staff.",
      "Our reporting is a mess and nobody trusts the numbers.",
    ]);
    expect(roadmap.drivers).toEqual(["our reporting is a mess"]);
    expect(replies[1]).not.toContain("reporting gaps");
  });

  it("a reason in their words that two labels split goes, and the labels stay", () => {
    // The e2e roadmap test's answer to "what's pushing it?" after the ERP quick start.
    const { roadmap } = played(["ERP", "We're growing and finance lives in spreadsheets"]);
    expect(roadmap.drivers).toEqual(["manual work in spreadsheets", "growth"]);
    expect(
      withoutRestatedLabels([
        "growth",
        "manual work in spreadsheets",
        "we're growing and finance lives in spreadsheets",
      ]),
    ).toEqual(["growth", "manual work in spreadsheets"]);
  });

  it("keeps a label no other reason says, and a message of labels only", () => {
    expect(withoutRestatedLabels(["reporting gaps", "orders re-keyed by hand"])).toEqual([
      "reporting gaps",
      "orders re-keyed by hand",
    ]);
    expect(withoutRestatedLabels(["growth", "we've grown 40% in two years"])).toEqual([
      "we've grown 40% in two years",
    ]);
    expect(withoutRestatedLabels(["growth", "reporting gaps"])).toEqual([
      "growth",
      "reporting gaps",
    ]);
  });
});

describe("the project's kind said back once", () => {
  it("a platform named after the kind is news as the platform, not 'Got it — a … project' again", () => {
    const replies = chat(["We need a new CRM for our sales team.", "Probably HubSpot."]);
    expect(replies[0]).toContain("Got it — a **CRM** project.");
    expect(replies[1]).not.toMatch(/Got it — an? /);
    expect(replies[1]).toContain("**HubSpot** is the platform");
  });
});

describe("what a simulation asks, said once", () => {
  it("the first of two capacity risks in one message says it; the later one does not", () => {
    const first = { id: "capacity" as const, text: "Capacity: IT is one person" };
    const second = {
      id: "capacity" as const,
      text: "Capacity: the nurses can give 30 minutes at most",
    };
    const f = { ...emptyMemory(), risks: [first, second] };
    expect(capacityAnswer(first, f)).toContain("From your side a simulation asks");
    expect(capacityAnswer(second, f)).not.toContain("From your side");
  });
});

describe("systems typed as people type them", () => {
  const systems = (...m: string[]) => played(m).roadmap.systems;
  it("a lower-case name with a version, or where work is booked", () => {
    expect(systems("Production runs on vintrace v5, accounts on xero.")).toContain("vintrace");
    expect(systems("The planners book the jobs in servicem8 but reports are in word.")).toEqual([
      // Known since H32 (clarity-vendors.ts): named as its maker spells it.
      "ServiceM8",
    ]);
  });
  it("a lower-case name said as what a thing is called", () => {
    expect(systems("the workshop has its own thing called fleetwise")).toContain("fleetwise");
  });
  it("the items of a one-line list headed as the systems", () => {
    expect(
      systems("systems: distinctive for the schedules (old version, 2016), xero for the money"),
    ).toEqual(expect.arrayContaining(["distinctive", "Xero"]));
  });
  it("people by their work are no choice being made ('the two buyers', 'the planners')", () => {
    expect(
      systems("the two buyers keep stock in stockit, and the pickers use a scanner"),
    ).toContain("stockit");
  });
});

describe("teams named as people, places and in a signature", () => {
  const teams = (...m: string[]) => played(m).roadmap.departments;
  it("the areas a sign-off's role answers for", () => {
    expect(
      teams(
        "cheers\n\nkev marsh\nops manager | planning, private hire & workshop\nmarsh travel ltd",
      ),
    ).toEqual(expect.arrayContaining(["planning", "private hire", "workshop"]));
  });
  it("a signature gives no reason", () => {
    expect(
      played(["cheers\n\nkev marsh\nops manager | planning, private hire & workshop"]).roadmap
        .drivers,
    ).toEqual([]);
  });
  it("places of work said as working on a system", () => {
    expect(teams("the tasting room and wine club are on Commerce7")).toEqual(
      expect.arrayContaining(["tasting room", "wine club"]),
    );
  });
  it("planners who book jobs are planning, production planners manufacturing", () => {
    expect(teams("The planners book the jobs in servicem8.")).toEqual(["planning and scheduling"]);
    expect(
      teams("the repairs planners then book operatives on a shared spreadsheet"),
    ).toContainEqual(expect.stringMatching(/repairs planners/));
    expect(teams("The production planners work on paper.")).toContain("manufacturing");
  });
  it("'a bigger unit' names no team", () => {
    expect(teams("We're leaving Bradford for a bigger unit in Leeds next spring.")).toEqual([]);
  });
});

describe("why now told as pressure, and dates that are not the project's", () => {
  it("an ultimatum and a number going the wrong way are reasons", () => {
    const { roadmap } = played([
      "We're a commercial laundry, 95 staff.",
      "Our biggest hotel group has told us: give them online tracking by March or they'll walk. Lost linen is up 18% on last year.",
    ]);
    expect(roadmap.drivers).toEqual(
      expect.arrayContaining([
        "give them online tracking by March",
        "lost linen up 18% on last year",
      ]),
    );
  });
  it("an insurer's 'or they will not cover us' is no worry, and its 'from next year' no target", () => {
    const { roadmap } = played([
      "Pest control firm, 48 people.",
      "Our insurance says from next year every bait inspection must have a photo, or they will not cover us.",
    ]);
    expect(roadmap.risks).toEqual([]);
    expect(roadmap.timeline).toBeUndefined();
    expect(roadmap.drivers.join(" ")).toMatch(/insurance/);
  });
  it("a tender's closing date is the tender's; a month gone by is no target", () => {
    const tender = played([
      "council tender for the school routes closes 30 june, they want live gps.",
    ]);
    expect(tender.roadmap.timeline).toBeUndefined();
    const board = played([
      "ERP, 75 staff.",
      "The board asked in October for margin by SKU and we could not give it to them.",
    ]);
    expect(board.roadmap.timeline).toBeUndefined();
  });
  it("a sum that is one item of a terse list is the budget", () => {
    expect(
      played([
        "coach operator, 120 staff",
        "want a proper ops platform, 80-100k, live for september term",
      ]).roadmap.budget,
    ).toMatch(/80K.*100K/);
  });
});
