import {
  RESUME_ANSWERS_CONFLICT,
  RESUME_PARAM,
  type ResumeConflict,
  type ResumeLinkResponse,
} from "#contracts/resume-link";
import { resumeLinkCopy } from "../../../content/resume-link";
import { api } from "../../lib/api";
import { touchHeaders } from "../../lib/touch";

/**
 * "Email me a link to finish later" in the browser (docs/decisions/023): asking for the link, and
 * opening one when /try is loaded with `?resume=<token>`.
 */

/**
 * How opening an emailed link went, as /try tells the visitor; `kept`: this browser held answers
 * of its own, and the visitor kept them over the link's.
 */
export type ResumeOutcome = "opened" | "kept" | "expired" | "gone" | "invalid" | "failed";

const outcomeOf: Record<string, ResumeOutcome> = {
  "forbidden:resume_expired": "expired",
  "not_found:resume": "gone",
  "forbidden:resume": "invalid",
  "bad_request:resume": "invalid",
};

async function bodyOf(res: { json: () => Promise<unknown> }): Promise<Partial<ResumeConflict>> {
  try {
    return (await res.json()) as Partial<ResumeConflict>;
  } catch {
    return {};
  }
}
const errorOf = async (res: { json: () => Promise<unknown> }) => (await bodyOf(res)).error ?? null;

/**
 * Sends the link's token: the Worker copies its draft into this browser's own visitor. When this
 * browser holds answers of its own, it asks first (409): the visitor chooses in a dialog, and only
 * "Replace" sends the token again to replace them; "Keep" leaves everything as it was.
 */
async function open(token: string, replace?: true): Promise<ResumeOutcome> {
  const json = replace ? { token, replace } : { token };
  const res = await api.contact.resume.$post({ json }, { headers: touchHeaders() });
  if (res.ok) return "opened";
  const body = await bodyOf(res);
  const code = body.error?.code ?? "";
  if (code === RESUME_ANSWERS_CONFLICT && body.answers && !replace) {
    const { askWhichToKeep } = await import("./resume-choice");
    return (await askWhichToKeep(body.answers)) === "replace" ? open(token, true) : "kept";
  }
  return outcomeOf[code] ?? "failed";
}

/**
 * Opens the link in the address bar, if there is one. The token leaves the address bar once the
 * answer is final (history and bookmarks keep none); after a network failure it stays, so a
 * reload tries again.
 */
export async function openLinkInAddress(): Promise<ResumeOutcome | null> {
  const url = new URL(window.location.href);
  const token = url.searchParams.get(RESUME_PARAM);
  if (token === null) return null;
  let outcome: ResumeOutcome;
  try {
    outcome = await open(token);
  } catch (error) {
    console.error("Resume link not opened:", error);
    outcome = "failed";
  }
  if (outcome !== "failed") {
    url.searchParams.delete(RESUME_PARAM);
    window.history.replaceState(
      window.history.state,
      "",
      `${url.pathname}${url.search}${url.hash}`,
    );
  }
  return outcome;
}

/** Emails the link; the answer, or the message to show. */
export async function emailLink(
  email: string,
): Promise<{ ok: true; sent: ResumeLinkResponse } | { ok: false; message: string }> {
  try {
    const res = await api.contact["resume-link"].$post({ json: { email } });
    if (res.ok) return { ok: true, sent: await res.json() };
    const error = await errorOf(res);
    // The Worker's words for a limit or a refused address; ours for anything unexpected.
    const own = error && (res.status === 429 || res.status === 400 || res.status === 409);
    return { ok: false, message: own ? error.message : resumeLinkCopy.failed };
  } catch (error) {
    console.error("Resume link not sent:", error);
    return { ok: false, message: resumeLinkCopy.failed };
  }
}
