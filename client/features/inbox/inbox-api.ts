import type { ApiErrorBody, ErrorCode } from "#contracts/error";
import type { LeadDetail, LeadListResponse, LeadSummary } from "#contracts/inbox";
import type { InboxSession } from "#contracts/inbox-people";
import { retryAfterSeconds } from "../clarity/chat-errors";
import { filtersQuery, type ListFilters, PAGE_SIZE } from "./lead-filters";

/**
 * The sales inbox API (/api/inbox). Every call sends the session cookie and either resolves with
 * the contract's type or throws an InboxApiError carrying the status and the API's error code.
 */
const BASE = "/api/inbox";

export class InboxApiError extends Error {
  constructor(
    readonly status: number,
    /** The API's code, or `http_<status>` when the answer was not the API's JSON error. */
    readonly code: ErrorCode | `http_${number}`,
    message: string,
    /** Seconds to wait, from Retry-After (429 only). */
    readonly retryAfter: number | null = null,
  ) {
    super(message);
    this.name = "InboxApiError";
  }
}

/** No or an expired session, or Access refused: the page shows the sign-in form (or why). */
export const isUnauthorized = (error: unknown) =>
  error instanceof InboxApiError &&
  (error.status === 401 || error.code === "forbidden:access" || error.code === "internal:access");
export const isNotFound = (error: unknown) =>
  error instanceof InboxApiError && error.status === 404;

const isErrorBody = (body: unknown): body is ApiErrorBody =>
  typeof body === "object" &&
  body !== null &&
  "error" in body &&
  typeof body.error === "object" &&
  body.error !== null &&
  "message" in body.error &&
  typeof body.error.message === "string";

async function errorOf(res: Response): Promise<InboxApiError> {
  const body: unknown = await res.json().catch(() => null);
  const retryAfter = res.status === 429 ? retryAfterSeconds(res.headers.get("retry-after")) : null;
  return isErrorBody(body)
    ? new InboxApiError(res.status, body.error.code, body.error.message, retryAfter)
    : new InboxApiError(res.status, `http_${res.status}`, `The inbox answered ${res.status}.`);
}

async function call(
  method: "GET" | "POST" | "DELETE",
  path: string,
  options: { json?: unknown; signal?: AbortSignal } = {},
): Promise<Response> {
  const res = await fetch(`${BASE}${path}`, {
    method,
    credentials: "same-origin",
    headers: {
      Accept: "application/json",
      ...(options.json === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: options.json === undefined ? undefined : JSON.stringify(options.json),
    signal: options.signal,
  });
  if (!res.ok) throw await errorOf(res);
  return res;
}

export const signIn = async (token: string, name: string) => {
  await call("POST", "/session", { json: { token, name } });
};

/** Who is signed in, and the people work can be given to. */
export async function getSession(signal?: AbortSignal): Promise<InboxSession> {
  return (await call("GET", "/session", { signal })).json();
}

/** A refusal by Cloudflare Access (no, an expired or a refused JWT): not the token form's job. */
export const isAccessRefusal = (error: unknown) =>
  error instanceof InboxApiError && /:access$/.test(error.code);

export const signOut = async () => {
  await call("DELETE", "/session");
};

export async function listLeads(
  filters: ListFilters,
  cursor: string | null,
  signal?: AbortSignal,
  limit = PAGE_SIZE,
): Promise<LeadListResponse> {
  const extra = { limit: String(limit), ...(cursor ? { cursor } : {}) };
  return (await call("GET", `/leads${filtersQuery(filters, extra)}`, { signal })).json();
}

/** The CSV export of every lead matching the filters (a download link, not a fetch). */
export const leadsCsvHref = (filters: ListFilters) => `${BASE}/leads.csv${filtersQuery(filters)}`;

export async function getLead(id: string, signal?: AbortSignal): Promise<LeadDetail> {
  return (await call("GET", `/leads/${encodeURIComponent(id)}`, { signal })).json();
}

type LeadUpdate = { lead: LeadSummary };

export async function retryDelivery(id: string): Promise<LeadSummary> {
  const body: LeadUpdate = await (
    await call("POST", `/leads/${encodeURIComponent(id)}/retry`)
  ).json();
  return body.lead;
}

export async function setHandled(id: string, handled: boolean): Promise<LeadSummary> {
  const body: LeadUpdate = await (
    await call("POST", `/leads/${encodeURIComponent(id)}/handled`, { json: { handled } })
  ).json();
  return body.lead;
}

export const deleteLead = async (id: string) => {
  await call("DELETE", `/leads/${encodeURIComponent(id)}`);
};
