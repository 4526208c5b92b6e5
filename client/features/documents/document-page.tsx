import { Link } from "react-router";
import { nextStepSection } from "../../../content/next-step";
import type { SampleDocument } from "../../../content/pages/documents";
import { type SitePath, siteMap } from "../../../content/site-map";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { SectionView } from "../content/content-page";

/** A sample deliverable; "Export PDF" prints just the document (see the print styles). */
export function DocumentPage({
  path,
  document: doc,
}: {
  path: SitePath;
  document: SampleDocument;
}) {
  return (
    <main id="main" className="flex-1">
      <div
        data-print="hide"
        className="container-page flex flex-wrap items-center justify-between gap-3 pt-8"
      >
        <Link to="/" className="text-sm font-medium text-primary hover:underline">
          <span aria-hidden="true">← </span>Back to Home
        </Link>
        <Button variant="secondary" onClick={() => window.print()} data-action="print">
          Export PDF
        </Button>
      </div>
      <article className="document">
        <header className="container-page pt-8 pb-4">
          <Badge tone="success">{doc.badge}</Badge>
          <h1 className="mt-3 text-3xl font-bold text-balance sm:text-title">
            {siteMap[path].heading}
          </h1>
          <p className="mt-2 max-w-3xl text-fg-muted">{doc.subtitle}</p>
          <dl className="mt-6 grid gap-4 sm:grid-cols-3">
            {doc.meta.map((m) => (
              <div key={m.label} className="rounded-xl border border-border bg-surface p-4">
                <dt className="text-xs font-semibold text-fg-muted uppercase">{m.label}</dt>
                <dd className="mt-1 font-semibold">{m.value}</dd>
              </div>
            ))}
          </dl>
        </header>
        {doc.sections.map((s) => (
          <SectionView key={s.title} section={s} />
        ))}
      </article>
      <div data-print="hide">
        <SectionView section={nextStepSection(doc.next)} />
      </div>
    </main>
  );
}
