import type { Touch } from "../contracts/attribution";
import type { ContactSubmission } from "../contracts/contact";
import type { Bindings } from "./app-env";
import { visitorStub } from "./visitor-cookie";

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * A contact form sent as a lead through the visitor's Durable Object (which hands it to the
 * ledger). One path for the JSON API and the form posted without JavaScript. The same details from
 * the same visitor are one lead, however often they are sent.
 */
export async function submitLead(
  env: Bindings,
  visitorId: string,
  submission: ContactSubmission,
  addressRef?: string,
  touch?: Touch | null,
) {
  const key = await sha256Hex(JSON.stringify(submission));
  return visitorStub(env, visitorId).submit(key, submission, addressRef, touch);
}
