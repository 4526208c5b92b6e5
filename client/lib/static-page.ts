import { useMatches } from "react-router";
import { THEME_KEY } from "#contracts/theme-boot";
import enhanceSource from "./enhance.js?raw";

/**
 * The `handle` of a route whose prerendered page ships no JavaScript bundle: plain HTML, the
 * inline stylesheet and the small enhance script (docs/decisions/005). When the app is already
 * running (a client-side navigation from a hydrated page) the route renders with React as usual.
 */
export const staticPage = { static: true } as const;

/**
 * The inline script such a page carries instead of React's scripts: enhance.js without its
 * comment lines, called with the theme storage key. Server build only: browsers never need it.
 */
export const enhanceScript = import.meta.env.SSR ? inlineCall(enhanceSource, THEME_KEY) : "";

/**
 * The text of an inline script that calls the function expression in `source` (a plain ES2020
 * file such as enhance.js) with `arg`, without the file's comment lines.
 */
export function inlineCall(source: string, arg: string): string {
  const body = source
    .replace(/^\s*\/\/.*\n/gm, "")
    .trim()
    .replace(/;$/, "");
  return `${body}(${JSON.stringify(arg)});`;
}

/**
 * True while the server renders a page whose route's `handle` sets `flag` (`staticPage`, or
 * `islandPage` from client/islands/island.tsx). Only the server render can say so: in the browser
 * React Router runs on fully hydrated pages only, and they keep their scripts on every navigation.
 */
export function useServerPageFlag(flag: "static" | "island"): boolean {
  const matches = useMatches();
  return (
    import.meta.env.SSR &&
    matches.some((m) => (m.handle as Record<string, unknown> | undefined)?.[flag] === true)
  );
}
