/**
 * Task h51: sizes and budgets said in passing. A team's count placed where it works is no
 * company size ("3 planners and 40 people in production"); a sum approved or the work's size
 * said as its cost is the budget ("trustees signed off 250k", "it's a 1.2M project"); the firm's
 * size said humbly is no worry ("we're only 30 staff").
 */
import { describe, expect, it } from "vitest";
import { played } from "./clarity-chat.test-kit";

const roadmapOf = (message: string) => played([message]).roadmap;

describe("a team's count where it works is not the company's", () => {
  it.each([
    "erp. we have 3 planners and 40 people in production",
    "crm for us. 6 account managers and 15 people on the phones",
    "we need an erp. there are 25 people in the warehouse",
    "erp, about 60 people work on the shop floor",
    "erp. we've got 14 in accounts and 30 on the production line",
    "crm. 20 people in our customer service team",
  ])("%s", (message) => {
    const { roadmap, replies } = played([message]);
    expect(roadmap.companySize).toBeUndefined();
    expect(replies[0]).not.toMatch(/outside our usual|range we work with \(/);
  });
});

it("a count of production beside the planners' is manufacturing's", () => {
  const { roadmap } = played(["erp. we have 3 planners and 40 people in production"]);
  expect(roadmap.departments).toEqual([
    "manufacturing (40 people)",
    "production planning (3 people)",
  ]);
});

describe("a sum approved, or the work's size as its cost, is the budget", () => {
  it.each([
    ["erp for a charity. trustees signed off 250k", "$250K"],
    ["its a 1.2M project, erp, 300 people", "$1.2M"],
    ["we're looking at a 500k erp project, 120 staff", "$500K"],
    ["crm, it's roughly a 90k job", "$90K"],
    ["erp. finance has ring-fenced 300k", "$300K"],
    ["the directors have agreed 150k for a new crm", "$150K"],
    ["hr system, 2m programme, 800 employees", "$2M"],
    ["crm. the board approved 80k for this", "$80K"],
  ])("%s", (message, budget) => {
    const { roadmap, replies } = played([message]);
    expect(roadmap.budget).toBe(budget);
    expect(replies[0]).toContain(budget.replace("$", ""));
  });

  it("a count before the work is no sum, nor a lost project or a deal signed", () => {
    expect(roadmapOf("crm. it's a 5k user rollout across 40 branches").budget).toBeUndefined();
    expect(
      roadmapOf("crm. we lost a 500k project to a competitor last year").budget,
    ).toBeUndefined();
    expect(
      roadmapOf("erp. we signed a 3 year deal with our logistics partner").budget,
    ).toBeUndefined();
  });
});

it("figures in thousands that count things are no budget", () => {
  expect(roadmapOf("erp. we handle about 40k jobs a year across 3 depots").budget).toBeUndefined();
  expect(roadmapOf("crm, 12k tickets a year come in").budget).toBeUndefined();
  expect(roadmapOf("erp. we could do 40k a year").budget).toBe("$40K");
});

describe("the firm's size said humbly is no worry", () => {
  it.each([
    ["crm. we're only 30 staff", "30 people"],
    ["erp, we're just a small team of 12", "12 people"],
    ["crm. there's only 8 of us", "8 people"],
    ["we're a tiny company, just 5 people. need a crm", "5 people"],
    ["erp, we are just 15 people, nothing big", "15 people"],
    ["hr system - we're merely 40 employees", "40 people"],
  ])("%s", (message, size) => {
    const roadmap = roadmapOf(message);
    expect(roadmap.companySize).toBe(size);
    expect(roadmap.risks).toEqual([]);
    expect(roadmap.coreTeam).toBeUndefined();
  });

  it("a team short of people is still a worry", () => {
    const roadmap = roadmapOf(
      "erp for our 200 staff. only 2 people know the old system and they're stretched",
    );
    expect(roadmap.risks.length).toBeGreaterThan(0);
  });
});
