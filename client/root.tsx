import { type ReactNode, useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
} from "react-router";
import { themeBootScript } from "#contracts/theme-boot";
import { themeColor } from "../content/brand";
import type { Route } from "./+types/root";
import appCssText from "./app.css?inline";
import appCssUrl from "./app.css?url";
import { NotFoundView } from "./components/layout/not-found-view";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { Toaster } from "./components/ui/toaster";
import { useIslandEntry } from "./islands/island";
import { IslandLoader } from "./islands/island-loader";
import { siteJsonLd } from "./lib/meta";
import { enhanceScript, useServerPageFlag } from "./lib/static-page";

/** The element at the end of a prerendered page that its first frame waits for. */
const PAGE_END = "page-end";

export const links: Route.LinksFunction = () => [
  // In development the linked stylesheet gives hot reload of styles.
  ...(import.meta.env.DEV ? [{ rel: "stylesheet", href: appCssUrl }] : []),
  // The ICO for browsers and crawlers that ask for /favicon.ico; the SVG for those that take it.
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

/**
 * The stylesheet is inlined into the HTML (one round trip less before first paint on slow
 * networks). Only the server build carries the text; the browser keeps what the HTML has.
 */
const appCss = import.meta.env.SSR ? appCssText : "";
/** The structured data, likewise: crawlers read the HTML, so the bundle need not carry it. */
const jsonLd = import.meta.env.SSR ? JSON.stringify(siteJsonLd) : "";

export function Layout({ children }: { children: ReactNode }) {
  const island = useServerPageFlag("island");
  // A content page or a page with an island: no React Router in the browser.
  const withoutRouter = useServerPageFlag("static") || island;
  // Worker-rendered pages (the no-JavaScript form's answer on /try) carry a CSP nonce.
  const nonce = useIslandEntry()?.nonce;
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="theme-color" media="(prefers-color-scheme: light)" content={themeColor.light} />
        <meta name="theme-color" media="(prefers-color-scheme: dark)" content={themeColor.dark} />
        <script dangerouslySetInnerHTML={{ __html: themeBootScript }} />
        <Meta />
        <style suppressHydrationWarning dangerouslySetInnerHTML={{ __html: appCss }} />
        {withoutRouter && (
          // The first frame waits until the whole page is parsed (docs/decisions/019): one style
          // and layout of the page before the first paint, not a second one when the rest of it
          // (the footer) arrives just after.
          <link rel="expect" href={`#${PAGE_END}`} blocking="render" />
        )}
        <Links />
        <script
          type="application/ld+json"
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: jsonLd }}
        />
      </head>
      <body className="flex min-h-dvh flex-col bg-bg text-fg">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-fg focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        <SiteHeader />
        {children}
        <SiteFooter />
        {withoutRouter ? (
          // A content page: no React in the browser, just its few interactions. A page with an
          // island: the same, and its island hydrated after the first frame (decision 019).
          <>
            <div id={PAGE_END} hidden />
            <script nonce={nonce} dangerouslySetInnerHTML={{ __html: enhanceScript }} />
            {island && <IslandLoader />}
          </>
        ) : (
          <>
            <Toaster />
            <ScrollRestoration />
            <Scripts />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  // Marks the page interactive: e2e tests wait for it before clicking prerendered buttons.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main
      id="main"
      className="container-page flex flex-1 flex-col items-center justify-center py-24 text-center"
    >
      <h1 className="text-title font-bold">Unexpected Application Error!</h1>
      <p className="mt-4 max-w-prose text-fg-muted">
        Something went wrong while showing this page. Please reload, or go back to the home page.
      </p>
      <a
        href="/"
        className="mt-8 rounded-lg bg-primary px-5 py-2.5 font-semibold text-primary-fg hover:bg-primary-hover"
      >
        Return to Home
      </a>
    </main>
  );
}
