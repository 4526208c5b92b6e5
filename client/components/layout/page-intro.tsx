import type { ReactNode } from "react";
import { type SitePath, siteMap } from "../../../content/site-map";

/** The top of a content page: eyebrow, the page's one <h1>, and a lead paragraph. */
export function PageIntro({
  path,
  eyebrow,
  lead,
  children,
}: {
  path: SitePath;
  eyebrow?: string;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  const page = siteMap[path];
  return (
    <header className="border-b border-border bg-surface">
      <div className="container-page py-14 sm:py-20">
        {eyebrow && (
          <p className="text-sm font-semibold tracking-wide text-accent uppercase">{eyebrow}</p>
        )}
        <h1 className="mt-2 max-w-3xl text-title font-bold text-balance sm:text-display">
          {page.heading}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-fg-muted">{lead ?? page.description}</p>
        {children}
      </div>
    </header>
  );
}
