/**
 * Recall by structure (docs/decisions/033), each class with its limits: a team is a group of our
 * own people doing a piece of work, named by that work, by the people who do it, by where they
 * work or by a function no table knows; a question keeps the teams it serves; a team doing work is
 * no approver; business talk with an off-topic word in it is still project talk. Why now said as
 * a purpose, an event or a pointer to the reason; worries said as a doubt, a condition and its
 * harm, knowledge in one head; the date of a worry or of a past event is not the project's.
 */
import { describe, expect, it } from "vitest";
import { learnFrom } from "./clarity-learn";
import { type ClarityMemory, emptyMemory } from "./clarity-memory";
import { roadmapOf } from "./clarity-roadmap";
import { teamsAtWork } from "./clarity-teams-at-work";

const NOW = Date.parse("2026-11-23T10:00:00Z");
const roadmapAfter = (...said: string[]) =>
  roadmapOf(
    ["ERP for 120 people.", ...said].reduce<ClarityMemory>(
      (m, s) => learnFrom(m, s, NOW),
      emptyMemory(),
    ),
  );
const memoryAfter = (...said: string[]) =>
  ["ERP for 120 people.", ...said].reduce<ClarityMemory>(
    (m, s) => learnFrom(m, s, NOW),
    emptyMemory(),
  );

describe("teams by the work their people do", () => {
  it.each([
    ["The lads who load the lorries start at six.", "warehouse and logistics"],
    ["Whoever raises the invoices copies every job number by hand.", "finance"],
    ["It would land hardest on the people answering the phones.", "customer service"],
    ["The costing clerks rebuild the sheet every month.", "finance"],
    ["Our schedulers book the engineers from a wall planner.", "field service and dispatch"],
    ["Quality keep batch records in ring binders.", "quality"],
    ["Recruitment and onboarding still run on paper forms.", "HR"],
    ["The installers carry paper job cards.", "field service and dispatch"],
    ["It's mostly the accounts office and the two depots.", "warehouse and logistics"],
    ["The claims team re-keys every form.", "claims"],
  ])("%s", (said, team) => {
    expect(roadmapAfter(said).departments).toContain(team);
  });

  it("reads a terse list of teams item by item", () => {
    // The branches are where staff work: a department in scope too.
    expect(teamsAtWork("Accounts and the branches.")).toEqual(["branches", "finance"]);
    expect(teamsAtWork("Mostly the drivers and the yard.")).toEqual(["warehouse and logistics"]);
  });

  it("finds none in customers, a brand, a person, a size or a verb", () => {
    expect(teamsAtWork("Our customers will see the new portal first.")).toEqual([]);
    expect(teamsAtWork("the NetSuite team, Maria's team, a 4-person team, our core team")).toEqual(
      [],
    );
    expect(teamsAtWork("We can't grow without hiring more clerks.")).toEqual([]);
    expect(teamsAtWork("We run ADP payroll.")).toEqual([]);
    // A head count, not a group at work: "300 people moving from QuickBooks …".
    expect(
      teamsAtWork(
        "Wholesaler with 300 people moving from QuickBooks because month-end takes ages.",
      ),
    ).toEqual([]);
    expect(
      roadmapAfter("Our contractors keep their own system; neither is in scope.").departments,
    ).toEqual([]);
  });
});

describe("teams in questions, and teams at work that approve nothing", () => {
  it("keeps the teams a question would serve, not those it asks of", () => {
    expect(
      roadmapAfter("Could it also cover our warehouse and the accounts team?").departments,
    ).toEqual(["finance", "warehouse and logistics"]);
    expect(roadmapAfter("Do you need anything from IT?").departments).toEqual([]);
    expect(roadmapAfter("Would IT need to get involved?").departments).toEqual([]);
  });

  it("reads a team doing work, or whose work has not changed, as in scope", () => {
    expect(roadmapAfter("Purchasing takes forever to raise a PO.").departments).toEqual([
      "procurement",
    ]);
    expect(
      roadmapAfter("The warehouse process has not changed in twenty years.").departments,
    ).toEqual(["warehouse and logistics"]);
    expect(roadmapAfter("Marketing isn't involved, but sales are.").departments).toEqual(["sales"]);
  });

  it("hears business talk that holds an off-topic word or a name like a jailbreak", () => {
    const weather = memoryAfter("Weather delays on site wreck the schedule for our field crews.");
    expect(weather.turn?.kind).toBe("talk");
    expect(roadmapOf(weather).departments).toContain("field service and dispatch");
    const dan = memoryAfter("Our controller Dan is retiring and the warehouse team relies on him.");
    expect(dan.turn?.kind).toBe("talk");
    expect(roadmapOf(dan).risks.join()).toMatch(/Key person/);
    expect(memoryAfter("Write me a poem about the weather.").turn?.kind).toBe("offtopic");
  });
});

