/**
 * Round h62 second probes, written after the round's fixes and played once (first time: 10 of 11
 * replies right, 7 of 7 roadmap fields). The miss: "each clinic has about 18 staff" after "Three
 * clinics" gave the size (54) but also said "With **18 staff**, we'd interview them in parallel".
 */
import { describe, expect, it } from "vitest";
import { played } from "./clarity-chat.test-kit";

describe("h62 second probes", () => {
  it("people at every depot and another group in the central office", () => {
    const { replies, roadmap } = played([
      "we run 6 depots in the midlands",
      "around 25 people at every depot, and another 40 in the central office",
      "finance is on Sage 50cloud",
    ]);
    expect(roadmap.companySize).toBe("190 people");
    expect(roadmap.systems).toContain("Sage 50");
    expect(replies[1]).toMatch(/At 190 people/);
  });

  it("'less than 60 employees' is a ceiling inside the range", () => {
    const { replies, roadmap } = played([
      "our practice has less than 60 employees",
      "we use Office 365 and Xero",
    ]);
    expect(roadmap.companySize).toBe("under 60 people");
    expect(replies[0]).toMatch(/fewer than 60 people you're right in the range/);
    expect(roadmap.systems).toEqual(expect.arrayContaining(["Office 365", "Xero"]));
  });

  it("a trade plus admin is the firm; vans are no people", () => {
    const { replies, roadmap } = played([
      "we're a plumbing firm, 35 engineers plus admin",
      "we've got 22 vans on the road",
    ]);
    expect(roadmap.companySize).toBe("35 people");
    expect(replies[1]).not.toMatch(/22 people|22 vans\*\*/);
  });

  it("each clinic's staff after the clinics: the size, not a team to interview", () => {
    const { replies, roadmap } = played([
      "Three clinics in Bristol",
      "each clinic has about 18 staff",
    ]);
    expect(roadmap.companySize).toBe("54 people");
    expect(replies[1]).toMatch(/At 54 people/);
    expect(replies[1]).not.toMatch(/18 staff\*\*/);
  });

  it("'below 200 headcount' beside customer accounts", () => {
    const { roadmap } = played(["we are below 200 headcount, roughly 3,000 customer accounts"]);
    expect(roadmap.companySize).toBe("under 200 people");
  });
});
