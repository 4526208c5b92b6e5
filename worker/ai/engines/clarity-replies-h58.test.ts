/**
 * Round h58: long conversations (26–28 messages) with detours, corrections, "ok", "hmm", "?" and
 * questions asked twice. No sentence of Clarity's is sent twice in one conversation (first play:
 * 60 sentences sent again across the four, most of them the line that ends a reply); a pause gets
 * time, not "I didn't catch that"; a bare "?" after a question asks it more simply.
 */
import { describe, expect, it } from "vitest";
import { languageTunedH58 } from "../../../tests/worker/clarity-eval/language-tuned-h58";
import { sentencesOf } from "../../lib/reply-hash";
import { played } from "./clarity-chat.test-kit";

/** Each sentence sent again, with the message it was first sent at. */
function sentAgain(replies: readonly string[]): string[] {
  const first = new Map<string, number>();
  const again: string[] = [];
  replies.forEach((reply, i) => {
    for (const s of sentencesOf(reply)) {
      if (first.has(s)) again.push(`${i + 1} (first ${first.get(s)}): ${s}`);
      else first.set(s, i + 1);
    }
  });
  return again;
}

describe("a long conversation never sends the same sentence twice", () => {
  it.each(languageTunedH58.map((c) => [c.name, c] as const))("%s", (_n, convo) => {
    const { replies } = played(convo.turns.map((t) => t.say));
    expect(sentAgain(replies)).toEqual([]);
  });
});

describe("the stock lines of a long conversation", () => {
  it("a third correction is thanked in other words than the first two", () => {
    const { replies } = played([
      "we need a new ERP, budget is 400k",
      "sorry, 450k",
      "actually no, it's 500k",
      "sorry I mean 550k",
    ]);
    const thanks = replies.slice(1).map((r) => r.split(/(?<=\.)\s/)[0]);
    expect(new Set(thanks).size).toBe(3);
    expect(replies[3]).toMatch(/\$550K/);
  });

  it("the line that ends a reply is never the same twice; once all are said, none is", () => {
    // LTH58-3, first play: each of the three lines came back three or four times.
    const { replies } = played(languageTunedH58[2]!.turns.map((t) => t.say));
    for (const line of [
      /Whenever it suits you/,
      /continue with a person/,
      /fold it into the roadmap/,
    ])
      expect(replies.filter((r) => line.test(r)).length).toBeLessThanOrEqual(1);
  });

  it.each(["hmm", "hmm ok", "let me think", "let me think about budget", "lemme think"])(
    "%j is time to think: no 'didn't catch', no new question",
    (pause) => {
      const { replies } = played(["we need a new CRM, 120 staff", pause]);
      expect(replies[1]).toMatch(/^(?:Take your time|No rush|Sure, take a moment)\b/);
      expect(replies[1]).not.toMatch(/didn't catch|\?/);
    },
  );

  it("a bare '?' after a question asks it more simply; after none, says where we are", () => {
    const { replies } = played(["we need a new crm, 120 staff", "sales use spreadsheets", "?"]);
    expect(replies[2]).toMatch(/more simply|another way/);
    // LTH58-1 up to its "?" (message 13), after a reply that asked nothing.
    const turns = languageTunedH58[0]!.turns.slice(0, 13).map((t) => t.say);
    const after = played(turns).replies;
    expect(after[11]).not.toMatch(/\?/);
    expect(after[12]).toMatch(/^13 messages in, here's what I have: the \*\*ERP\*\* project/);
  });

  it("an answer already given inside a long reply is given in its short words when asked", () => {
    // LTH58-2, first play: the CFO's email (message 9) had the timing and data answers; asked
    // at 20 and 23, they came back word for word.
    const { replies } = played(languageTunedH58[1]!.turns.map((t) => t.say));
    expect(replies[8]).toMatch(/from kickoff to the final report/);
    expect(replies[19]).toMatch(/4–8 weeks/);
    expect(replies[19]).not.toMatch(/from kickoff to the final report/);
    expect(replies[22]).toMatch(/anonymi[sz]ed sample data/);
    expect(replies[22]).not.toMatch(/We go through your security requirements/);
  });
});

describe("what a long conversation's roadmap holds at the end", () => {
  it.each([
    ["go live would ideally be april next year, before the spring rush", "April next year"],
    ["go-live in april 2027 ahead of the busy season", "April 2027"],
    ["we want something working before summer 2027", "before summer 2027"],
  ])("%j: the month said is the timeline, the event its reason", (said, timeline) => {
    expect(played(["we need a new ERP", said]).roadmap.timeline).toBe(timeline);
  });

  it.each([
    ["we need a cpq", "tbh maybe we should fix crm first, cpq needs clean customer data", "CRM"],
    ["we need a new crm", "we should start with the erp though, crm after", "ERP"],
  ])("%j then %j: the project put first is the project", (first, then, project) => {
    const { replies, roadmap } = played([first, then]);
    expect(roadmap.project).toBe(project);
    expect(replies[1]).toMatch(new RegExp(`scope \\*\\*${project}\\*\\* instead`));
  });

  it("'ERP first, CRM after' with the ERP already the project changes nothing", () => {
    const { replies, roadmap } = played([
      "we're looking at a new CRM",
      "actually the ERP has to come first, the CRM sits on top of it",
      "so ERP first, CRM after",
    ]);
    expect(roadmap.project).toBe("ERP");
    expect(replies[2]).not.toMatch(/instead|\*\*CRM\*\* project/);
  });
});
