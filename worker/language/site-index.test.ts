import { describe, expect, it } from "vitest";
import committed from "./site-index.json";
import { buildSiteIndex, sitePassages } from "./site-passages";
import { boundedPassages, searchSite } from "./site-search";

describe("the site's search index (site-index.json)", () => {
  it("is the index of today's content/: `npm run build` (or `node scripts/build-site-index.ts`) rebuilds it", () => {
    expect(JSON.parse(buildSiteIndex())).toEqual(committed);
  });

  it("holds each passage's page, link and text once, nothing more", () => {
    const passages = sitePassages();
    expect(passages.length).toBeGreaterThan(50);
    const faq = passages.find((p) => p.heading === "What if the simulation says no?")!;
    expect(faq).toMatchObject({ title: "FAQ", url: "/faq" });
    expect(faq.text).toMatch(/^Then it has done its job/);
    const stored = Object.values(committed.storedFields)[0]!;
    // The heading is kept to tell what a passage is about from what it mentions in passing.
    expect(Object.keys(stored).sort()).toEqual(["heading", "text", "title", "url"]);
  });
});

describe("searchSite", () => {
  it("finds the passage that answers a question, typos and other words included", () => {
    expect(searchSite("Can I get my chat history wiped?")[0]).toMatchObject({
      title: "Privacy",
      url: "/privacy#erase",
    });
    expect(searchSite("what are the four phaes?")[0]!.url).toBe("/how#four-phases");
    expect(searchSite("what if the simulation says no")[0]!.text).toMatch(/Strategic No-Go/);
  });

  it("returns nothing when no page is relevant", () => {
    expect(searchSite("asdf qwer zxcv?")).toEqual([]);
    expect(searchSite("How do I make a sourdough starter?")).toEqual([]);
    expect(searchSite("the the and of")).toEqual([]);
    expect(searchSite("")).toEqual([]);
  });

  // Its speed on 4,000 characters is `npm run bench:engines`' (the Clarity rows search the pages
  // for every message), never a clock in a test.
  it("returns at most `limit` passages, best first, on 4,000 characters too", () => {
    const found = searchSite("simulation sprint phases prototype team", 3);
    expect(found.length).toBe(3);
    expect(found[0]!.score).toBeGreaterThanOrEqual(found[2]!.score);
    const long = searchSite("erp crm cpq ai simulation ".repeat(160).slice(0, 4000), 3);
    expect(long.length).toBeLessThanOrEqual(3);
  });

  it("bounds the passages a prompt gets to 1,200 characters in all", () => {
    const long = Array.from({ length: 3 }, (_, i) => ({
      title: `Page ${i}`,
      url: `/page-${i}`,
      text: "A sentence of the page. ".repeat(40),
      score: 10,
    }));
    const bounded = boundedPassages(long, 1200);
    const size = bounded.reduce((n, p) => n + p.title.length + p.url.length + p.text.length, 0);
    expect(size).toBeLessThanOrEqual(1200);
    expect(bounded.length).toBe(2);
    for (const p of bounded) expect(p.text.trim()).toMatch(/page\.$/);
  });
});
