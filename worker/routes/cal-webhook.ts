import { Hono } from "hono";
import {
  BOOKING_BODY_MAX_BYTES,
  BOOKING_MAX_AGE_MS,
  type BookingEvent,
  bookingChange,
  bookingTriggers,
  calBookingEvent,
} from "../contracts/booking";
import { ledgerStub } from "../durable-objects/stubs";
import { countBooking } from "../funnel/count";
import { allowOnly } from "../lib/allow-methods";
import type { AppEnv } from "../lib/app-env";
import { ApiError } from "../lib/errors";
import { readBodyCapped } from "../lib/read-body";

const SIGNATURE = /^[0-9a-f]{64}$/i;

/** Whether `signature` (hex) is the HMAC-SHA256 of the raw body with the secret, in constant time. */
async function signedBy(secret: string, body: Uint8Array<ArrayBuffer>, signature: string) {
  if (!SIGNATURE.test(signature)) return false;
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["verify"],
  );
  const mac = new Uint8Array(signature.match(/../g)!.map((pair) => Number.parseInt(pair, 16)));
  return crypto.subtle.verify("HMAC", key, mac, body);
}

const bad = (message: string, field?: string) =>
  new ApiError("bad_request:booking", message, { field });

/**
 * POST /api/webhooks/cal: Cal.com's booking webhook (docs/decisions/032), there only with
 * CAL_WEBHOOK_SECRET. Signed (`X-Cal-Signature-256`, hex HMAC-SHA256 of the raw body) or 401;
 * created more than 10 minutes from now, 400 (stale: a replay of a captured call); a booking made,
 * moved or cancelled by an address a prospect has changes their meeting (200; the same event again
 * changes nothing, 200); any other trigger or address is acknowledged and ignored (202), so
 * Cal.com does not retry it.
 */
export const calWebhook = new Hono<AppEnv>()
  .post("/", async (c) => {
    const secret = c.env.CAL_WEBHOOK_SECRET;
    if (!secret) throw new ApiError("not_found", "No API endpoint at /api/webhooks/cal.");
    const body = await readBodyCapped(
      c.req.raw,
      BOOKING_BODY_MAX_BYTES,
      () =>
        new ApiError(
          "payload_too_large:booking",
          `A booking event is at most ${BOOKING_BODY_MAX_BYTES / 1024} KB.`,
        ),
    );
    if (!(await signedBy(secret, body, c.req.header("x-cal-signature-256") ?? "")))
      throw new ApiError(
        "unauthorized:booking",
        "X-Cal-Signature-256 must be the HMAC-SHA256 of the body with the webhook's secret.",
      );
    let json: unknown;
    try {
      json = JSON.parse(new TextDecoder().decode(body));
    } catch {
      throw bad("The body is not JSON.");
    }
    const parsed = calBookingEvent.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw bad(issue?.message ?? "Not a Cal.com booking event.", issue?.path.join("."));
    }
    const { triggerEvent, createdAt, payload } = parsed.data;
    const age = Math.abs(Date.now() - Date.parse(createdAt));
    if (age > BOOKING_MAX_AGE_MS)
      throw bad("The event is stale: created more than 10 minutes from now.", "createdAt");
    const trigger = bookingTriggers.find((t) => t === triggerEvent);
    if (!trigger) return c.json({ ignored: true, reason: "trigger" }, 202);
    const event: BookingEvent = {
      uid: payload.uid,
      previousUid: payload.rescheduleUid ?? null,
      change: bookingChange[trigger],
      at: Date.parse(payload.startTime),
      emails: payload.attendees.map((a) => a.email),
    };
    const result = await ledgerStub(c.env).booking(event);
    if (result.outcome === "duplicate") return c.json({ duplicate: true }, 200);
    if (!("leadId" in result)) return c.json({ ignored: true, reason: result.outcome }, 202);
    if (result.outcome === "booked")
      countBooking(
        c.env,
        (p) => c.executionCtx.waitUntil(p),
        result.kind === "chat" ? "chat_call_booked" : "try_call_booked",
        result.source,
      );
    return c.json({ meeting: result.outcome }, 200);
  })
  .all("/", allowOnly("POST"));
