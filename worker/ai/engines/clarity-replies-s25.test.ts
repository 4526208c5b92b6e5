/**
 * Session 25's own finds, seen in Chromium: a doubt about us that names a team's word ("a sales
 * funnel", "a consultancy for the finance people") adds no team to the roadmap.
 */
import { describe, expect, it } from "vitest";
import { played } from "./clarity-chat.test-kit";

describe("a doubt about us names no team of theirs", () => {
  it.each([
    "isnt this just a sales funnel for an integrator?",
    "so you're basically a lead gen front for the vendors, sales people with a chatbot?",
    "is this just a consultancy with an AI on top, like the finance advisors we already pay?",
  ])("%j", (doubt) => {
    const { roadmap } = played(["we are a 200 person wholesaler, erp", doubt]);
    expect(roadmap.departments).toEqual([]);
  });

  it("a team named in a statement in the same conversation is still kept", () => {
    const { roadmap } = played([
      "we are a 200 person wholesaler, erp",
      "isnt this just a sales funnel for an integrator?",
      "ok. sales and the warehouse will feel it most",
    ]);
    expect(roadmap.departments).toEqual(expect.arrayContaining(["sales"]));
  });
});
