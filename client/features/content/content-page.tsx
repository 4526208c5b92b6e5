import type { ReactNode } from "react";
import { nextStepSection } from "../../../content/next-step";
import type { SitePath } from "../../../content/site-map";
import type { PageContent, Section } from "../../../content/types";
import { PageIntro } from "../../components/layout/page-intro";
import { cn } from "../../lib/cn";
import { BlockView } from "./blocks";

const tones = {
  plain: "bg-bg",
  muted: "bg-surface-muted/60",
  brand: "bg-primary-soft",
};

export function SectionView({ section }: { section: Section }) {
  const headingId = `${section.id ?? section.title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-heading`;
  return (
    <section
      id={section.id}
      aria-labelledby={headingId}
      className={cn("scroll-mt-20 py-14 sm:py-16", tones[section.tone ?? "plain"])}
    >
      <div className="container-page space-y-6">
        <div className="max-w-3xl">
          {section.eyebrow && (
            <p className="text-sm font-semibold tracking-wide text-accent uppercase">
              {section.eyebrow}
            </p>
          )}
          <h2 id={headingId} className="mt-1 text-heading font-bold sm:text-title">
            {section.title}
          </h2>
          {section.intro && <p className="mt-3 text-lg text-fg-muted">{section.intro}</p>}
        </div>
        {section.blocks.map((b, i) => (
          <BlockView key={i} block={b} />
        ))}
      </div>
    </section>
  );
}

/** A content page: the intro, its sections and its closing call to action, all from `content/`. */
export function ContentPage({
  path,
  page,
  children,
}: {
  path: SitePath;
  page: PageContent;
  children?: ReactNode;
}) {
  return (
    <main id="main" className="flex-1">
      <PageIntro path={path} eyebrow={page.eyebrow} lead={page.lead} />
      {children}
      {page.sections.map((s) => (
        <SectionView key={s.title} section={s} />
      ))}
      <SectionView section={nextStepSection(page.next)} />
    </main>
  );
}
