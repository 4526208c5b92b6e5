// The resume-link tests' site (docs/decisions/023): a sender configured, the mail it sends, and a
// visitor's steps from a started draft to an emailed link opened in another browser.
import { expect, vi } from "vitest";
import { type ContactDraft, emptyDraft } from "../../../worker/contracts/contact";
import { resumeSubject } from "../../../worker/outbound/visitor-mail/resume-email";
import { withBindings } from "./env";
import { api, postJson, visitorCookie } from "./http";

export const SECRET = "test-cookie-secret"; // vitest.config.ts's VISITOR_COOKIE_SECRET

/** The site's `EMAIL` binding while `withResumeSender` is in force. */
export const mailbox = vi.fn(async (_message: EmailMessageBuilder) => ({ messageId: "m1" }));

/**
 * Gives the test file's site a sender and `mailbox` for its mail (emptied after each test).
 * Submits hand leads to the ledger, which may call the webhook: nothing leaves the test.
 */
export function withResumeSender(): void {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response("ok")),
  );
  const settings = { ALERT_EMAIL_FROM: "hello@clarity.test", SITE_ORIGIN: "https://clarity.test" };
  withBindings({ ...settings, EMAIL: { send: mailbox } }, () => {
    mailbox.mockReset().mockImplementation(async () => ({ messageId: "m1" }));
  });
}

/** A recipient no other test uses (the daily count per recipient outlives a test). */
export const someone = () => `dana.${crypto.randomUUID().slice(0, 8)}@acme-industrial.com`;

/** Stores `values` as the form of the browser with `cookie` (a new browser without one). */
export async function saveDraft(values: Partial<ContactDraft>, cookie?: string) {
  const res = await api("/api/contact/draft", {
    method: "PUT",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ allInfo: { ...emptyDraft(), ...values } }),
  });
  expect(res.status).toBe(200);
  return cookie ?? visitorCookie(res);
}

/** A browser that has answered the name and email questions. */
export const startedDraft = (email = someone()) =>
  saveDraft({ name: ["Dana Reyes"], email: [email] });

/** The resume emails sent (other mail, such as a prospect's confirmation, is left out). */
export const resumeMails = () =>
  mailbox.mock.calls.map(([m]) => m).filter((m) => m.subject === resumeSubject);
export const linkIn = (text: string) => /https:\/\/clarity\.test\/try\?resume=(\S+)/.exec(text);
export const tokenIn = (text: string) => decodeURIComponent(linkIn(text)?.[1] ?? "");

export async function emailLink(cookie: string, email = someone()) {
  const res = await postJson("/api/contact/resume-link", { email }, cookie);
  return { res, body: (await res.json()) as Record<string, unknown> };
}
/** Asks for a link and returns its token as the email carries it. */
export async function linkFor(cookie: string, email = someone()) {
  const { res } = await emailLink(cookie, email);
  expect(res.status).toBe(200);
  const mail = resumeMails().at(-1);
  return tokenIn(String(mail?.text));
}
/**
 * Opens a link in the browser with `cookie` (without one: a browser that has none); `replace`:
 * the visitor chose to replace the answers their browser holds with the link's.
 */
export const open = (token: string, cookie?: string, replace?: boolean) =>
  postJson("/api/contact/resume", replace === undefined ? { token } : { token, replace }, cookie);
export const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string } }).error;
export const draftWith = async (cookie: string) =>
  (
    (await (await api("/api/contact/draft", { headers: { cookie } })).json()) as {
      draft: Record<string, string[]>;
    }
  ).draft;
