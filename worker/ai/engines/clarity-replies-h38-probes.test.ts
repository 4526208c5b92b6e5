/**
 * Round h38's second probes: conversations written after the round's fixes, in voices its tuned
 * set lacks (a parcel carrier's head of customer operations, a care provider's HR director, a
 * software reseller whose budget was cut, a retailer deciding by January). Played once before
 * any further fix: 10 of 12 replies right, 13 of 20 roadmap fields on teams right. Each test is a
 * class that went wrong in that play: a count said as "35 in my team" after the writer's own
 * team, a role named as whom a team texts ("they text the coordinators"), a team as the subject
 * of a complaint beside another ("merchandising and e-commerce fight over stock"), a function
 * named as its management ("account management"), counts given in turn for two teams ("Payroll &
 * HR admin are 2 and 5 people") taken for the company's, a group asked into the sessions ("would
 * the line managers need to sit in on the sessions?") answered with a shrug.
 */
import { describe, expect, it } from "vitest";
import { played } from "./clarity-chat.test-kit";

describe("teams named in passing, second probes", () => {
  it("the writer's own team with '35 in my team' beside it", () => {
    const { roadmap, replies } = played([
      "I head up customer operations at a parcel carrier, 35 in my team, 500 staff in total.",
      "If we go ahead, what happens next and how quickly would we see a return? Our drivers hate the handheld app and the depot supervisors re-key everything at night.",
    ]);
    expect(roadmap.departments).toContain("operations (35 people)");
    expect(roadmap.departments).toContain("warehouse and logistics");
    expect(roadmap.companySize).toBe("500 people");
    expect(replies[0]).toMatch(/35 people in operations/);
  });

  it("a role named as whom a team texts is a team too", () => {
    const { roadmap, replies } = played([
      "HR director here, 250 staff at a care provider.",
      "Our carers won't touch the current rostering app, they text the coordinators instead.",
    ]);
    expect(roadmap.departments).toEqual(expect.arrayContaining(["carers", "coordinators"]));
    expect(replies[1]).toMatch(/carers and coordinators/i);
  });

  it("counts given in turn for two teams are theirs, not the company's", () => {
    const { roadmap, replies } = played([
      "HR director here, 250 staff at a care provider.",
      "Payroll & HR admin are 2 and 5 people.",
    ]);
    expect(roadmap.companySize).toBe("250 people");
    expect(replies[1]).not.toMatch(/correction|At 5 people/);
    const other = played([
      "We are 300 staff. Sales and support have 12 and 8 people respectively.",
    ]);
    expect(other.roadmap.departments).toEqual(
      expect.arrayContaining(["sales (12 people)", "customer service (8 people)"]),
    );
  });

  it("a group asked into the sessions is answered with who takes part", () => {
    const { roadmap, replies } = played([
      "HR director here, 250 staff at a care provider.",
      "Would the line managers need to sit in on the sessions? They approve every rota change.",
    ]);
    expect(replies[1]).toMatch(/don't single out line managers[\s\S]*interviewed in parallel/);
    expect(replies[1]).not.toMatch(/Our pages don't cover that/);
    expect(roadmap.departments).toContain("line managers");
  });

  it("a team by its management, and who brought news of the money, is no team", () => {
    const { roadmap } = played([
      "We're a 120-person software reseller. The board knocked our budget down from 300k to 180k last week.",
      "Procurement came back and said it's frozen until April anyway. Our customers are fine, it's the support desk plus account management who are struggling.",
      "The implementation partner's team would do the build, we just need to know what to ask for.",
    ]);
    expect(roadmap.departments).toEqual(expect.arrayContaining(["sales", "customer service"]));
    for (const not of [/procurement/i, /board/i, /partner/i, /^customers?$/i])
      expect(roadmap.departments.some((d) => not.test(d))).toBe(false);
  });

  it("a team as the subject of a complaint, beside another", () => {
    const { roadmap } = played([
      "Decision by end of January, live by September. Last time the tills rollout failed because the store teams were never trained.",
      "Finance (3) as well as our buying team sign off POs in email, and merchandising and e-commerce fight over stock numbers.",
    ]);
    expect(roadmap.departments).toEqual(
      expect.arrayContaining(["finance (3 people)", "buying", "merchandising", "e-commerce"]),
    );
  });
});
