import { z } from "./zod";

/** What went wrong, which also sets the status (`worker/lib/errors.ts`). */
export const errorKinds = [
  "bad_request",
  "unauthorized",
  "forbidden",
  "not_found",
  "method_not_allowed",
  "payload_too_large",
  "unsupported_media_type",
  "rate_limit",
  "conflict",
  "misdirected",
  "upgrade_required",
  "internal",
] as const;
export type ErrorKind = (typeof errorKinds)[number];

/** The endpoints that take a JSON body, by the name their errors carry. */
export type BodySurface = "chat" | "crm" | "contact" | "inbox" | "resume" | "funnel" | "booking";
/** The rate-limited surfaces (the contact form's submits count as `contact`). */
export type LimitedSurface = "chat" | "crm" | "contact" | "erase" | "inbox" | "resume" | "funnel";

/**
 * Every code an `/api` error carries: a kind, or a kind and the surface that refused
 * (`rate_limit:chat`, `bad_request:contact`). The Worker throws only these; the browser reads them.
 */
export type ErrorCode =
  | ErrorKind
  | `${"bad_request" | "payload_too_large" | "unsupported_media_type"}:${BodySurface}`
  | `rate_limit:${LimitedSurface}`
  | "unauthorized:inbox"
  // Cloudflare Access in front of the inbox: no or an expired JWT; a JWT for another application,
  // signed by other keys or malformed; the team's keys unreadable or the settings incomplete. A
  // note only its author may edit.
  | "unauthorized:access"
  | "forbidden:access"
  | "internal:access"
  | "forbidden:inbox"
  | "not_found:lead"
  | "conflict:chat_full"
  | "conflict:inbox"
  | "forbidden:contact"
  // A view beacon from another site (docs/decisions/026).
  | "forbidden:funnel"
  // Cal.com's booking webhook unsigned or signed with another secret.
  | "unauthorized:booking"
  | "internal:config"
  // The emailed link to finish the form (resume-link.ts): nothing to save yet; a recipient's or
  // visitor's links for the day used up; the email not sent; a link forged or mangled, expired, or
  // no longer alive (opened once already, the form was sent, or its data deleted). The browser opening a link holds
  // answers of its own (the visitor chooses which to keep).
  | "conflict:resume"
  | "conflict:resume_answers"
  | "rate_limit:resume_daily"
  | "internal:email"
  | "forbidden:resume"
  | "forbidden:resume_expired"
  | "not_found:resume";

/** The kind a code starts with. */
export const errorKindOf = (code: ErrorCode): ErrorKind =>
  errorKinds.find((kind) => code === kind || code.startsWith(`${kind}:`)) ?? "internal";

/** Every `/api` failure has this shape. */
export const apiErrorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    field: z.string().optional(),
  }),
});
export interface ApiErrorBody {
  error: { code: ErrorCode; message: string; field?: string };
}
