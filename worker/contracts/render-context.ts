import { createContext } from "react-router";
import type { ContactSubmission } from "./contact";

/**
 * The CSP nonce of a Worker-rendered response, handed from the Worker (`worker/ssr.ts`) to React
 * Router's server render; absent when a page is prerendered at build time.
 */
export const cspNonceContext = createContext<string | undefined>(undefined);

/**
 * Sends a contact form as the visitor's lead: the Worker hands it to the /try route's action for a
 * form posted without JavaScript (`worker/routes/try-page.ts`); absent at build time.
 */
export type LeadSender = (submission: ContactSubmission) => Promise<{ leadId: string }>;
export const leadSenderContext = createContext<LeadSender | undefined>(undefined);
