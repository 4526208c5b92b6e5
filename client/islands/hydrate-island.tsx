import { type ComponentType, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { Toaster } from "../components/ui/toaster";
import { ISLAND_ID_PREFIX, IslandRoot } from "./island-root";

/**
 * Hydrates the page's island (docs/decisions/019): only its element, not the header, copy and
 * footer around it, in a transition so React yields to the visitor between pieces of work. The
 * toast region gets a root of its own, rendered on the client only.
 */
export function hydrateIsland(container: HTMLElement, island: ComponentType<never>): void {
  const Island = island as ComponentType<Record<string, unknown>>;
  const props = container.dataset.props ? JSON.parse(container.dataset.props) : {};
  // React's listeners are attached from here; the loader keeps collecting until the island is
  // live (IslandRoot's `data-hydrated`), then the island does what it kept.
  document.documentElement.dataset.island = "hydrating";
  startTransition(() => {
    hydrateRoot(
      container,
      <IslandRoot>
        <Island {...props} />
      </IslandRoot>,
      { identifierPrefix: ISLAND_ID_PREFIX },
    );
  });
  const region = document.createElement("div");
  document.body.appendChild(region);
  createRoot(region).render(<Toaster />);
}
