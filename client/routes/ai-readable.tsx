import { pages } from "../../content/pages";
import { siteText } from "../../content/plain-text";
import { pageMeta } from "../lib/meta";
import { staticPage } from "../lib/static-page";
import type { Route } from "./+types/ai-readable";

// Prerendered as plain HTML: no JavaScript bundle (docs/decisions/005).
export const handle = staticPage;

export const meta = () => pageMeta("/ai-readable");

/** The whole site as plain, semantic text for machine readers (also at /llms.txt). */
export const loader = () => ({ chapters: siteText() });

export default function AiReadablePage({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="flex-1">
      <article className="container-page max-w-3xl py-12 font-mono text-sm leading-relaxed">
        <h1 className="font-sans text-title font-bold">{pages["/ai-readable"].heading}</h1>
        <p className="mt-3 text-fg-muted">
          The complete content of this site as plain text. A Markdown version is at{" "}
          <a href="/llms.txt" className="text-primary underline">
            /llms.txt
          </a>
          .
        </p>
        {loaderData.chapters.map((chapter) => (
          <section key={chapter.title} className="mt-10" aria-label={chapter.title}>
            <h2 className="font-sans text-xl font-bold">{chapter.title}</h2>
            <p className="mt-2">{chapter.summary}</p>
            {chapter.sections.map((s) => (
              <section key={s.title} className="mt-5">
                <h3 className="font-sans font-semibold">{s.title}</h3>
                {s.lines.map((line, i) => (
                  <p key={i} className="mt-1 whitespace-pre-wrap">
                    {line}
                  </p>
                ))}
              </section>
            ))}
          </section>
        ))}
      </article>
    </main>
  );
}
