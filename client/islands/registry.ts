import type { ComponentProps, ComponentType } from "react";
import type { ContactPage } from "../features/contact/contact-page";

/**
 * The interactive part of each page that has one (docs/decisions/019): what the island loader
 * hydrates in the browser. Each is its own chunk, fetched only on its page.
 */
export const islands = {
  clarity: () => import("../features/clarity/clarity-home").then((m) => m.ClarityHome),
  contact: () => import("../features/contact/contact-page").then((m) => m.ContactPage),
  crm: () => import("../features/crm/crm-dashboard").then((m) => m.CrmDashboard),
} satisfies Record<string, () => Promise<ComponentType<never>>>;

export type IslandName = keyof typeof islands;

/** The props each island is rendered with; the server writes them into the page as JSON. */
export interface IslandProps {
  clarity: Record<string, never>;
  contact: ComponentProps<typeof ContactPage>;
  crm: Record<string, never>;
}
