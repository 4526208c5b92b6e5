import { Link, NavLink } from "react-router";
import { headerLinks } from "../../../content/site-map";
import { Logo } from "./logo";
import { ThemeToggle } from "./theme-toggle";

function scrollToTop() {
  const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  window.scrollTo({ top: 0, behavior: smooth ? "smooth" : "auto" });
}

/** The shared top navigation: logo, About Us, Contact, theme toggle (compact on phones). */
export function SiteHeader() {
  return (
    <header
      data-print="hide"
      className="sticky top-0 z-40 border-b border-border bg-surface/90 backdrop-blur supports-[backdrop-filter]:bg-surface/75"
    >
      <div className="container-page flex h-14 items-center justify-between gap-2 sm:h-16">
        <Link
          to="/"
          onClick={scrollToTop}
          className="shrink-0 rounded-md"
          aria-label="Clarity home"
        >
          <Logo />
        </Link>
        <nav aria-label="Main" className="flex items-center min-[360px]:gap-0.5 sm:gap-2">
          {headerLinks().map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              className={({ isActive }) =>
                `rounded-md px-1.5 py-1.5 text-[0.8125rem] font-medium whitespace-nowrap transition min-[360px]:px-2 min-[360px]:text-sm sm:px-3 sm:py-2 ${
                  isActive
                    ? "bg-primary-soft text-primary"
                    : "text-fg-muted hover:bg-surface-muted hover:text-fg"
                }`
              }
            >
              {item.label}
            </NavLink>
          ))}
          <ThemeToggle />
        </nav>
      </div>
    </header>
  );
}
