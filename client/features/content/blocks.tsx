import { useId } from "react";
import type { Block, Card, Link as ContentLink } from "../../../content/types";
import { Badge } from "../../components/ui/badge";
import { ButtonLink, ExternalButtonLink } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import { PhaseCard } from "./phase-card";
import { ScrollButton } from "./scroll-button";
import { TableBlock } from "./table-block";

const grid = {
  2: "md:grid-cols-2",
  3: "md:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
};

function CardView({ card }: { card: Card }) {
  return (
    <div className="flex flex-col rounded-2xl border border-border bg-surface p-6 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div>
          {card.eyebrow && (
            <p className="text-xs font-semibold tracking-wide text-accent uppercase">
              {card.eyebrow}
            </p>
          )}
          <h3 className="mt-1 text-lg font-semibold">{card.title}</h3>
        </div>
        {card.badge && <Badge tone={card.badge.tone}>{card.badge.label}</Badge>}
      </div>
      {card.text && <p className="mt-2 text-fg-muted">{card.text}</p>}
      {card.lists?.map((l) => (
        <div key={l.heading} className="mt-4">
          <h4 className="text-sm font-semibold">{l.heading}</h4>
          <ul className="mt-2 space-y-1.5 text-sm text-fg-muted">
            {l.items.map((i) => (
              <li key={i} className="flex gap-2">
                <span
                  aria-hidden="true"
                  className="mt-2 size-1.5 shrink-0 rounded-full bg-accent"
                />
                {i}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

/** A call to action: the button with the label, and the link's note, if any, under it. */
function Action({ link, primary }: { link: ContentLink; primary: boolean }) {
  const noteId = useId();
  const props = {
    variant: primary ? ("primary" as const) : ("secondary" as const),
    size: "lg" as const,
    "aria-describedby": link.note ? noteId : undefined,
    children: link.label,
  };
  const button = link.to.startsWith("/") ? (
    <ButtonLink to={link.to} {...props} />
  ) : (
    <ExternalButtonLink href={link.to} {...props} />
  );
  if (!link.note) return button;
  return (
    <div className="flex flex-col items-center gap-1.5">
      {button}
      <span id={noteId} className="text-sm text-fg-muted">
        {link.note}
      </span>
    </div>
  );
}

const markers = { check: "✓", cross: "✕", bullet: "•" };

/** Renders one block of page copy. */
export function BlockView({ block }: { block: Block }) {
  switch (block.type) {
    case "text":
      return <p className="max-w-3xl text-lg leading-relaxed text-fg-muted">{block.text}</p>;
    case "list":
      return (
        <ul className="max-w-3xl space-y-2">
          {block.items.map((i) => (
            <li key={i} className="flex gap-3">
              <span
                aria-hidden="true"
                className={cn(
                  "font-bold",
                  block.marker === "cross" ? "text-danger" : "text-success",
                )}
              >
                {markers[block.marker ?? "bullet"]}
              </span>
              <span>{i}</span>
            </li>
          ))}
        </ul>
      );
    case "cards":
      return (
        <div className={cn("grid gap-5", grid[block.columns ?? 3])}>
          {block.items.map((c) => (
            <CardView key={c.title} card={c} />
          ))}
        </div>
      );
    case "stats":
      return (
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {block.items.map((s) => (
            <div key={s.label} className="rounded-2xl border border-border bg-surface p-5">
              <dt className="text-sm text-fg-muted">{s.label}</dt>
              <dd className="mt-1 text-2xl font-bold text-primary">{s.value}</dd>
            </div>
          ))}
        </dl>
      );
    case "table":
      return <TableBlock caption={block.caption} columns={block.columns} rows={block.rows} />;
    case "compare":
      return (
        <div className="grid gap-5 md:grid-cols-2">
          {[block.left, block.right].map((side, i) => (
            <div
              key={side.title}
              className={cn(
                "rounded-2xl border p-6",
                i ? "border-primary bg-primary-soft" : "border-border bg-surface",
              )}
            >
              <h3 className={cn("text-lg font-bold", i > 0 && "tracking-wide text-primary")}>
                {side.title}
              </h3>
              <ul className="mt-4 space-y-2">
                {side.items.map((item) => (
                  <li key={item} className="flex gap-2">
                    <span aria-hidden="true" className={i ? "text-success" : "text-danger"}>
                      {i ? "✓" : "✕"}
                    </span>
                    {item}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      );
    case "faq":
      return (
        <div className="max-w-3xl divide-y divide-border rounded-2xl border border-border bg-surface">
          {block.items.map((f) => (
            // Exclusive accordion without JavaScript: opening one closes the others.
            <details key={f.question} name="faq" className="group px-5">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 font-semibold">
                {f.question}
                <span
                  aria-hidden="true"
                  className="text-xl text-fg-muted transition group-open:rotate-45"
                >
                  +
                </span>
              </summary>
              <p className="pb-5 text-fg-muted">{f.answer}</p>
            </details>
          ))}
        </div>
      );
    case "phases":
      return (
        <ol className="grid gap-6 lg:grid-cols-2">
          {block.items.map((p) => (
            <PhaseCard key={p.number} phase={p} />
          ))}
        </ol>
      );
    case "actions":
      return (
        <div className="flex flex-wrap items-start gap-3">
          {block.items.map((l, i) => (
            <Action key={l.label} link={l} primary={i === 0} />
          ))}
        </div>
      );
    case "scroll":
      return <ScrollButton target={block.target}>{block.label}</ScrollButton>;
  }
}
