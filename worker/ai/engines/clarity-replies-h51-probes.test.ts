/**
 * Task h51's second probes, written after the fixes and played once (first time: 7 of 8 replies
 * right, 11 of 12 roadmap fields right). The miss: teams counted after the firm's size was known
 * ("20 drivers on the road and 10 in the office" after "just 45 of us") were taken for a new
 * company size and thanked as a correction; they are parts of the whole.
 */
import { describe, expect, it } from "vitest";
import { played } from "./clarity-chat.test-kit";

describe("h51 second probes", () => {
  it("a joinery's trades in the workshop, then a sum okayed", () => {
    const { roadmap } = played([
      "Hi, I look after ops at a joinery firm. we've 4 estimators and about 35 guys in the workshop. Thinking ERP.",
      "the owners have okayed 180k for it",
    ]);
    expect(roadmap.companySize).toBeUndefined();
    expect(roadmap.budget).toBe("$180K");
    expect(roadmap.risks).toEqual([]);
  });

  it("an outfit's size said humbly, the work sized by its cost", () => {
    const { roadmap, replies } = played([
      "looking for a crm - we're only a 25 person outfit really",
      "it'd be roughly a £60k piece of work I reckon",
    ]);
    expect(roadmap.companySize).toBe("25 people");
    expect(roadmap.budget).toBe("£60K");
    expect(roadmap.risks).toEqual([]);
    expect(replies[1]).toMatch(/£60K/);
  });

  it("teams counted after the firm's size are its parts, no correction", () => {
    const { roadmap, replies } = played([
      "We run a small logistics company, just 45 of us. ERP needed.",
      "The MD has green-lit 220k",
      "20 drivers on the road and 10 in the office",
    ]);
    expect(roadmap.companySize).toBe("45 people");
    expect(roadmap.budget).toBe("$220K");
    expect(roadmap.risks).toEqual([]);
    expect(replies[2]).not.toMatch(/correction|At 30 people/);
  });

  it("a programme's cost and the staff beside HR's count", () => {
    const { roadmap } = played([
      "HR system. Roughly a 400k programme. We're 600 staff, 12 of them in HR.",
    ]);
    expect(roadmap.companySize).toBe("600 people");
    expect(roadmap.budget).toBe("$400K");
    expect(roadmap.departments).toContain("HR (12 people)");
  });

  it("a size put right after it is still a correction", () => {
    const { roadmap } = played(["we're about 200 staff. erp", "actually 150, sorry"]);
    expect(roadmap.companySize).toBe("150 people");
  });
});
