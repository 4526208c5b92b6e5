import { createContext, type ReactNode, use } from "react";
import { useMatches } from "react-router";
import { ISLAND_ID_PREFIX, IslandRoot } from "./island-root";
import type { IslandName, IslandProps } from "./registry";

/** The `handle` of a route whose page hydrates one island instead of the whole document. */
export const islandPage = { island: true } as const;

/**
 * What the server render needs to write the island loader: the client entry's URL (from React
 * Router's asset manifest) and the request's CSP nonce (Worker-rendered pages only).
 */
export const IslandEntryContext = createContext<{
  src: string;
  nonce?: string | undefined;
  /** Renders an island's tree to HTML on its own (react-dom/server's renderToString). */
  renderToString: (node: ReactNode, options: { identifierPrefix: string }) => string;
} | null>(null);

export const useIslandEntry = () => use(IslandEntryContext);

/**
 * True while the server renders a page with an island. Only the server render can say so: in the
 * browser React Router runs on fully hydrated pages only (the inbox), and keeps their scripts on
 * every client-side navigation.
 */
export function useIsIslandDocument(): boolean {
  const matches = useMatches();
  return (
    import.meta.env.SSR &&
    matches.some((m) => (m.handle as { island?: boolean } | undefined)?.island === true)
  );
}

/**
 * The element the island hydrates into. `display: contents`, so it adds nothing to the layout;
 * the props travel as JSON in `data-props`. The server renders the island as a tree of its own,
 * exactly as the browser hydrates it (see island-root.tsx); in the browser (a client-side
 * navigation from the inbox) it is part of the page's tree.
 */
export function Island<N extends IslandName>({
  name,
  props,
  children,
}: {
  name: N;
  props?: IslandProps[N] | undefined;
  children: ReactNode;
}) {
  const entry = use(IslandEntryContext);
  const json = props ? JSON.stringify(props) : "{}";
  const attributes = {
    "data-island": name,
    "data-props": json === "{}" ? undefined : json,
    className: "contents",
  };
  if (import.meta.env.SSR && entry) {
    const html = entry.renderToString(<IslandRoot>{children}</IslandRoot>, {
      identifierPrefix: ISLAND_ID_PREFIX,
    });
    return <div {...attributes} dangerouslySetInnerHTML={{ __html: html }} />;
  }
  return <div {...attributes}>{children}</div>;
}
