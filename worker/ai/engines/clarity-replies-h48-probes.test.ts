/**
 * Round h48's second probes, written after its fixes and played once (first play: 8 of 13 replies
 * right, 8 of 13 roadmap fields right): an office manager sent by the MD who asks for a demo, an
 * MBA student's research project, a business analyst after a vacancy, and an IT adviser who hands
 * the chat to the charity's CEO. Who speaks decides what is a project fact: the boss's company is
 * the project, the student's case company is not; an errand is no team and no reason; the speaker
 * named after the core team ("… would be the core team with me") is on it.
 */
import { describe, expect, it } from "vitest";
import { played } from "./clarity-chat.test-kit";

const INTERVIEW =
  /what kind of project|what's pushing|which teams|which systems|core team\?|budget range|best email/i;

describe("someone sent by the boss", () => {
  it("answers the MD's questions and his demo, with no team read from the errand", () => {
    const { replies, roadmap } = played([
      "Hello, office manager here at a firm of architects, roughly 85 of us. Our managing director has asked me to look into this for him, he wants to know ballpark cost and how long it would all take",
      "he's thinking of replacing our project and timesheet system, its an old access database that one guy built years ago",
      "could we get a demo of it sometime before christmas? he's quite hands on",
    ]);
    expect(replies[0]).toMatch(/\$25K–\$50K[\s\S]*4–8 weeks/);
    expect(replies[0]).not.toMatch(/core team of/i);
    expect(replies[2]).toMatch(/no demo of the service[\s\S]*working-prototype/i);
    expect(replies[2]).not.toMatch(/vendor selection/i);
    expect(roadmap.companySize).toBe("85 people");
    expect(roadmap.coreTeam).toBeUndefined();
  });

  it("an adviser's client is the project; the errand no reason; the CEO who takes over counts himself in", () => {
    const { replies, roadmap } = played([
      "I advise a 90 person charity on their IT. They're thinking about replacing their donor CRM (raisers edge) and the CEO wants something in place before the next financial year in april",
      "money wise they've got about 150k set aside, the CEO asked me to check if a simulation makes sense for a project that size",
      "I'll pass you on to their CEO, Mark, he'll pick it up from here",
      "hi it's Mark. the finance manager and our head of fundraising would be the core team with me",
    ]);
    expect(roadmap.project).toMatch(/CRM/);
    expect(roadmap.companySize).toBe("90 people");
    expect(roadmap.budget).toBe("$150K");
    expect(roadmap.timeline).toMatch(/April/);
    expect(roadmap.drivers.join(" ")).not.toMatch(/asked me/i);
    expect(replies[2]).toMatch(/passing this on/i);
    expect(roadmap.systems).not.toContain("Mark");
    expect(roadmap.coreTeam).toBe("3 people");
  });
});

describe("no buyer", () => {
  it("an MBA research project makes no project, and its case company no facts", () => {
    const { replies, roadmap } = played([
      "hi, doing a research project for my MBA on AI adoption in mid-market firms, would love to understand your approach",
      "the company i'm looking at has about 400 employees and they rolled out copilot in march",
      "is there a whitepaper or anything i could cite?",
    ]);
    expect(replies[0]).toMatch(/hello@clarity-readiness\.com/);
    for (const reply of replies) expect(reply).not.toMatch(INTERVIEW);
    expect(replies[1]).not.toMatch(/400 people|Copilot/);
    expect(roadmap.project).toBeFalsy();
    expect(roadmap.companySize).toBeUndefined();
  });

  it("a job seeker is told where to apply, and their CV is no project", () => {
    const { replies, roadmap } = played([
      "Hey do you have any vacancies at the moment? I'm a business analyst, mostly ERP work (D365, some SAP B1)",
      "happy to do contract too. I've done readiness assessments before for 3 or 4 clients",
      "thanks, who should I address it to",
    ]);
    expect(replies[0]).toMatch(/doesn't mention any open roles[\s\S]*Join us/);
    expect(replies[2]).toMatch(/hello@clarity-readiness\.com/);
    for (const reply of replies) expect(reply).not.toMatch(INTERVIEW);
    expect(roadmap.project).toBeFalsy();
    expect(roadmap.systems).toEqual([]);
  });
});
