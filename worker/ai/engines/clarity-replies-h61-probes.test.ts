/**
 * Round h61's second probes, written after the first fixes and played once (first time: 6 of 12
 * timelines right): a decision said as agreeing, making up one's mind or knowing whether the
 * budget is there; others' dates said as servers switched off, an audit taking place, a vendor's
 * maintenance ending. What the prospect sees: no go-live target from them.
 */
import { describe, expect, it } from "vitest";
import { played } from "./clarity-chat.test-kit";

const opener =
  "We run a 300-person logistics company and want a readiness simulation for our new WMS.";
const timeline = (say: string) => {
  const { replies, roadmap } = played([opener, say]);
  const t = roadmap.facts?.timeline;
  return { reply: replies[1] ?? "", typed: t ? `${t.kind} ${t.month}` : "none" };
};

describe("a decision said as agreeing, making up one's mind, knowing", () => {
  it.each([
    ["The partners have to agree to it by late February.", "decision 2027-02"],
    ["Our CEO will make up her mind in March.", "decision 2027-03"],
    ["We'll know if the budget is there by mid-January.", "decision 2027-01"],
  ])("%s → %s", (say, want) => {
    const { reply, typed } = timeline(say);
    expect(typed).toBe(want);
    expect(reply).toMatch(/Decision date noted/);
    expect(reply).not.toMatch(/Go-live target/);
  });
});

describe("others' dates are no go-live", () => {
  it.each([
    "Our hosting provider is switching off the old servers in August.",
    "The annual compliance audit takes place in June.",
    "SAP ends mainstream maintenance for ECC in 2027.",
  ])("%s → no timeline", (say) => {
    const { reply, typed } = timeline(say);
    expect(typed).toBe("none");
    expect(reply).not.toMatch(/Go-live target/);
  });
});
