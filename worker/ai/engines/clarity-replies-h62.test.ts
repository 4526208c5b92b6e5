/**
 * Round h62: numbers that are not what they look like. People counted per place when the places
 * were counted in another message ("We have 14 shops" … "about 12 staff per shop plus 30 at head
 * office"): the places times the people, not the count per place.
 */
import { describe, expect, it } from "vitest";
import { played } from "./clarity-chat.test-kit";

describe("people per place, the places counted before", () => {
  it("shops said first, staff per shop and at head office next: the whole company", () => {
    const { replies, roadmap } = played([
      "We have 14 shops across the north west",
      "about 12 staff per shop plus 30 at head office",
    ]);
    expect(roadmap.companySize).toBe("198 people");
    expect(replies[1]).toMatch(/At 198 people/);
    expect(replies[1]).not.toMatch(/12 staff\*\*/);
  });

  it("care homes said first, staff in each home next", () => {
    const { replies, roadmap } = played([
      "we're a care provider with 9 homes in Yorkshire",
      "roughly 45 staff in each home",
    ]);
    expect(roadmap.companySize).toBe("405 people");
    expect(replies[1]).toMatch(/At 405 people/);
  });
});

describe("a size said as a ceiling", () => {
  it("'fewer than 50 people' is under the range, not at its edge", () => {
    const { replies, roadmap } = played(["we're a software company, fewer than 50 people"]);
    expect(roadmap.companySize).toBe("under 50 people");
    expect(replies[0]).toMatch(/fewer than 50 people you're outside/);
  });

  it("a size put right as a ceiling stays one", () => {
    const { replies, roadmap } = played([
      "we're a manufacturer, about 300 people",
      "actually smaller than that, under 250",
    ]);
    expect(roadmap.companySize).toBe("under 250 people");
    expect(replies[1]).not.toMatch(/At 250 people/);
  });

  it("'just under 250 staff' is about 250, a count", () => {
    expect(played(["we're just under 250 staff"]).roadmap.companySize).toBe("250 people");
  });
});

describe("one count over a trade and its office", () => {
  it("'about 140 drivers and office staff' is the company, not a team of drivers", () => {
    const { replies, roadmap } = played([
      "Hello, I run operations at a haulage firm, 60 trucks and about 140 drivers and office staff",
    ]);
    expect(roadmap.companySize).toBe("140 people");
    expect(replies[0]).toMatch(/At 140 people/);
    expect(replies[0]).not.toMatch(/140 people in warehouse/);
  });
});

describe("a product named by its short name and version", () => {
  it("'AX 2012' is Dynamics AX", () => {
    const { replies, roadmap } = played(["we're on AX 2012 and Windows 10 laptops"]);
    expect(roadmap.systems).toContain("Dynamics AX");
    expect(replies[0]).toMatch(/Dynamics AX/);
  });
});
