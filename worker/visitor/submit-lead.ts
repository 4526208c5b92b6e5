import type { Touch } from "../contracts/attribution";
import type { ContactSubmission } from "../contracts/contact";
import { visitorStub } from "../durable-objects/stubs";
import type { Bindings } from "../lib/app-env";
import { sha256Hex } from "../lib/sha256";

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
