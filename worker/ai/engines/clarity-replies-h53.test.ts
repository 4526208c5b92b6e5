/**
 * Round h53, the lead's own finds: a plain statement of fact (who is affected, which system does
 * what) taken as why now, and reasons said as a purpose or as the work that hurts missed.
 */
import { describe, expect, it } from "vitest";
import { played } from "./clarity-chat.test-kit";

const opening =
  "Hi, we're a distributor of industrial pumps, about 180 people, looking at a new CRM";

describe("why now from plain statements", () => {
  it("who is affected is no reason", () => {
    const { replies, roadmap } = played([
      opening,
      "we need it before the new financial year in april",
      "The people affected are inside sales, applications engineering and pricing.",
    ]);
    expect(replies[2]).not.toMatch(/why now[^\n]*people affected/i);
    expect(roadmap.drivers.join(" ")).not.toMatch(/people affected/i);
  });

  it("which system does what is no reason", () => {
    const { replies, roadmap } = played([
      opening,
      "Salesforce is our CRM and SAP ECC is behind it.",
    ]);
    expect(replies[1]).not.toMatch(/why now[^\n]*Salesforce/i);
    expect(roadmap.drivers.join(" ")).not.toMatch(/Salesforce|SAP/);
  });
});

describe("a short answer to the why question that only states a fact", () => {
  it("who sponsors it, or where the team sits, is no reason", () => {
    for (const fact of ["the MD is the sponsor", "the team is split between Bristol and Cardiff"]) {
      const { replies, roadmap } = played([opening, fact]);
      expect(replies[0]).toMatch(/pushing the CRM now/);
      expect(roadmap.drivers).toEqual([]);
    }
  });
});

describe("why now said as a purpose or as the work that hurts", () => {
  it("a wish with what it is to stop keeps the trouble", () => {
    const { roadmap } = played([
      "hi, 90 staff, wholesale",
      "we want a proper crm so renewals stop slipping through the cracks",
    ]);
    expect(roadmap.drivers).toContain("renewals slipping through the cracks");
  });

  it("the work that hurts, answered to the why question", () => {
    const { replies, roadmap } = played([
      "We're a regional parcel courier, 900 staff, looking at an AI rollout",
      "mostly customer service - 60 agents answering where-is-my-parcel emails all day",
    ]);
    expect(replies[1]).toMatch(/60 agents answering where-is-my-parcel emails/);
    expect(roadmap.drivers.join(" ")).toMatch(/60 agents answering/);
  });

  it("a hope keeps its outcome, and the date it is compared against is no target", () => {
    const { replies, roadmap } = played([
      "We sell commercial kitchen equipment to restaurants and hotels, 75 people",
      "looking at CPQ. our sales guys build quotes in excel and every one is different",
      "Hoping it means the quotes go out the same day instead of next week",
    ]);
    expect(replies[2]).not.toMatch(/next week/i);
    expect(replies[2]).toMatch(/hope that the quotes go out the same day/);
    expect(roadmap.timeline ?? "").not.toMatch(/next week/i);
    expect(roadmap.drivers.join(" ")).toMatch(/same day/);
  });
});
