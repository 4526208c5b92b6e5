/**
 * Round h47's second probes, written after the round's fixes and played once before any further
 * fix: why now and what could go wrong told as stories, asides and fears, and doubts about the
 * service asked sideways. Voices the round's tuned file lacks: a dental group's ops director, a
 * terse metal fabricator, a charity's finance director (one long message), a garden centre chain.
 */
import { describe, expect, it } from "vitest";
import { played } from "./clarity-chat.test-kit";

const some = (list: readonly string[], re: RegExp) => list.some((x) => re.test(x));

describe("a dental group: a loss and an aside joined by 'on top of that', a scar and a sideways doubt", () => {
  const { replies, roadmap } = played([
    "ops director, dental group, 22 practices and roughly 300 staff",
    "patients keep falling through the cracks between reception and the treatment coordinators, we lost about 40 implant cases last year that way and on top of that our recall letters still go out by post",
    "want a proper patient CRM. honestly my worry is the practice managers, they've been burnt by two rollouts already and will just nod along then ignore it",
    "isn't this just a consultancy with a chatbot bolted on",
    "what's to stop you just rubber stamping whatever we've already decided",
  ]);

  it("keeps both reasons", () => {
    expect(some(roadmap.drivers, /40 implant|lost|cracks/i)).toBe(true);
    expect(some(roadmap.drivers, /recall|post/i)).toBe(true);
  });

  it("keeps the practice managers and the burnt rollouts as risks, said back", () => {
    expect(some(roadmap.risks, /practice managers/i)).toBe(true);
    expect(some(roadmap.risks, /History|rollout|burn/i)).toBe(true);
    expect(replies[2]).toMatch(/practice managers|rollout/i);
  });

  it("answers the sideways doubts", () => {
    expect(replies[3]).toMatch(/consultan/i);
    expect(replies[4]).toMatch(/No-Go|four outcomes|evidence/i);
  });
});

describe("a terse fabricator: a builder gone and a customer's demand, data and a shutdown", () => {
  const { replies, roadmap } = played([
    "metal fabrication, 85 ppl",
    "the guy who wrote our job costing app has gone to australia and nobody can touch the code. also our biggest customer wants EDI by spring",
    "erp probably. data's a dumpster fire tho",
    "we cant do anything in august, thats shutdown",
    "why not just trial something like odoo for a month",
  ]);

  it("keeps the customer's demand as a reason", () => {
    expect(some(roadmap.drivers, /EDI|biggest customer/i)).toBe(true);
  });

  it("keeps the builder gone, the data and the shutdown as risks", () => {
    expect(some(roadmap.risks, /key person|gone|one person/i)).toBe(true);
    expect(some(roadmap.risks, /data/i)).toBe(true);
    expect(some(roadmap.risks, /august|shutdown/i)).toBe(true);
    expect(replies[2]).toMatch(/data/i);
  });

  it("answers a trial instead", () => {
    expect(replies[4]).toMatch(/pilot|trial/i);
  });
});

describe("a charity's finance director, in one long message", () => {
  const { replies, roadmap } = played([
    "Morning. I'm the finance director of a national charity, around 260 staff and a few hundred volunteers. The short version of why we're here: our year-end took eleven weeks last time and the auditors put it in writing, plus the Charity Commission has started asking harder questions about restricted funds, not to mention our finance system (an ancient Access database) was built by a volunteer who died last year and nobody really understands it. We're thinking of something like Business Central or Sage Intacct. What scares me most is the fundraising team, who guard their spreadsheets like gold, and the fact our IT is basically one contractor two days a week.",
    "we could just get our auditors to recommend a system, couldn't we",
    "budget about 200k, we'd want to be live for the April 2028 year start",
  ]);

  it("keeps the three reasons", () => {
    expect(some(roadmap.drivers, /year-end|eleven weeks|auditors/i)).toBe(true);
    expect(some(roadmap.drivers, /Charity Commission|restricted funds/i)).toBe(true);
    // The ancient Access database is said back by the table's label ("replacing legacy
    // systems"); its builder gone is the key-person risk.
    expect(some(roadmap.drivers, /Access|volunteer|nobody really understands|legacy/i)).toBe(true);
    expect(some(roadmap.risks, /key person/i)).toBe(true);
  });

  it("keeps the fundraisers and the one contractor as risks", () => {
    expect(some(roadmap.risks, /fundrais|spreadsheets/i)).toBe(true);
    expect(some(roadmap.risks, /contractor|IT|one person/i)).toBe(true);
  });

  it("answers the auditors recommending a system", () => {
    expect(replies[1]).toMatch(/vendor-neutral|auditor|independ/i);
    expect(roadmap.timeline).toMatch(/April 2028/);
  });
});

describe("a garden centre chain: two reasons joined by 'and', a fear of the papers", () => {
  const { replies, roadmap } = played([
    "we're a garden centre chain, 9 sites, 400 staff in summer",
    "the website chat gets swamped every spring and half the questions are the same five, and our plant care advice is all over the place depending on who answers",
    "thinking about an AI assistant for the website and the tills",
    "my fear is it says something daft about toxic plants and we end up in the papers",
    "so basically you're consultants who use AI",
  ]);

  it("keeps both reasons", () => {
    expect(some(roadmap.drivers, /swamped|spring|same five|questions/i)).toBe(true);
    expect(some(roadmap.drivers, /advice|all over the place/i)).toBe(true);
  });

  it("keeps the fear as a risk and says it back", () => {
    expect(some(roadmap.risks, /toxic|daft|papers|wrong/i)).toBe(true);
    expect(replies[3]).toMatch(/toxic|plants|papers|wrong/i);
  });

  it("answers whether we are consultants", () => {
    expect(replies[4]).toMatch(/consultan/i);
  });
});
