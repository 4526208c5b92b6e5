/**
 * Round 14's structural class: facts the ledger reads across messages stand over the chat
 * memory's, which reads a message at a time — the prospect's company named in an earlier message
 * over a firm only mentioned in a later one, their own number over another's line given later,
 * a kind named in one sentence for a date in the next. Each lead carries the memory's facts as
 * the memory reads those messages (the latest message naming any firm or number wins there).
 */
import { describe, expect, it } from "vitest";
import { leadFactsOf } from "./lead-facts";

const NOV_2026 = Date.UTC(2026, 10, 23, 10);
const lead = (messages: string[], memory: object) => ({
  contact: {},
  createdAt: NOV_2026 + 60_000,
  roadmap: { systems: [], drivers: [], departments: [], risks: [], facts: memory },
  conversations: [
    {
      id: "c1",
      projectType: null,
      omittedMessages: 0,
      messages: messages.map((text, i) => ({
        id: `m${i + 1}`,
        role: "user" as const,
        text,
        at: new Date(NOV_2026 + i * 1000).toISOString(),
      })),
    },
  ],
});
const facts = (messages: string[], memory: object) => leadFactsOf(lead(messages, memory));

describe("across messages over the chat's memory", () => {
  it.each([
    [
      [
        "I work for Harbour Foods, about 80 people.",
        "Our accountant at Pembridge Associates will want the numbers",
      ],
      { company: "Pembridge Associates" },
      { company: "Harbour Foods" },
    ],
    [
      [
        "Hi, Dana here from Harbour Foods",
        "We currently use Sage, data comes from the team at Cloudline",
      ],
      { company: "Cloudline" },
      { company: "Harbour Foods" },
    ],
    [
      [
        "Can someone call me? 07700 900123",
        "if I'm not around, try my colleague Sam on 0161 496 0555",
      ],
      { phone: "+441614960555", callWish: true },
      { phone: "+447700900123" },
    ],
    [
      ["ring me on 07700 900456", "or the office, 020 7946 0000"],
      { phone: "+442079460000", callWish: true },
      { phone: "+447700900456" },
    ],
    [
      ["We'll pick a supplier once the grant comes through. That's expected in April."],
      { timeline: { kind: "go-live", text: "April", month: "2027-04" } },
      { timeline: { kind: "decision", month: "2027-04" } },
    ],
  ])("%j", (messages, memory, want) => {
    expect(facts(messages, memory)).toMatchObject(want);
  });
  it("a headcount in a clause of its own, in a /try note too", () => {
    expect(facts(["Harbour Foods, 80 people, based in Hull"], {}).companySize).toBe(80);
  });
  it("a corrected number of their own still replaces the first", () => {
    expect(
      facts(["Please phone me on 07700 900321", "Thanks. Actually, my number is 07700 900322"], {
        phone: "+447700900322",
      }).phone,
    ).toBe("+447700900322");
  });
  it("a lower-case name ending in '& co' is whole", () => {
    expect(facts(["we're 80 people", "i'm with lakeside dental & co"], {}).company).toBe(
      "lakeside dental & co",
    );
  });
});
