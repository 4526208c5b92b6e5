import preloads from "virtual:island-preloads";
import { createContext, type ReactNode, use } from "react";
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
  /** Renders an island to HTML as a tree of its own, as the browser hydrates it (entry.server). */
  renderIsland: (island: ReactNode) => string;
} | null>(null);

export const useIslandEntry = () => use(IslandEntryContext);

/**
 * The element the island hydrates into. `display: contents`, so it adds nothing to the layout;
 * the props travel as JSON in `data-props`. The server renders the island as a tree of its own,
 * exactly as the browser hydrates it (IslandRoot, island-root.tsx); in the browser (a client-side
 * navigation from the inbox) it is part of the page's tree. The server render also names, in
 * `data-modules`, every chunk the island needs to go live: the loader preloads them all at once
 * (docs/decisions/029).
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
    const html = entry.renderIsland(children);
    const modules = preloads[name]?.join(" ");
    return (
      <div {...attributes} data-modules={modules} dangerouslySetInnerHTML={{ __html: html }} />
    );
  }
  return <div {...attributes}>{children}</div>;
}
