import { describe, expect, it } from "vitest";
import { home } from "./home";
import { contentPages } from "./page-copy";
import { demoAssessment, demoConversation, demoDependencies } from "./pages/clarity-up-front";
import { llmsTxt, siteText } from "./plain-text";

/** Keys that carry structure, not copy. */
const structural = new Set([
  "type",
  "tone",
  "marker",
  "columns",
  "id",
  "to",
  "target",
  "number",
  "risk",
  "role",
]);

function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) if (!structural.has(k)) strings(v, out);
  }
  return out;
}

const text = siteText()
  .flatMap((c) => [c.title, c.summary, ...c.sections.flatMap((s) => [s.title, ...s.lines])])
  .join("\n");

describe("/ai-readable covers the whole content source", () => {
  for (const [path, page] of Object.entries(contentPages)) {
    it(`has every sentence of ${path}`, () => {
      const missing = strings(page).filter((s) => !text.includes(s));
      expect(missing).toEqual([]);
    });
  }

  it("has the home page's value proposition and the Clarity demo", () => {
    const items = [
      home.subline,
      ...home.highlights.map((h) => h.text),
      demoAssessment,
      ...strings(demoConversation),
      ...strings(demoDependencies),
    ];
    expect(items.filter((s) => !text.includes(s))).toEqual([]);
  });

  it("has the sections the spec lists, and llms.txt is the same text", () => {
    const titles = siteText().map((c) => c.title);
    for (const t of [
      "Value proposition",
      "Who this is for",
      "Frequently asked questions",
      "Get started",
      "Investment",
      "About Clarity",
    ]) {
      expect(titles).toContain(t);
    }
    const llms = llmsTxt();
    expect(llms.startsWith("# Clarity\n\n> ")).toBe(true);
    expect(llms).toContain(home.subline);
  });
});
