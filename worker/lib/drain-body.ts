import type { MiddlewareHandler } from "hono";

const DRAIN_LIMIT = 256 * 1024;

/**
 * Reads and discards what is left of a request body after the response is decided. A server that
 * answers early (404, 405, 415, 429) and stops reading makes local HTTP stacks close the socket
 * while the client is still sending, which the client sees as a network error instead of the
 * JSON error it was sent. Bounded, so a huge body still cannot keep the Worker busy.
 */
export const drainRequestBody: MiddlewareHandler = async (c, next) => {
  await next();
  const body = c.req.raw.body;
  if (!body || c.req.raw.bodyUsed || body.locked) return;
  const reader = body.getReader();
  let read = 0;
  try {
    while (read < DRAIN_LIMIT) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value.byteLength;
    }
    await reader.cancel();
  } catch {
    // The client went away; nothing to drain.
  }
};
