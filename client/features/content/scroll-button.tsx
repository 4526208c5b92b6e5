import type { ReactNode } from "react";
import { buttonClass } from "../../components/ui/button";

/** An in-page link that scrolls smoothly to its target (instantly with reduced motion). */
export function ScrollButton({ target, children }: { target: string; children: ReactNode }) {
  return (
    <a
      href={`#${target}`}
      data-scroll
      className={buttonClass("primary", "lg")}
      onClick={(e) => {
        const el = document.getElementById(target);
        if (!el) return;
        e.preventDefault();
        const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        el.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
        history.replaceState(null, "", `#${target}`);
      }}
    >
      {children}
    </a>
  );
}
