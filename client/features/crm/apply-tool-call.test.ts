import { describe, expect, it } from "vitest";
import { seedActivities, seedOpportunities } from "../../../content/prototype";
import { invalidReason, toolCallChange } from "./apply-tool-call";
import { type CrmState, crmReducer } from "./crm-state";

const seed: CrmState = { opportunities: seedOpportunities, activities: seedActivities };
const initech = {
  company: "Initech",
  amount: 40_000,
  stage: "Proposal",
  probability: 60,
  closeDate: "2026-12-15",
};

function apply(toolName: string, input: unknown, state = seed) {
  const change = toolCallChange(toolName, input, state);
  if ("error" in change) throw new Error(change.error);
  return { change, after: crmReducer(state, change.apply) };
}

describe("toolCallChange", () => {
  it("adds a valid opportunity at the end, and Undo removes exactly it", () => {
    const { change, after } = apply("add_opportunity", initech);
    expect(change.message).toBe("Added opportunity for Initech");
    expect(after.opportunities.at(-1)).toMatchObject(initech);
    expect(crmReducer(after, change.undo)).toEqual(seed);
  });

  it("logs an activity at the top as Just now, and Undo removes it", () => {
    const input = { type: "email", contact: "Jane Roe - Initech", subject: "Revised quote" };
    const { change, after } = apply("add_activity", input);
    expect(change.message).toBe("Logged email activity");
    expect(after.activities[0]).toMatchObject({ ...input, time: "Just now" });
    expect(crmReducer(after, change.undo)).toEqual(seed);
  });

  it("updates every deal whose company contains the text, case-insensitive", () => {
    const two = crmReducer(seed, {
      type: "opportunityAdded",
      opportunity: { id: "n2", ...initech, company: "Northwind Retail", stage: "Discovery" },
    });
    const { change, after } = apply(
      "update_opportunity",
      { company: "NORTHWIND", updates: { stage: "Negotiation" } },
      two,
    );
    expect(change.message).toBe("Updated opportunity for Northwind Logistics, Northwind Retail");
    expect(after.opportunities.filter((o) => o.stage === "Negotiation")).toHaveLength(3);
    expect(crmReducer(after, change.undo)).toEqual(two);
  });

  it("undoes an update field by field, keeping later edits to other fields", () => {
    const { change, after } = apply("update_opportunity", {
      company: "atlas",
      updates: { probability: 80 },
    });
    const atlas = after.opportunities.find((o) => o.company === "Atlas Manufacturing")!;
    const edited = crmReducer(after, {
      type: "opportunitySaved",
      opportunity: { ...atlas, amount: 250_000 },
    });
    const undone = crmReducer(edited, change.undo).opportunities.find((o) => o.id === atlas.id);
    expect(undone).toMatchObject({ probability: 30, amount: 250_000 });
  });

  it.each([
    [
      "add_opportunity",
      { company: "Initech" },
      "Missing the amount, the stage, the probability and the close date.",
    ],
    ["add_opportunity", { ...initech, probability: 150 }, "Probability must be between 0 and 100"],
    [
      "add_opportunity",
      { ...initech, stage: "Won" },
      "Stage must be Discovery, Proposal, Negotiation or Closed Won",
    ],
    ["add_opportunity", { ...initech, closeDate: "Dec 15" }, "Close date must be a date"],
    ["add_opportunity", { ...initech, company: "  " }, "Company is required"],
    ["add_activity", { type: "call" }, "Missing the contact (Name - Company) and the subject."],
    [
      "add_activity",
      { type: "fax", contact: "A - B", subject: "x" },
      "Type must be call, email, meeting or note",
    ],
    ["update_opportunity", { company: "Atlas", updates: {} }, "Nothing to update"],
    ["update_opportunity", { company: "Atlas" }, "Missing what to change."],
    [
      "update_opportunity",
      { company: "Globex", updates: { stage: "Proposal" } },
      'No opportunity matches "Globex".',
    ],
    ["delete_everything", {}, "Unknown action delete_everything."],
  ])("never applies %s %j", (toolName, input, error) => {
    expect(toolCallChange(toolName, input, seed)).toEqual({ error });
  });
});

describe("invalidReason", () => {
  it("explains a call the Worker rejected from its raw input", () => {
    expect(invalidReason("add_opportunity", { company: "Initech", amount: "lots" })).toBe(
      "Missing the stage, the probability and the close date.",
    );
    expect(invalidReason("add_activity", null)).toBe("The action came without its details.");
  });
});

describe("staleIn: whether an action's Undo still fits the dashboard", () => {
  it("an update's Undo is stale once a later change replaced what it set, and fits again after that one is undone", () => {
    const first = apply("update_opportunity", {
      company: "Atlas",
      updates: { stage: "Negotiation" },
    });
    expect(first.change.staleIn(first.after)).toBeUndefined();
    const second = apply(
      "update_opportunity",
      { company: "Atlas", updates: { stage: "Proposal" } },
      first.after,
    );
    expect(first.change.staleIn(second.after)).toBe(
      "Atlas Manufacturing has changed since. Undo the later change first.",
    );
    expect(second.change.staleIn(second.after)).toBeUndefined();
    const back = crmReducer(second.after, second.change.undo);
    expect(first.change.staleIn(back)).toBeUndefined();
    expect(crmReducer(back, first.change.undo)).toEqual(seed);
  });

  it("a change to another field of the deal does not make it stale", () => {
    const first = apply("update_opportunity", {
      company: "Atlas",
      updates: { stage: "Negotiation" },
    });
    const later = apply(
      "update_opportunity",
      { company: "Atlas", updates: { amount: 1 } },
      first.after,
    );
    expect(first.change.staleIn(later.after)).toBeUndefined();
  });

  it("an add's Undo is stale once the item was deleted", () => {
    const { change, after } = apply("add_opportunity", initech);
    const id = after.opportunities.at(-1)!.id;
    expect(change.staleIn(crmReducer(after, { type: "opportunityDeleted", id }))).toBe(
      "Initech was deleted since.",
    );
    const logged = apply("add_activity", {
      type: "call",
      contact: "Jane Roe - Initech",
      subject: "Pricing",
    });
    const gone = crmReducer(logged.after, {
      type: "activityDeleted",
      id: logged.after.activities[0]!.id,
    });
    expect(logged.change.staleIn(gone)).toBe("That activity was deleted since.");
  });
});
