/**
 * Round h44's second probes, written after the round's fixes (country codes, question openers,
 * teams at a sentence's start, team sizes in brackets, after a slash or after "I'm in …") and
 * played once before any further one (first time: 4 of 7 replies right, 10 of 15 roadmap fields).
 * Voices: a Benelux distributor asking who joins the workshops, a wholesaler's ops lead, an
 * accounts clerk in Ireland, a food producer's HR and safety manager. Each test asserts what the
 * prospect sees or what the roadmap keeps; what passed first time ("(FR/BE/LU)", "Does Legal need to
 * review the contract?", "customer services (6)") is not repeated here.
 */
import { describe, expect, it } from "vitest";
import { played } from "./clarity-chat.test-kit";

describe("country codes and a question's first word are no systems", () => {
  it("'Can IT help …?' and '(IE, GB)' after the offices", () => {
    const { roadmap } = played([
      "Hi, I'm in accounts - there are 4 of us. Can IT help with the data migration? We have offices in Ireland and the UK (IE, GB)",
    ]);
    expect(roadmap.systems).toEqual([]);
  });
});

describe("a team's size after the writer's own team, in brackets or after a slash", () => {
  it("'I'm in accounts - there are 4 of us' is finance's size, not the core team", () => {
    const { replies, roadmap } = played([
      "Hi, I'm in accounts - there are 4 of us. Can IT help with the data migration?",
    ]);
    // First play: "A core team of 4 is right in the 2–5 people range that works best."
    expect(replies[0]).toMatch(/Finance is 4 people/);
    expect(roadmap.departments).toContain("finance (4 people)");
    expect(roadmap.coreTeam).toBeUndefined();
  });

  it("'Our warehouse/dispatch team is 14' is the warehouse's size, no field service team", () => {
    const { replies, roadmap } = played([
      "Procurement will want a say too. Our warehouse/dispatch team is 14 and customer services (6) handle returns.",
    ]);
    // First play: "Noted: field service and dispatch will feel the change."
    expect(replies[0]).not.toMatch(/field service/i);
    expect(roadmap.departments).toContain("warehouse and logistics (14 people)");
  });
});

describe("teams at a sentence's start", () => {
  it("'Payroll and H&S report into me. Night shift and day shift supervisors will need it too.'", () => {
    const { roadmap } = played([
      "Payroll and H&S report into me. Night shift and day shift supervisors will need it too. We're a 120-person food producer.",
    ]);
    expect(roadmap.departments).toEqual(
      expect.arrayContaining(["health and safety", "shift teams", "HR"]),
    );
    expect(roadmap.companySize).toBe("120 people");
  });

  it("'Payroll and H&S report into me' is the writer's remit, no reason for the project", () => {
    const { replies, roadmap } = played([
      "Payroll and H&S report into me. Night shift and day shift supervisors will need it too. We're a 120-person food producer.",
    ]);
    // First play: "The case for change is payroll and H&S report into me."
    expect(replies[0]).not.toMatch(/case for change/i);
    expect(roadmap.drivers.join(" | ")).not.toMatch(/report into me/);
  });
  it.todo("'Procurement will want a say too' is a team, not a concern");
});
