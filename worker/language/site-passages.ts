/**
 * The site's pages cut into passages for search (`site-search.ts`): from the same copy the pages
 * render (`content/page-copy.ts` through `content/plain-text.ts`), one passage per FAQ question
 * and answer, per phase, and per section of a page. Run at build time only
 * (`scripts/build-site-index.ts` writes `site-index.json`); the Worker loads that file.
 */
import MiniSearch from "minisearch";
import { home } from "../../content/home";
import { contentPages, isContentPath } from "../../content/page-copy";
import { blockLines } from "../../content/plain-text";
import { siteMap } from "../../content/site-map";
import type { Block, Section } from "../../content/types";
import { indexOptions, type Passage } from "./site-index-options";

/** A passage's longest text: a long section is cut at a line so an answer stays near its words. */
const MAX_TEXT = 700;

/** Sections that are no answer: the sample conversation and page endings made of links. */
const skip = (block: Block) => block.type === "actions" || block.type === "scroll";

/** Markdown and list marks out: a passage is plain sentences. */
const plain = (line: string) =>
  line
    .replace(/^\s*-\s+/, "")
    .replace(/\*\*/g, "")
    .trim();

/** Lines joined as sentences, cut into pieces of at most MAX_TEXT characters. */
function pieces(lines: string[]): string[] {
  const out: string[] = [];
  let current = "";
  for (const raw of lines) {
    const line = plain(raw);
    if (!line) continue;
    const sentence = /[.!?:]$/.test(line) ? line : `${line}.`;
    if (current && current.length + sentence.length + 1 > MAX_TEXT) {
      out.push(current);
      current = "";
    }
    current = current ? `${current} ${sentence}` : sentence;
  }
  if (current) out.push(current);
  return out;
}

function sectionPassages(title: string, path: string, section: Section): Omit<Passage, "id">[] {
  const url = section.id ? `${path}#${section.id}` : path;
  const out: Omit<Passage, "id">[] = [];
  const rest: string[] = section.intro ? [section.intro] : [];
  for (const block of section.blocks) {
    if (skip(block)) continue;
    if (block.type === "faq") {
      for (const item of block.items)
        out.push({ title, url, heading: item.question, text: plain(item.answer) });
    } else if (block.type === "phases") {
      for (const p of block.items)
        out.push({
          title,
          url,
          heading: `${section.title} Phase ${p.number}: ${p.title}`,
          text: `Phase ${p.number}, ${p.title} (${p.timeline}): ${p.description} ${p.whyMatters}`,
        });
    } else rest.push(...blockLines(block));
  }
  for (const text of pieces(rest)) out.push({ title, url, heading: section.title, text });
  return out;
}

/** Every passage of the site, in the site map's order. */
export function sitePassages(): Passage[] {
  const found: Omit<Passage, "id">[] = [
    {
      title: "Home",
      url: "/",
      heading: siteMap["/"].heading,
      text: [home.subline, home.reassurance].map(plain).join(" "),
    },
    ...home.highlights.map((h) => ({
      title: "Home",
      url: "/",
      heading: h.title,
      text: plain(h.text),
    })),
  ];
  for (const path of Object.keys(siteMap)) {
    if (!isContentPath(path)) continue;
    const page = siteMap[path];
    const title = "nav" in page && page.nav ? page.nav.label : page.heading;
    const copy = contentPages[path];
    found.push({ title, url: path, heading: page.heading, text: plain(copy.lead) });
    for (const section of copy.sections) found.push(...sectionPassages(title, path, section));
  }
  return found.map((p, id) => ({ id, ...p }));
}

/** The index as `site-index.json` holds it: MiniSearch's own JSON, stored fields included. */
export function buildSiteIndex(): string {
  const search = new MiniSearch<Passage>(indexOptions);
  search.addAll(sitePassages());
  return JSON.stringify(search);
}
