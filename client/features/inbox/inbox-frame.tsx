import type { ReactNode } from "react";

/**
 * The inbox pages' main area: who is signed in and a back link above, a heading, a line under
 * it, actions on the right, then content.
 */
export function InboxFrame({
  title = "Sales inbox",
  subtitle,
  actions,
  before,
  person,
  children,
}: {
  title?: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
  /** Above the heading (the lead page's back link). */
  before?: ReactNode;
  /** Who is signed in (`SignedInAs`), on the right above the heading. */
  person?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main id="main" className="container-page flex-1 py-6 sm:py-10">
      {(before || person) && (
        <div className="mb-5 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          {before ?? <span />}
          {person}
        </div>
      )}
      <header className="flex flex-wrap items-end justify-between gap-x-6 gap-y-4">
        <div className="min-w-0">
          <h1 className="text-heading font-bold wrap-anywhere sm:text-title">{title}</h1>
          {subtitle && <div className="mt-2 text-sm text-fg-muted">{subtitle}</div>}
        </div>
        {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
      </header>
      <div className="mt-8">{children}</div>
    </main>
  );
}

/** A section of the lead page: a titled card. */
export function Panel({
  title,
  id,
  children,
  className,
}: {
  title: ReactNode;
  id: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`min-w-0 rounded-2xl border border-border bg-surface p-5 sm:p-6 ${className ?? ""}`}
    >
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}
