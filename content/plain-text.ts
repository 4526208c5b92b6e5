import { contactCopy } from "./contact";
import { home } from "./home";
import { pages } from "./pages";
import { demoAssessment, demoConversation, demoDependencies } from "./pages/clarity";
import { site } from "./site";
import { contentPages } from "./site-pages";
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
        (l) => `- ${l.label}: ${l.to.startsWith("/") ? `${site.url}${l.to}` : l.to}`,
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

/** Every chapter of the site, in reading order. */
export function siteText(): TextChapter[] {
  const chapter = (path: keyof typeof contentPages, extra: TextSection[] = []): TextChapter => ({
    title: pages[path].heading,
    path,
    summary: [contentPages[path].eyebrow, contentPages[path].lead].filter(Boolean).join(" — "),
    sections: [...contentPages[path].sections.map(sectionText), ...extra],
  });
  return [
    {
      title: "Value proposition",
      path: "/",
      summary: pages["/"].description,
      sections: [
        { title: pages["/"].heading, lines: [home.subline, home.reassurance] },
        { title: "Highlights", lines: home.highlights.map((h) => `- ${h.title} — ${h.text}`) },
      ],
    },
    chapter("/who"),
    chapter("/why"),
    chapter("/how"),
    chapter("/outcomes"),
    chapter("/investment"),
    chapter("/solution"),
    chapter("/what-changed"),
    chapter("/use-cases"),
    chapter("/about"),
    chapter("/trust"),
    chapter("/clarity", [
      {
        title: "Sample scoping conversation",
        lines: demoConversation.map(
          (m) => `${m.role === "user" ? "Visitor" : "Clarity"}: ${m.content}`,
        ),
      },
      {
        title: "Hidden dependencies",
        lines: [
          ...demoDependencies.map(
            (d) => `- ${d.source} → ${d.targets.join(", ")} (${d.risk} risk)`,
          ),
          `Assessment: ${demoAssessment}`,
        ],
      },
    ]),
    chapter("/faq"),
    {
      title: "Get started",
      path: "/try",
      summary: contactCopy.intro,
      sections: [
        {
          title: "Contact",
          lines: [
            `Contact form: ${site.url}/try`,
            `Email: ${site.email}`,
            `Book a 30-minute call: ${site.calendarUrl}`,
            `Messaging channel: ${site.messagingUrl}`,
          ],
        },
        {
          title: "Service offerings",
          lines: [
            "- Free 5-minute assessment with Clarity",
            "- Readiness simulation (4–8 weeks, $25K–$50K)",
            `- Sample deliverables: ${site.url}/rfp, ${site.url}/spec-document, ${site.url}/working-prototype`,
          ],
        },
      ],
    },
  ];
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
