/**
 * "Email me a link to finish later" on /try (docs/decisions/023): the contact form's draft opened
 * on another device through a signed link that expires. Zod-free, so the browser's bundle can take
 * these (the request schemas are in resume-link-schema.ts).
 *
 *   POST /api/contact/resume-link  { email }  emails the link (the visitor's cookie says whose draft)
 *   POST /api/contact/resume       { token }  opens it: this browser becomes the draft's visitor
 */

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
