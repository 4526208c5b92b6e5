import type { DeliveryStatus, LeadKind } from "#contracts/inbox";

/**
 * The list's filters, kept in the page's query string under the API's own names (kind, status,
 * handled, q), so /inbox?kind=chat lists what /api/inbox/leads?kind=chat returns and the CSV link
 * exports exactly what is shown. Labels are typed against the contract: a new kind or status
 * fails the typecheck here, without loading the contract's zod schemas into the page.
 */
export const kindLabels: Record<LeadKind, string> = { contact: "Contact", chat: "Chat" };
export const deliveryLabels: Record<DeliveryStatus | "none", string> = {
  pending: "Pending",
  delivered: "Delivered",
  failed: "Failed",
  none: "No webhook",
};
export const handledLabels = { false: "Open", true: "Handled" } as const;

export type DeliveryFilter = keyof typeof deliveryLabels;
export type HandledFilter = keyof typeof handledLabels;

export interface ListFilters {
  kind?: LeadKind;
  status?: DeliveryFilter;
  handled?: HandledFilter;
  /** Searched in name, company, email and project type. */
  q?: string;
}

/** The API's longest search (leadFilters.q). */
export const MAX_SEARCH_CHARS = 200;
/** Leads per request; "Load more" asks for the next page. */
export const PAGE_SIZE = 50;

const isKeyOf = <K extends string>(labels: Record<K, string>, value: string | null): value is K =>
  value !== null && Object.hasOwn(labels, value);
const oneOf = <K extends string>(labels: Record<K, string>, value: string | null) =>
  isKeyOf(labels, value) ? value : undefined;

/** The filters in a query string; unknown values are ignored rather than sent to the API. */
export function filtersFromSearch(params: URLSearchParams): ListFilters {
  const q = params.get("q")?.trim().slice(0, MAX_SEARCH_CHARS);
  return {
    kind: oneOf(kindLabels, params.get("kind")),
    status: oneOf(deliveryLabels, params.get("status")),
    handled: oneOf(handledLabels, params.get("handled")),
    q: q || undefined,
  };
}

/** The query string of the filters (and of a page after `cursor`): "" or "?kind=chat&q=acme". */
export function filtersQuery(filters: ListFilters, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const key of ["kind", "status", "handled", "q"] as const) {
    const value = filters[key]?.trim();
    if (value) params.set(key, value);
  }
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const query = params.toString();
  return query ? `?${query}` : "";
}

export const hasFilters = (filters: ListFilters) => filtersQuery(filters) !== "";
