import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";

/**
 * Accessible tabs (WAI-ARIA tabs pattern): arrow keys, Home and End move between tabs; every
 * panel is in the HTML, inactive ones hidden.
 */
export function Tabs({
  label,
  tabs,
}: {
  label: string;
  tabs: { title: string; content: ReactNode }[];
}) {
  const [active, setActive] = useState(0);
  const base = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (e: KeyboardEvent) => {
    const last = tabs.length - 1;
    const next =
      e.key === "ArrowRight"
        ? active === last
          ? 0
          : active + 1
        : e.key === "ArrowLeft"
          ? active === 0
            ? last
            : active - 1
          : e.key === "Home"
            ? 0
            : e.key === "End"
              ? last
              : null;
    if (next === null) return;
    e.preventDefault();
    setActive(next);
    refs.current[next]?.focus();
  };
  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        className="inline-flex rounded-xl border border-border bg-surface p-1"
      >
        {tabs.map((t, i) => (
          <button
            key={t.title}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${i}`}
            aria-selected={i === active}
            aria-controls={`${base}-panel-${i}`}
            tabIndex={i === active ? 0 : -1}
            onClick={() => setActive(i)}
            onKeyDown={move}
            // Styled by aria-selected, so enhance.js can switch tabs on a static page too.
            className="rounded-lg px-4 py-2 text-sm font-semibold text-fg-muted transition aria-[selected=false]:hover:text-fg aria-selected:bg-primary aria-selected:text-primary-fg"
          >
            {t.title}
          </button>
        ))}
      </div>
      {tabs.map((t, i) => (
        <div
          key={t.title}
          role="tabpanel"
          id={`${base}-panel-${i}`}
          aria-labelledby={`${base}-tab-${i}`}
          hidden={i !== active}
          className="mt-6"
        >
          {t.content}
        </div>
      ))}
    </div>
  );
}
