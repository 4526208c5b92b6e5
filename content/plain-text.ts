import { contactCopy } from "./contact";
import { home } from "./home";
import { callAction, nextStepSection } from "./next-step";
import { offer } from "./offer-facts";
import { clarityDemo, contentPages, isContentPath } from "./page-copy";
import { site } from "./site";
import { type SitePath, siteMap, sitePages } from "./site-map";
import type { Block, Section } from "./types";

/** The site's copy as plain text, from the same data the pages render (for /ai-readable, llms.txt). */

export interface TextSection {
  title: string;
  lines: string[];
}
export interface TextChapter {
  title: string;
  path: string;
  summary: string;
  sections: TextSection[];
}

export function blockLines(block: Block): string[] {
  switch (block.type) {
    case "text":
      return [block.text];
    case "list":
      return block.items.map((i) => `- ${i}`);
    case "cards":
      return block.items.flatMap((c) => [
        `- ${[c.eyebrow, c.title].filter(Boolean).join(": ")}${c.badge ? ` (${c.badge.label})` : ""}${c.text ? ` — ${c.text}` : ""}`,
        ...(c.lists ?? []).flatMap((l) => [`  ${l.heading}:`, ...l.items.map((i) => `  - ${i}`)]),
      ]);
    case "stats":
      return block.items.map((s) => `- ${s.value}: ${s.label}`);
    case "table":
      return [
        `${block.caption} (${block.columns.join(" | ")}):`,
        ...block.rows.map((r) => `- ${r.join(" | ")}`),
      ];
    case "compare":
      return [block.left, block.right].flatMap((side) => [
        `${side.title}:`,
        ...side.items.map((i) => `- ${i}`),
      ]);
    case "faq":
      return block.items.flatMap((f) => [`Q: ${f.question}`, `A: ${f.answer}`]);
    case "phases":
      return block.items.flatMap((p) => [
        `Phase ${p.number}: ${p.title} (${p.timeline}) — ${p.description}`,
        `  You Provide: ${p.youProvide.join("; ")}`,
        `  Key Activities: ${p.activities.join("; ")}`,
        `  Reality-Based Projections: ${p.projections.join("; ")}`,
        `  What Gets Revealed: ${p.revealed.join("; ")}`,
        `  AI Provides Objective Feedback: ${p.objectiveFeedback.join("; ")}`,
        `  You Receive: ${p.youReceive.join("; ")}`,
        `  Why This Matters: ${p.whyMatters}`,
      ]);
    case "actions":
      return block.items.map(
        (l) =>
          `- ${l.label}${l.note ? ` (${l.note})` : ""}: ${l.to.startsWith("/") ? `${site.url}${l.to}` : l.to}`,
      );
    case "scroll":
      return [`${block.label} (see "Try it yourself")`];
  }
}

export const sectionText = (s: Section): TextSection => ({
  title: s.title,
  lines: [
    ...(s.eyebrow ? [`(${s.eyebrow})`] : []),
    ...(s.intro ? [s.intro] : []),
    ...s.blocks.flatMap(blockLines),
  ],
});

/** The chapters that are more than a content page's copy: home, the Clarity demo, contact. */
const specialChapters: Partial<Record<SitePath, () => TextChapter>> = {
  "/": () => ({
    title: "Value proposition",
    path: "/",
    summary: siteMap["/"].description,
    sections: [
      { title: siteMap["/"].heading, lines: [home.subline, home.reassurance] },
      { title: "Highlights", lines: home.highlights.map((h) => `- ${h.title} — ${h.text}`) },
    ],
  }),
  "/clarity": () =>
    contentChapter("/clarity", [
      {
        title: "Sample scoping conversation",
        lines: clarityDemo.conversation.map(
          (m) => `${m.role === "user" ? "Visitor" : "Clarity"}: ${m.content}`,
        ),
      },
      {
        title: "Hidden dependencies",
        lines: [
          ...clarityDemo.dependencies.map(
            (d) => `- ${d.source} → ${d.targets.join(", ")} (${d.risk} risk)`,
          ),
          `Assessment: ${clarityDemo.assessment}`,
        ],
      },
    ]),
  "/try": () => ({
    title: "Get started",
    path: "/try",
    summary: contactCopy.intro,
    sections: [
      {
        title: "Contact",
        lines: [
          `Contact form: ${site.url}/try`,
          `Email: ${site.email}`,
          `${contactCopy.ready.cta} (${callAction.note}): ${callAction.to}`,
          `Messaging channel: ${site.messagingUrl}`,
        ],
      },
      {
        title: "Service offerings",
        lines: [
          "- Free 5-minute assessment with Clarity",
          `- Readiness simulation (${offer.duration}, ${offer.price.text})`,
          `- Sample deliverables: ${site.url}/rfp, ${site.url}/spec-document, ${site.url}/working-prototype`,
        ],
      },
    ],
  }),
};

function contentChapter(path: keyof typeof contentPages, extra: TextSection[] = []): TextChapter {
  const page = contentPages[path];
  return {
    title: siteMap[path].heading,
    path,
    summary: [page.eyebrow, page.lead].filter(Boolean).join(" — "),
    sections: [
      ...page.sections.map(sectionText),
      ...extra,
      sectionText(nextStepSection(page.next)),
    ],
  };
}

/** Every chapter of the site: the pages the site map marks `text`, in its reading order. */
export function siteText(): TextChapter[] {
  return sitePages.flatMap(([path, page]) => {
    if (!page.text) return [];
    const special = specialChapters[path];
    if (special) return [special()];
    if (isContentPath(path)) return [contentChapter(path)];
    throw new Error(`${path} is marked text but has no copy to render`);
  });
}

/** The llms.txt convention: a title, a summary, then Markdown sections. */
export function llmsTxt(): string {
  const out = [`# ${site.name}`, "", `> ${site.description}`, ""];
  for (const c of siteText()) {
    out.push(`## ${c.title}`, "", `${c.summary} (${site.url}${c.path})`, "");
    for (const s of c.sections) out.push(`### ${s.title}`, "", ...s.lines, "");
  }
  return `${out.join("\n").trim()}\n`;
}
