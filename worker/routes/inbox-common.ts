import { zValidator } from "@hono/zod-validator";
import { LEAD_ID_PATTERN } from "../contracts/inbox";
import { inboxFilters } from "../contracts/inbox-schemas";
import { LEDGER_NAME } from "../durable-objects/leads";
import type { Bindings } from "../lib/app-env";
import { ApiError } from "../lib/errors";

/** What the inbox's routers share: the ledger, the lead id from a path, the list filters. */
export const ledger = (env: Bindings) => env.LEADS.getByName(LEDGER_NAME);

export const noLead = () => new ApiError("not_found:lead", "No lead with that id.");

/** The lead id from the path: a malformed one is a 404, like an unknown one. */
export function leadId(id: string): string {
  if (!LEAD_ID_PATTERN.test(id)) throw noLead();
  return id;
}

export const filters = zValidator("query", inboxFilters, (result) => {
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new ApiError("bad_request:inbox", issue?.message ?? "Invalid filters.", {
      field: issue?.path.join(".") || undefined,
    });
  }
});
