import type { DeliveryStatus, LeadKind, LeadStatus } from "#contracts/inbox";
import type { ProspectSort } from "#contracts/inbox-schemas";

/**
 * The list's filters and sort, kept in the page's query string under the API's own names (status,
 * assignee, kind, delivery, q, sort, order), so /inbox?status=new lists what
 * /api/inbox/prospects?status=new returns and the CSV link exports the leads shown. Labels are
 * typed against the contract: a new value fails the typecheck here, without loading the
 * contract's zod schemas into the page.
 */
export const kindLabels: Record<LeadKind, string> = { contact: "Contact", chat: "Chat" };
export const deliveryLabels: Record<DeliveryStatus | "none", string> = {
  pending: "Pending",
  delivered: "Delivered",
  failed: "Failed",
  none: "No webhook",
};
export const statusFilterLabels: Record<LeadStatus | "open" | "closed", string> = {
  open: "Open",
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  won: "Won",
  lost: "Lost",
  closed: "Won or lost",
};
export const sortLabels: Record<ProspectSort, string> = {
  activity: "Last activity",
  created: "First seen",
  status: "Status",
  project: "Project",
  size: "Company size",
  budget: "Budget",
  timeline: "Timeline",
};
/** Each sort's own direction: newest, largest and soonest first; text A to Z. */
export const defaultOrder: Record<ProspectSort, "asc" | "desc"> = {
  activity: "desc",
  created: "desc",
  status: "asc",
  project: "asc",
  size: "desc",
  budget: "desc",
  timeline: "asc",
};

export type DeliveryFilter = keyof typeof deliveryLabels;
export type StatusFilter = keyof typeof statusFilterLabels;

export interface ListFilters {
  status?: StatusFilter;
  /** "me", "none" (unassigned) or a person's name. */
  assignee?: string;
  kind?: LeadKind;
  delivery?: DeliveryFilter;
  /** Searched in name, company, email and project type. */
  q?: string;
  /** Where the leads came from, as the funnel page and the lead card name it (docs/decisions/026). */
  source?: string;
  sort?: ProspectSort;
  order?: "asc" | "desc";
}

/** The API's longest search (inboxFilters.q) and name. */
export const MAX_SEARCH_CHARS = 200;
const MAX_NAME_CHARS = 80;
/** The API's longest source (SOURCE_MAX_CHARS). */
const MAX_SOURCE_CHARS = 60;
/** Prospects per request; "Load more" asks for the next page. */
export const PAGE_SIZE = 50;

const oneOf = <K extends string>(labels: Record<K, string>, value: string | null) =>
  value !== null && Object.hasOwn(labels, value) ? (value as K) : undefined;

/** The filters in a query string; unknown values are ignored rather than sent to the API. */
export function filtersFromSearch(params: URLSearchParams): ListFilters {
  const q = params.get("q")?.trim().slice(0, MAX_SEARCH_CHARS);
  const assignee = params.get("assignee")?.trim().slice(0, MAX_NAME_CHARS);
  const order = params.get("order");
  return {
    status: oneOf(statusFilterLabels, params.get("status")),
    assignee: assignee || undefined,
    kind: oneOf(kindLabels, params.get("kind")),
    delivery: oneOf(deliveryLabels, params.get("delivery")),
    q: q || undefined,
    source: params.get("source")?.trim().toLowerCase().slice(0, MAX_SOURCE_CHARS) || undefined,
    sort: oneOf(sortLabels, params.get("sort")),
    order: order === "asc" || order === "desc" ? order : undefined,
  };
}

const keys = ["status", "assignee", "kind", "delivery", "q", "source", "sort", "order"] as const;

/** The query string of the filters (and of a page after `cursor`): "" or "?status=new&q=acme". */
export function filtersQuery(filters: ListFilters, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const key of keys) {
    const value = filters[key]?.trim();
    if (value) params.set(key, value);
  }
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** Whether the list is narrowed (the sort does not narrow it). */
export const hasFilters = (filters: ListFilters) =>
  filtersQuery({ ...filters, sort: undefined, order: undefined }) !== "";
