import { describe, expect, it } from "vitest";
import { seedActivities, seedOpportunities } from "../../../content/prototype";
import { createCrmStore } from "./crm-store";

describe("createCrmStore", () => {
  it("applies events with the reducer and tells subscribers, until they unsubscribe", () => {
    const store = createCrmStore({ opportunities: seedOpportunities, activities: seedActivities });
    const seen: number[] = [];
    const stop = store.subscribe(() => seen.push(store.getState().opportunities.length));
    store.dispatch({ type: "opportunityDeleted", id: "opp-1" });
    stop();
    store.dispatch({ type: "opportunityDeleted", id: "opp-2" });
    expect(seen).toEqual([2]);
    expect(store.getState().opportunities.map((o) => o.id)).toEqual(["opp-3"]);
  });
});
