import { createContext } from "react-router";
import type { SitePromises } from "../../content/promises";
import type { ContactSubmission } from "./contact";
import type { ContactField } from "./contact-fields";

/**
 * The CSP nonce of a Worker-rendered response, handed from the Worker (`worker/ssr.ts`) to React
 * Router's server render; absent when a page is prerendered at build time.
 */
export const cspNonceContext = createContext<string | undefined>(undefined);

/** Sends a contact form as the visitor's lead (the Worker's own code, as the JSON API's). */
export type LeadSender = (submission: ContactSubmission) => Promise<{ leadId: string }>;

/** The five answers as the plain form posted them. */
export type PlainFormValues = Record<ContactField, string>;

/**
 * A form posted to /try/send without JavaScript, as the Worker read it
 * (`worker/routes/try-page.ts`), for the /try route's action: its values and the sender, or what
 * the Worker refused (the status, and words for the visitor; `values` null when they could not be
 * read). Absent at build time and for any other request.
 */
export type PlainFormPost =
  | { values: PlainFormValues; send: LeadSender; promises: SitePromises }
  | {
      values: PlainFormValues | null;
      problem: { status: 400 | 403 | 413 | 415 | 429; message: string };
    };
export const plainFormContext = createContext<PlainFormPost | undefined>(undefined);
