import { hc } from "hono/client";
import type { ApiErrorBody, ErrorCode } from "#contracts/error";
import type {
  ActivityKind,
  ActivityOutcome,
  LeadDetail,
  LeadNote,
  LeadStatus,
  LeadSummary,
  NextStepKind,
  ProspectCard,
  ProspectListResponse,
  ProspectSummary,
} from "#contracts/inbox";
import type { InboxSession } from "#contracts/inbox-people";
import type { AppType } from "../../../worker/index";
import { API_BASE } from "../../lib/api";
import { retryAfterSeconds } from "../clarity/chat-errors";
import { filtersParams, type ListFilters, PAGE_SIZE } from "./lead-filters";

/**
 * The sales inbox API (/api/inbox) through the typed `hc` client. Every call sends the session
 * cookie and asks for JSON, and either resolves with the contract's type or throws an
 * InboxApiError carrying the status and the API's error code.
 */
const inbox = hc<AppType>(API_BASE, {
  headers: { Accept: "application/json" },
  init: { credentials: "same-origin" },
}).inbox;

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

/** What an answer that is not ok has to say about it (the `hc` response or a plain one). */
interface Answer {
  ok: boolean;
  status: number;
  headers: Headers;
  json(): Promise<unknown>;
}

async function errorOf(res: Answer): Promise<InboxApiError> {
  const body: unknown = await res.json().catch(() => null);
  const retryAfter = res.status === 429 ? retryAfterSeconds(res.headers.get("retry-after")) : null;
  return isErrorBody(body)
    ? new InboxApiError(res.status, body.error.code, body.error.message, retryAfter)
    : new InboxApiError(res.status, `http_${res.status}`, `The inbox answered ${res.status}.`);
}

/** The answer when it is ok; an InboxApiError otherwise. */
async function ok<R extends Answer>(call: Promise<R>): Promise<R> {
  const res = await call;
  if (!res.ok) throw await errorOf(res);
  return res;
}

/** A lead's id as a path segment (an id from the page's address may hold anything). */
const lead = (id: string) => ({ param: { id: encodeURIComponent(id) } });
const aborted = (signal?: AbortSignal) => ({ init: { signal } });

export const signIn = async (token: string, name: string) => {
  await ok(inbox.session.$post({ json: { token, name } }));
};

/** Who is signed in, and the people work can be given to. */
export async function getSession(signal?: AbortSignal): Promise<InboxSession> {
  return (await ok(inbox.session.$get({}, aborted(signal)))).json();
}

/** A refusal by Cloudflare Access (no, an expired or a refused JWT): not the token form's job. */
export const isAccessRefusal = (error: unknown) =>
  error instanceof InboxApiError && /:access$/.test(error.code);

export const signOut = async () => {
  await ok(inbox.session.$delete());
};

/** A page of prospects (one row per person) for the filters, in their sort. */
export async function listProspects(
  filters: ListFilters,
  cursor: string | null,
  signal?: AbortSignal,
  limit = PAGE_SIZE,
): Promise<ProspectListResponse> {
  const query = { ...filtersParams(filters), limit: String(limit), ...(cursor ? { cursor } : {}) };
  return (await ok(inbox.prospects.$get({ query }, aborted(signal)))).json();
}

/** The CSV export of every lead of the prospects matching the filters (a download link). */
export const leadsCsvHref = (filters: ListFilters) =>
  API_BASE +
  inbox["leads.csv"].$path({
    query: filtersParams({ ...filters, sort: undefined, order: undefined }),
  });

/** The card of a lead's prospect: every lead, notes, history. */
export async function getCard(id: string, signal?: AbortSignal): Promise<ProspectCard> {
  return (await ok(inbox.leads[":id"].card.$get(lead(id), aborted(signal)))).json();
}

export async function setStatus(
  id: string,
  status: LeadStatus,
  reason?: string,
): Promise<ProspectSummary> {
  const json = { status, ...(reason ? { reason } : {}) };
  const res = await ok(inbox.leads[":id"].status.$post({ ...lead(id), json }));
  return (await res.json()).prospect;
}

export async function assignTo(id: string, assignee: string | null): Promise<ProspectSummary> {
  const res = await ok(inbox.leads[":id"].assign.$post({ ...lead(id), json: { assignee } }));
  return (await res.json()).prospect;
}

export async function addNote(id: string, text: string): Promise<LeadNote> {
  const res = await ok(inbox.leads[":id"].notes.$post({ ...lead(id), json: { text } }));
  return (await res.json()).note;
}

export async function editNote(id: string, noteId: number, text: string): Promise<LeadNote> {
  const param = { ...lead(id).param, noteId: String(noteId) };
  const res = await ok(inbox.leads[":id"].notes[":noteId"].$patch({ param, json: { text } }));
  return (await res.json()).note;
}

/** One lead (for a notification of a new one). */
export async function getLead(id: string, signal?: AbortSignal): Promise<LeadDetail> {
  return (await ok(inbox.leads[":id"].$get(lead(id), aborted(signal)))).json();
}

export async function retryDelivery(id: string): Promise<LeadSummary> {
  const res = await ok(inbox.leads[":id"].retry.$post(lead(id)));
  return (await res.json()).lead;
}

/** Deletes the lead; as spam, every lead of its visitor, who makes no new ones. */
export const deleteLead = async (id: string, spam = false) => {
  await ok(spam ? inbox.leads[":id"].spam.$post(lead(id)) : inbox.leads[":id"].$delete(lead(id)));
};

/** Sets the prospect's next step (what, and when: an ISO time); null clears it. */
export async function setNextStep(
  id: string,
  step: { kind: NextStepKind; dueAt: string } | null,
): Promise<ProspectSummary> {
  const res = await ok(
    step
      ? inbox.leads[":id"]["next-step"].$post({ ...lead(id), json: step })
      : inbox.leads[":id"]["next-step"].$delete(lead(id)),
  );
  return (await res.json()).prospect;
}

/** Logs a call or an email and how it went, with an optional note, in the history. */
export async function logActivity(
  id: string,
  activity: { kind: ActivityKind; outcome: ActivityOutcome; note?: string },
): Promise<ProspectSummary> {
  const res = await ok(inbox.leads[":id"].activities.$post({ ...lead(id), json: activity }));
  return (await res.json()).prospect;
}
