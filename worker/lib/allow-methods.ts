import type { Context } from "hono";
import { ApiError } from "./errors";

/** Catch-all for an endpoint's other methods: 405 with an Allow header. */
export function allowOnly(...methods: string[]) {
  return (_c: Context): never => {
    throw new ApiError("method_not_allowed", `Use ${methods.join(" or ")} for this endpoint.`, {
      headers: { Allow: methods.join(", ") },
    });
  };
}
