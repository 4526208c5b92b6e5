import { describe, expect, it } from "vitest";
import { nextStepSection } from "./next-step";
import { contentPages, sampleDocuments } from "./page-copy";
import { siteMap } from "./site-map";
import type { Link } from "./types";

const pages = { ...contentPages, ...sampleDocuments };

/** Every `{ label, to }` in a page's copy. */
function links(value: unknown, out: Link[] = []): Link[] {
  if (Array.isArray(value)) for (const v of value) links(v, out);
  else if (value && typeof value === "object") {
    if ("label" in value && "to" in value) out.push(value as Link);
    for (const v of Object.values(value)) links(v, out);
  }
  return out;
}

describe("every content page and sample document", () => {
  for (const [path, page] of Object.entries(pages)) {
    it(`${path} ends with one primary and one secondary call to action`, () => {
      const section = nextStepSection(page.next);
      expect(section.tone).toBe("brand");
      expect(section.blocks).toEqual([{ type: "actions", items: [...page.next.actions] }]);
      expect(page.next.actions).toHaveLength(2);
      expect(page.next.actions.map((a) => a.to)).not.toContain(path);
    });

    it(`${path} links only to pages of the site map or to full external addresses`, () => {
      for (const { to } of links(page)) {
        if (to.startsWith("/"))
          expect(Object.hasOwn(siteMap, to.replace(/#.*/, "")), to).toBe(true);
        else expect(to, to).toMatch(/^https:\/\//);
      }
    });
  }
});
