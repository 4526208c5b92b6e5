import type { TextChapter } from "../../../content/plain-text";
import { siteMap } from "../../../content/site-map";

/** /ai-readable: the whole site as plain, semantic text for machine readers (also at /llms.txt). */
export function SiteTextView({ chapters }: { chapters: TextChapter[] }) {
  return (
    <main id="main" className="flex-1">
      <article className="container-page max-w-3xl py-12 font-mono text-sm leading-relaxed">
        <h1 className="font-sans text-title font-bold">{siteMap["/ai-readable"].heading}</h1>
        <p className="mt-3 text-fg-muted">
          The complete content of this site as plain text. A Markdown version is at{" "}
          <a href="/llms.txt" className="text-primary underline">
            /llms.txt
          </a>
          .
        </p>
        {chapters.map((chapter) => (
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
