import { Hono } from "hono";
import type { EraseResponse } from "../contracts/visitor";
import { allowOnly } from "../lib/allow-methods";
import type { AppEnv } from "../lib/app-env";
import { limit } from "../lib/limits";
import { clearVisitorCookie, readVisitorId, visitorStub } from "../lib/visitor-cookie";

/**
 * DELETE /api/visitor: the visitor erases everything stored for them — contact draft,
 * conversations, leads (in their object and, through its hand-off, in the sales ledger) — and the
 * cookie goes. Without a cookie there is nothing to erase, and nothing is created.
 */
export const visitorData = new Hono<AppEnv>()
  .delete("/", limit("erase"), async (c) => {
    const id = await readVisitorId(c);
    if (id) await visitorStub(c.env, id).erase();
    clearVisitorCookie(c);
    return c.json({ erased: true } satisfies EraseResponse);
  })
  .all("/", allowOnly("DELETE"));
