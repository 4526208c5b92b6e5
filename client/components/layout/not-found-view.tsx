import { useEffect } from "react";
import { Link, useLocation } from "react-router";

/** "Oops! Page not found", with the missing path logged for whoever is debugging a bad link. */
export function NotFoundView() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);
  return (
    <main
      id="main"
      className="container-page flex flex-1 flex-col items-center justify-center py-24 text-center"
    >
      <p className="font-mono text-sm font-semibold tracking-widest text-primary">404</p>
      <h1 className="mt-3 text-title font-bold">Oops! Page not found</h1>
      <p className="mt-4 max-w-prose text-fg-muted">
        We couldn't find <code className="break-all font-mono">{pathname}</code>. It may have moved,
        or the link may be mistyped.
      </p>
      <Link
        to="/"
        className="mt-8 rounded-lg bg-primary px-5 py-2.5 font-semibold text-primary-fg hover:bg-primary-hover"
      >
        Return to Home
      </Link>
    </main>
  );
}
