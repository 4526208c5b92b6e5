import { zValidator } from "@hono/zod-validator";
import { LEAD_ID_PATTERN } from "../contracts/inbox";
import { inboxFilters } from "../contracts/inbox-schemas";
import { ApiError } from "../lib/errors";

/** What the inbox's routers share: the lead id from a path, the list filters. */

/** 404 for a lead that is not in the ledger. */
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
