import {
  type DeliveryStatus,
  type LeadKind,
  type LeadStatus,
  MAX_SEARCH_CHARS,
} from "#contracts/inbox";
import { MAX_PERSON_CHARS } from "#contracts/inbox-people";
import type { ProspectSort } from "#contracts/inbox-schemas";
import { SOURCE_MAX_CHARS } from "#contracts/touch";

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

/** The follow-up views: who wants a call, and next steps due today or overdue. */
export const followUpLabels = {
  call: "Wants a call",
  today: "Due today",
  overdue: "Overdue",
} as const;
export type FollowUp = keyof typeof followUpLabels;
const dueLabels: Record<"overdue" | "today", string> = followUpLabels;

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
  /** Only those who asked for a call not yet logged. */
  callRequested?: "true";
  /** Next steps overdue, or due today in the browser's time zone (sent as `tz`). */
  due?: "overdue" | "today";
  sort?: ProspectSort;
  order?: "asc" | "desc";
}

/** The API's longest search (inboxFilters.q), for the search box too. */
export { MAX_SEARCH_CHARS };
/** Prospects per request; "Load more" asks for the next page. */
export const PAGE_SIZE = 50;

const oneOf = <K extends string>(labels: Record<K, string>, value: string | null) =>
  value !== null && Object.hasOwn(labels, value) ? (value as K) : undefined;

/** The filters in a query string; unknown values are ignored rather than sent to the API. */
export function filtersFromSearch(params: URLSearchParams): ListFilters {
  const q = params.get("q")?.trim().slice(0, MAX_SEARCH_CHARS);
  const assignee = params.get("assignee")?.trim().slice(0, MAX_PERSON_CHARS);
  const order = params.get("order");
  return {
    status: oneOf(statusFilterLabels, params.get("status")),
    assignee: assignee || undefined,
    kind: oneOf(kindLabels, params.get("kind")),
    delivery: oneOf(deliveryLabels, params.get("delivery")),
    q: q || undefined,
    source: params.get("source")?.trim().toLowerCase().slice(0, SOURCE_MAX_CHARS) || undefined,
    callRequested: params.get("callRequested") === "true" ? "true" : undefined,
    due: oneOf(dueLabels, params.get("due")),
    sort: oneOf(sortLabels, params.get("sort")),
    order: order === "asc" || order === "desc" ? order : undefined,
  };
}

const keys = [
  "status",
  "assignee",
  "kind",
  "delivery",
  "q",
  "source",
  "callRequested",
  "due",
  "tz",
  "sort",
  "order",
] as const;

/** The browser's time zone, which "due today" is counted in. */
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";

const text = (value: string | undefined) => value?.trim() || undefined;

/**
 * The filters as the API's query parameters, in the API's order: typed text trimmed, the empty
 * ones left out (the others are one of their labels' keys already).
 */
export function filtersParams(f: ListFilters): ListFilters & { tz?: string } {
  const params: ListFilters & { tz?: string } = {
    status: f.status,
    assignee: text(f.assignee),
    kind: f.kind,
    delivery: f.delivery,
    q: text(f.q),
    source: text(f.source),
    callRequested: f.callRequested,
    due: f.due,
    tz: f.due === "today" ? browserZone() : undefined,
    sort: f.sort,
    order: f.order,
  };
  for (const key of keys) if (!params[key]) delete params[key];
  return params;
}

/** The query string of the filters (and of a page after `cursor`): "" or "?status=new&q=acme". */
export function filtersQuery(filters: ListFilters, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams({ ...filtersParams(filters), ...extra }).toString();
  return query ? `?${query}` : "";
}

/** Whether the list is narrowed (the sort does not narrow it). */
export const hasFilters = (filters: ListFilters) =>
  filtersQuery({ ...filters, sort: undefined, order: undefined }) !== "";
