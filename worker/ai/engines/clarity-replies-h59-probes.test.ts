/**
 * Round h59's second probes, written after the round's fixes and played once (first time: 5 of
 * 10 replies right, 3 of 7 doubts answered — the long message's second doubt not — and 13 of 14
 * roadmap fields right). Voices: an engineering
 * firm's sceptic, a logistics ops lead whose boss would use Copilot, a charity's CRM lead burnt by
 * a pilot. Each test is a class of doubt that must get a real answer, never "Good to know.".
 */
import { describe, expect, it } from "vitest";
import { played } from "./clarity-chat.test-kit";

const engineering =
  "Hello, we're an engineering services firm of about 240 people looking at replacing Sage 200 with an ERP";
const logistics = "hi, I run operations at a 130 person logistics company, we want a proper TMS";

describe("doubts of people who have been burnt", () => {
  it("a referral fee from vendors doubts our independence: who pays, vendor-neutral, a no-go possible", () => {
    const { replies } = played([
      engineering,
      "tbh this smells like a referral scheme. do the vendors pay you a finder's fee when we end up buying from them?",
    ]);
    expect(replies[1]).toMatch(/You pay for the simulation/);
    expect(replies[1]).toMatch(/Strategic No-Go/);
  });

  it("requirements paid for already, 'paying twice': the discovery is a head start, with the price and weeks", () => {
    const { replies } = played([
      engineering,
      "we spent 6 months with KPMG on requirements already, is this not just paying twice?",
    ]);
    expect(replies[1]).toMatch(/head start/);
    expect(replies[1]).toMatch(/4–8 weeks and costs \$25K–\$50K/);
    expect(replies[1]).not.toMatch(/don't say either way/);
  });

  it("a bare 'persuade me' gets the case: what it tests, the no-go, the price", () => {
    const reply = played([engineering, "alright then, persuade me"]).replies[1]!;
    expect(reply).toMatch(/tests, before you commit/);
    expect(reply).toMatch(/\$500K–\$5M/);
    expect(reply).not.toMatch(/useful context/);
  });

  it("a boss's Copilot for free: the chatbot answer to take back, and our price is not their budget", () => {
    const { replies, roadmap } = played([
      logistics,
      "my boss reckons we could just get Copilot to draft the requirements for us, so why spend 25k+ on this",
    ]);
    expect(replies[1]).toMatch(/your boss/);
    expect(replies[1]).toMatch(/A chatbot writes a plan/);
    expect(replies[1]).not.toMatch(/\$25K\+/);
    expect(roadmap.budget).toBeUndefined();
    expect(roadmap.project).toBe("TMS");
  });

  it("what an outsider would spot that their team hasn't: their knowledge is the input", () => {
    const { replies, roadmap } = played([
      "We're a charity with 300 staff and we need a new CRM for fundraising and volunteers.",
      "What exactly would an outsider spot that my team of 20 years hasn't?",
    ]);
    expect(replies[1]).toMatch(/Nobody knows your processes better than your people/);
    expect(replies[1]).not.toMatch(/Our pages don't cover that/);
    expect(roadmap.risks).toEqual([]);
  });

  it("two doubts in one long message: the second is answered too, and the facts still reach the roadmap", () => {
    const { replies, roadmap } = played([
      "We're a charity with 300 staff and we need a new CRM for fundraising and volunteers. Our integrator offered to do the fit-gap analysis at no cost as part of the deal, so I'm struggling to see where you fit in. Also, the last CRM pilot we ran went nowhere and people drifted back to excel within weeks, so how would this be any different? Timeline is before our spring appeal in march, and the budget is roughly £350k. Core team would be me, our head of fundraising and our data manager.",
    ]);
    expect(replies[0]).toMatch(/scope that product/);
    expect(replies[0]).toMatch(/The difference is the order/);
    expect(roadmap.budget).toBe("£350K");
    expect(roadmap.coreTeam).toBe("3 people");
  });
});
