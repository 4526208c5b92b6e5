/**
 * Questions about us as a firm and about the running of the work, read by whose thing they name:
 * how long we have been going, whom we take as clients, whether everyone of theirs must take
 * part, the sprint itself going badly (not the verdict), the deliverables in a format of theirs.
 */
import { describe, expect, it } from "vitest";
import { chat, lastReply } from "./clarity-chat.test-kit";
import { outcomeOf } from "./clarity-outcomes";
import { industryWords } from "./clarity-service";

const opener = "we're a 250-staff housing association looking at a new CRM for tenants";
const ask = (question: string) => lastReply([opener, question]);

describe("us as a firm", () => {
  it("how long we've been going is no duration of the simulation, and no date is made up", () => {
    const reply = ask("how long have you lot been around? are you a startup");
    expect(reply).toMatch(/don't give a founding date/);
    expect(reply).toMatch(/\(\/about\)/);
    expect(reply).not.toMatch(/4–8 weeks/);
  });

  it("asked again in other words, it is worded afresh, not moved on", () => {
    const [, , again] = chat([opener, "how long have you been around?", "when were you founded?"]);
    expect(again).toMatch(/No founding date on our pages/);
  });

  it("whom we take as a client is the sectors the pages name", () => {
    expect(industryWords("Would you take a brewery as a client?")).toEqual(["brewery"]);
    expect(industryWords("do you work with clients like charities?")).toEqual(["charities"]);
    expect(industryWords("do you work with companies like us?")).toEqual([]);
  });
});

describe("the running of the work", () => {
  it("everyone of theirs in the room: not everyone, the core team and the rest in parallel", () => {
    const reply = lastReply([
      "Evening — quick one from a 90-person brewery. We've spent two years arguing internally about whether to replace our ancient Sage setup, the MD wants numbers, the ops lead wants a new MES, and nobody agrees. Would you take a brewery as a client, and do you need all of them in the room?",
    ]);
    expect(reply).toMatch(/don't cover brewery/);
    expect(reply).toMatch(/Not everyone: the core team is 2–5 people/);
    expect(reply).not.toMatch(/The numbers/);
  });

  it("the sprint going badly is how the work goes, not the No-Go verdict", () => {
    expect(
      outcomeOf("what happens if the simulation itself goes badly, like our people don't show up"),
    ).toBeNull();
    expect(outcomeOf("what if the report comes back negative?")).toBe("Stop");
    const reply = ask("what if the sprint goes sideways because half the team is off sick?");
    expect(reply).toMatch(/pages don't say/);
    expect(reply).not.toMatch(/has done its job/);
  });

  it("the deliverables in a format of theirs is not a request to see samples", () => {
    for (const q of [
      "can we get the deliverables in our own templates?",
      "could you deliver the report in our house format?",
    ]) {
      const reply = ask(q);
      expect(reply).toMatch(/pages don't say/);
      expect(reply).not.toMatch(/^Yes — two sample deliverables/);
    }
    expect(ask("can we see an example of the report?")).toMatch(/sample RFP/);
  });
});

describe("the same rules in other words (second probes)", () => {
  const coop =
    "we're an agricultural co-op, 210 members of staff, looking at replacing our grain trading system";
  it("our name as the subject is us: 'how many staff does clarity have?'", () => {
    expect(lastReply([coop, "how many staff does clarity have?"])).toMatch(
      /don't give a headcount/,
    );
  });
  it("a software house doing it all anyway is the vendor's discovery", () => {
    expect(
      lastReply([
        coop,
        "wouldn't the software house do all this as part of the implementation anyway?",
      ]),
    ).toMatch(/scope that product/);
  });
  it("every depot manager involved: not everyone", () => {
    expect(lastReply([coop, "do we need every depot manager involved?"])).toMatch(
      /Not everyone: the core team/,
    );
  });
  it("a process of theirs as the subject is the scope, not people", () => {
    const reply = lastReply([coop, "could the grading process be part of it?"]);
    expect(reply).toMatch(/don't name grading among the processes/);
    expect(reply).not.toMatch(/single out/);
  });
});