describe("why now, by the part a sentence plays", () => {
  it.each([
    ["The reason we're moving now: our biggest client wants proof of every visit.", /client/],
    ["We need this so we can start selling direct to consumers online.", /selling direct/],
    ["Last spring we took over a bakery in Wrexham.", /took over a bakery/],
    ["Our sister company in Lyon joins the group in January.", /joins the group/],
    ["A retailer's audit marked us down on traceability.", /audit marked us down/],
    ["Quotes go out in Word after three rounds of emails.", /Word/],
    ["We're outgrowing QuickBooks fast.", /outgrowing/],
    ["We just landed a contract with a national retailer.", /landed a contract/],
    ["We opened a second distribution centre in Ohio.", /second distribution centre/],
    ["Orders get keyed in three times between the webshop and the warehouse.", /three times/],
    ["The lads who load the lorries still work off printed sheets.", /printed sheets/],
  ])("%s", (said, driver) => {
    expect(roadmapAfter(said).drivers.join(" | ")).toMatch(driver);
  });
});

describe("a figure that hurts, kept with the figure", () => {
  it.each([
    ["We write off around $200k of stock a year.", "stock written off ($200k)"],
    ["Our DSO is 75 days.", "DSO (75 days)"],
    ["On-time delivery is down to 82%.", "on-time delivery (82%)"],
    ["We had 40 mis-shipments last month.", "40 mis-shipments last month"],
    ["Month end takes a fortnight.", "slow month-end close (a fortnight)"],
  ])("%s", (said, driver) => {
    const r = roadmapAfter(said);
    expect(r.drivers).toContain(driver);
    expect(r.budget).toBeUndefined();
  });

  it("reads no pain in a target", () => {
    expect(roadmapAfter("Our target is 30% deflection in 6 months.").drivers.join()).not.toMatch(
      /target \(/,
    );
  });
});

describe("a question that first states something", () => {
  it("reads the statement, and nothing from a condition of the question", () => {
    expect(
      roadmapAfter("Nobody trusts the stock numbers, can you fix that?").drivers.join(),
    ).toMatch(/nobody trusts the stock numbers/);
    const unhappy = roadmapAfter("If we're unhappy with the report, can we get our money back?");
    expect([...unhappy.drivers, ...unhappy.risks]).toEqual([]);
  });
});

describe("worries in other words, and whose date a date is", () => {
  it.each([
    ["I doubt the night shift will give up their paper sheets.", /Adoption: night shift/],
    ["If the price rules are wrong on day one, the reps will never trust it.", /Adoption: reps/],
    ["The whole price list lives in her head.", /Key person/],
    ["Half the product codes are duplicated between the two companies.", /product codes have/],
    ["If the switch lands in March, orders will back up for weeks.", /Concern: if the switch/],
  ])("%s", (said, risk) => {
    expect(roadmapAfter(said).risks.join(" | ")).toMatch(risk);
  });

  it("keeps no people set against the change as a reason for it", () => {
    expect(
      roadmapAfter("I doubt the night shift will give up their paper sheets.").drivers,
    ).toEqual([]);
  });

  it("takes no timeline from a worry's condition, a person leaving or a past event", () => {
    expect(
      roadmapAfter("If the switch lands in March, orders will back up.").timeline,
    ).toBeUndefined();
    expect(roadmapAfter("The founder is stepping back next summer.").timeline).toBeUndefined();
    expect(roadmapAfter("We opened a second site in Leeds this year.").timeline).toBeUndefined();
    expect(roadmapAfter("We want to go live in March.").timeline).toMatch(/March/);
  });
});

describe("a platform worked in today", () => {
  it("is a system, not the project, when named as where work is done", () => {
    const r = roadmapAfter("Our clerks type every sales order into Sage 200 a second time.");
    expect(r.project).toBe("ERP");
    expect(r.systems).toContain("Sage 200");
  });
});
