/**
 * "Email me a link to finish later" on /try (docs/decisions/023): the contact form's draft opened
 * on another device through a signed link that expires. Zod-free, so the browser's bundle can take
 * these (the request schemas are in resume-link-schema.ts).
 *
 *   POST /api/contact/resume-link  { email }  emails the link (the visitor's cookie says whose draft)
 *   POST /api/contact/resume       { token, replace? }  opens it: the draft is copied into this
 *                                  browser's own visitor (a new one without a cookie), never the
 *                                  sender's visitor; answers of its own are replaced only on ask
 */
import type { ApiErrorBody } from "./error";

/** What the link carries besides its signature: it grants this and nothing else. */
export const RESUME_PURPOSE = "resume-draft";
/** The query parameter of /try that holds the link's token. */
export const RESUME_PARAM = "resume";
/** Links one recipient can be sent per UTC day, whoever asks. */
export const RESUME_LINKS_PER_RECIPIENT_PER_DAY = 3;
/** Links one visitor can ask for per UTC day, to any addresses. */
export const RESUME_LINKS_PER_VISITOR_PER_DAY = 5;

export interface ResumeLinkResponse {
  /** The address the link went to, as typed. */
  sentTo: string;
  /** When the link stops working (epoch milliseconds). */
  expiresAt: number;
}

export interface ResumeOpenResponse {
  resumed: true;
}

/** The 409 code when the opening browser holds answers of its own that the link's copy would drop. */
export const RESUME_ANSWERS_CONFLICT = "conflict:resume_answers";

/**
 * The 409 of POST /api/contact/resume: the browser's own draft holds answers the link's lacks.
 * Nothing changed; the page asks the visitor which to keep, and sends `replace: true` to replace.
 */
export interface ResumeConflict extends ApiErrorBody {
  /** Questions answered in each draft: this browser's own and the link's. */
  answers: { yours: number; link: number };
}
