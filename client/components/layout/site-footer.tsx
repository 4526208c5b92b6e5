import { Link } from "react-router";
import { company, site } from "../../../content/site";
import { footerNav } from "../../../content/site-map";
import { Logo } from "./logo";

const link = "inline-flex min-h-6 items-center py-0.5 hover:text-fg hover:underline";

/**
 * The footer's site map (product, company, resources, legal — from `content/site-map.ts`, so every
 * page is linked from every other), the company's name and contact, and the copyright line.
 * Plain links: it renders into the prerendered HTML of pages that ship no JavaScript.
 */
export function SiteFooter() {
  return (
    <footer data-print="hide" className="mt-auto border-t border-border bg-surface text-sm">
      <div className="container-page py-10 sm:py-12">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,3fr)]">
          <div className="space-y-3 text-fg-muted">
            <Logo />
            <p className="max-w-xs">{site.tagline}</p>
            <p>
              <a href={`mailto:${site.email}`} className={`${link} break-all text-fg`}>
                {site.email}
              </a>
            </p>
          </div>
          <nav aria-label="Site map" className="grid grid-cols-2 gap-x-6 gap-y-8 sm:grid-cols-4">
            {footerNav().map((g) => (
              <div key={g.group}>
                <h2
                  id={`footer-${g.group}`}
                  className="text-xs font-semibold tracking-wide text-fg uppercase"
                >
                  {g.heading}
                </h2>
                <ul aria-labelledby={`footer-${g.group}`} className="mt-3 space-y-1 text-fg-muted">
                  {g.links.map((item) => (
                    <li key={item.to}>
                      <Link to={item.to} className={link}>
                        {item.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>
        <div className="mt-10 flex flex-col gap-2 border-t border-border pt-6 text-fg-muted sm:flex-row sm:items-start sm:justify-between">
          <p>
            © {new Date().getFullYear()} {company.legalName}. All rights reserved.
          </p>
          {company.addressLines.length > 0 && (
            <address className="not-italic sm:text-right">
              {company.addressLines.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          )}
        </div>
      </div>
    </footer>
  );
}
