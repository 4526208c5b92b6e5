import type { ApiErrorBody, ErrorCode } from "#contracts/error";
import type {
  LeadDetail,
  LeadNote,
  LeadStatus,
  LeadSummary,
  ProspectCard,
  ProspectListResponse,
  ProspectSummary,
} from "#contracts/inbox";
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
  method: "GET" | "POST" | "PATCH" | "DELETE",
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

/** A page of prospects (one row per person) for the filters, in their sort. */
export async function listProspects(
  filters: ListFilters,
  cursor: string | null,
  signal?: AbortSignal,
  limit = PAGE_SIZE,
): Promise<ProspectListResponse> {
  const extra = { limit: String(limit), ...(cursor ? { cursor } : {}) };
  return (await call("GET", `/prospects${filtersQuery(filters, extra)}`, { signal })).json();
}

/** The CSV export of every lead of the prospects matching the filters (a download link). */
export const leadsCsvHref = (filters: ListFilters) =>
  `${BASE}/leads.csv${filtersQuery({ ...filters, sort: undefined, order: undefined })}`;

const lead = (id: string) => `/leads/${encodeURIComponent(id)}`;

/** The card of a lead's prospect: every lead, notes, history. */
export async function getCard(id: string, signal?: AbortSignal): Promise<ProspectCard> {
  return (await call("GET", `${lead(id)}/card`, { signal })).json();
}

type ProspectUpdate = { prospect: ProspectSummary };

export async function setStatus(id: string, status: LeadStatus, reason?: string) {
  const body: ProspectUpdate = await (
    await call("POST", `${lead(id)}/status`, { json: { status, ...(reason ? { reason } : {}) } })
  ).json();
  return body.prospect;
}

export async function assignTo(id: string, assignee: string | null) {
  const body: ProspectUpdate = await (
    await call("POST", `${lead(id)}/assign`, { json: { assignee } })
  ).json();
  return body.prospect;
}

type NoteUpdate = { note: LeadNote };

export async function addNote(id: string, text: string): Promise<LeadNote> {
  const body: NoteUpdate = await (
    await call("POST", `${lead(id)}/notes`, { json: { text } })
  ).json();
  return body.note;
}

export async function editNote(id: string, noteId: number, text: string): Promise<LeadNote> {
  const path = `${lead(id)}/notes/${noteId}`;
  const body: NoteUpdate = await (await call("PATCH", path, { json: { text } })).json();
  return body.note;
}

/** One lead (for a notification of a new one). */
export async function getLead(id: string, signal?: AbortSignal): Promise<LeadDetail> {
  return (await call("GET", lead(id), { signal })).json();
}

export async function retryDelivery(id: string): Promise<LeadSummary> {
  const body: { lead: LeadSummary } = await (await call("POST", `${lead(id)}/retry`)).json();
  return body.lead;
}

/** Deletes the lead; as spam, every lead of its visitor, who makes no new ones. */
export const deleteLead = async (id: string, spam = false) => {
  await call(spam ? "POST" : "DELETE", spam ? `${lead(id)}/spam` : lead(id));
};
