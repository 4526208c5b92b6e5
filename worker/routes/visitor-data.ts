import { Hono } from "hono";
import type { EraseResponse } from "../contracts/visitor";
import { visitorStub } from "../durable-objects/stubs";
import { allowOnly } from "../lib/allow-methods";
import type { AppEnv } from "../lib/app-env";
import { limit } from "../lib/limits";
import { clearVisitorCookie, readVisitorId } from "../lib/visitor-cookie";

/**
 * DELETE /api/visitor: the visitor erases everything stored for them — contact draft,
 * conversations, leads (in their object and, through its hand-off, in the sales ledger) — and the
 * cookie goes. The answer says what was erased; without a (valid) cookie there is nothing to erase,
 * nothing is created, and it says that.
 */
export const visitorData = new Hono<AppEnv>()
  .delete("/", limit("erase"), async (c) => {
    const id = await readVisitorId(c);
    const erased = id
      ? await visitorStub(c.env, id).erase()
      : { draft: false, conversations: 0, leads: 0 };
    clearVisitorCookie(c);
    return c.json({ found: id !== null, erased } satisfies EraseResponse);
  })
  .all("/", allowOnly("DELETE"));
