import { Link } from "react-router";
import { site } from "../../../content/site";
import { navLinks } from "../../../content/site-map";

export function SiteFooter() {
  return (
    <footer data-print="hide" className="mt-auto border-t border-border bg-surface">
      <div className="container-page flex flex-col gap-3 py-8 text-sm text-fg-muted sm:flex-row sm:items-center sm:justify-between">
        <p>
          © {new Date().getFullYear()} {site.legalName}. All rights reserved.
        </p>
        <nav aria-label="Footer" className="flex flex-wrap gap-x-5 gap-y-2">
          {navLinks("footer").map((item) => (
            <Link key={item.to} to={item.to} className="hover:text-fg hover:underline">
              {item.label}
            </Link>
          ))}
        </nav>
      </div>
    </footer>
  );
}
