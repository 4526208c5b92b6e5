import { describe, expect, it } from "vitest";
import type { Opportunity } from "#contracts/crm";
import { seedActivities, seedOpportunities } from "../../../content/prototype";
import { type CrmState, crmReducer } from "./crm-state";
import { activeDeals, monthlyForecast, pipelineValue, totalContacts } from "./stats";

const seed: CrmState = { opportunities: seedOpportunities, activities: seedActivities };
const opp = (over: Partial<Opportunity>): Opportunity => ({
  id: "x",
  company: "Initech",
  amount: 40000,
  stage: "Proposal",
  probability: 60,
  closeDate: "2026-12-15",
  ...over,
});

describe("stats", () => {
  it("match the spec's formulas on the seed data", () => {
    expect(totalContacts(seedOpportunities)).toBe(1397);
    expect(pipelineValue(seedOpportunities)).toBe(410000);
    expect(activeDeals(seedOpportunities)).toBe(3);
    expect(monthlyForecast(seedOpportunities)).toBe(170250);
  });

  it("leave a deal at exactly 50% out of the forecast", () => {
    expect(monthlyForecast([opp({ probability: 50, amount: 100000 })])).toBe(0);
    expect(monthlyForecast([opp({ probability: 51, amount: 100000 })])).toBe(51000);
  });

  it("handle an empty pipeline", () => {
    expect(totalContacts([])).toBe(1247);
    expect(pipelineValue([])).toBe(0);
    expect(monthlyForecast([])).toBe(0);
  });
});

describe("crmReducer", () => {
  it("appends opportunities and prepends activities", () => {
    const s = crmReducer(seed, { type: "opportunityAdded", opportunity: opp({ id: "new" }) });
    expect(s.opportunities.at(-1)?.id).toBe("new");
    const a = crmReducer(seed, {
      type: "activityLogged",
      activity: {
        id: "a",
        type: "call",
        contact: "Jane Roe - Initech",
        subject: "Pricing",
        time: "Just now",
      },
    });
    expect(a.activities[0]?.id).toBe("a");
  });

  it("replaces by id on save and removes on delete", () => {
    const saved = crmReducer(seed, {
      type: "opportunitySaved",
      opportunity: { ...seedOpportunities[0]!, stage: "Closed Won" },
    });
    expect(saved.opportunities[0]?.stage).toBe("Closed Won");
    expect(saved.opportunities).toHaveLength(3);
    expect(
      crmReducer(seed, { type: "opportunityDeleted", id: "opp-2" }).opportunities.map((o) => o.id),
    ).toEqual(["opp-1", "opp-3"]);
    expect(crmReducer(seed, { type: "activityDeleted", id: "act-1" }).activities).toHaveLength(2);
  });

  it("merges updates into every deal whose company contains the text, case-insensitive", () => {
    const two = crmReducer(seed, {
      type: "opportunityAdded",
      opportunity: opp({ id: "n2", company: "Northwind Retail" }),
    });
    const s = crmReducer(two, {
      type: "opportunitiesMerged",
      company: "northwind",
      updates: { probability: 95 },
    });
    expect(s.opportunities.filter((o) => o.probability === 95).map((o) => o.company)).toEqual([
      "Northwind Logistics",
      "Northwind Retail",
    ]);
    const undone = crmReducer(s, {
      type: "opportunitiesPatched",
      patches: [
        { id: "opp-1", fields: { probability: 75 } },
        { id: "n2", fields: { probability: 60 } },
      ],
    });
    expect(undone).toEqual(two);
  });

  it("edits activities by id and leaves the others alone", () => {
    const first = seedActivities[0]!;
    const s = crmReducer(seed, {
      type: "activitySaved",
      activity: { ...first, subject: "Pricing follow-up", notes: undefined },
    });
    expect(s.activities[0]).toMatchObject({ id: first.id, subject: "Pricing follow-up" });
    expect(s.activities[0]?.notes).toBeUndefined();
    expect(s.activities.slice(1)).toEqual(seed.activities.slice(1));
  });

  it("never changes the state it is given", () => {
    const before = structuredClone(seed);
    crmReducer(seed, {
      type: "opportunitiesMerged",
      company: "a",
      updates: { stage: "Closed Won" },
    });
    crmReducer(seed, { type: "opportunityDeleted", id: "opp-1" });
    expect(seed).toEqual(before);
  });

  it("merges nothing for a blank company", () => {
    expect(
      crmReducer(seed, { type: "opportunitiesMerged", company: "  ", updates: { probability: 1 } }),
    ).toEqual(seed);
  });
});
