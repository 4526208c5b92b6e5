// Cal.com's booking webhook: a meeting booked, moved or cancelled shows on the prospect (list,
// card, history), alerts sales and its owner, and counts as the funnel's last step; anything
// unsigned, stale, malformed or about nobody the ledger knows changes nothing and is no 5xx.
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { ProspectSummary } from "../../worker/contracts/inbox";
import type { Ledger } from "../../worker/durable-objects/ledger";
import { hex } from "../../worker/lib/sha256";
import { alertChannels } from "./helpers/alert-channels";
import { withBindings } from "./helpers/env";
import { campaign, report, totalsOnceCounted } from "./helpers/funnel";
import { api } from "./helpers/http";
import { person } from "./helpers/inbox";
import { contactLead, ledger, signInAs } from "./helpers/leads";

const SECRET = "whsec_5f2b8c1e9a7d4036b1e2c3d4e5f60718293a4b5c";
const { mailbox } = alertChannels({ CAL_WEBHOOK_SECRET: SECRET });

async function sign(body: string, secret = SECRET): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  return hex(new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(body))));
}

type Trigger = "BOOKING_CREATED" | "BOOKING_RESCHEDULED" | "BOOKING_CANCELLED";
const booking = (
  trigger: Trigger,
  email: string,
  startTime: string,
  extra: Record<string, unknown> = {},
  createdAt = new Date().toISOString(),
) =>
  JSON.stringify({
    triggerEvent: trigger,
    createdAt,
    payload: {
      type: "intro-call",
      title: "Intro call between Clarity and Dana Reyes",
      uid: `bk_${crypto.randomUUID().replaceAll("-", "").slice(0, 22)}`,
      startTime,
      endTime: startTime,
      organizer: { email: "sales@clarity.test", name: "Clarity sales", timeZone: "Europe/Berlin" },
      attendees: [{ email, name: "Dana Reyes", timeZone: "America/Chicago" }],
      ...extra,
    },
  });

const post = async (body: string, signature?: string | null) =>
  api("/api/webhooks/cal", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(signature === null ? {} : { "x-cal-signature-256": signature ?? (await sign(body)) }),
    },
    body,
  });

const IN_TWO_DAYS = new Date(Date.now() + 2 * 86_400_000).toISOString().replace(/\.\d+Z$/, ".000Z");
const IN_THREE_DAYS = new Date(Date.now() + 3 * 86_400_000)
  .toISOString()
  .replace(/\.\d+Z$/, ".000Z");

async function prospectWithOwner() {
  const lead = contactLead();
  await ledger().upsert(lead);
  const alex = person(await signInAs("alex@clarity.test"));
  await alex.assign(lead.id, "alex@clarity.test");
  return { lead, alex };
}
const rowOf = async (alex: ReturnType<typeof person>, name: string) =>
  (await alex.prospects(`q=${encodeURIComponent(name)}`)).prospects[0] as ProspectSummary;

async function deliverDue() {
  await runInDurableObject(ledger(), (_l: Ledger, s) =>
    s.storage.sql.exec("UPDATE delivery SET next_attempt_at = 0 WHERE status = 'pending'"),
  );
  await runDurableObjectAlarm(ledger());
}

describe("a booking", () => {
  it("shows 'booked' with its time in the list, card and history, and alerts sales and the owner", async () => {
    const { lead, alex } = await prospectWithOwner();
    // Cal.com writes the address as the attendee typed it.
    const res = await post(
      booking("BOOKING_CREATED", ` ${lead.contact.email!.toUpperCase()}`, IN_TWO_DAYS),
    );
    expect(res.status).toBe(200);
    expect((await rowOf(alex, lead.contact.name!)).meeting).toEqual({
      at: IN_TWO_DAYS,
      status: "booked",
    });
    const card = await alex.card(lead.id);
    expect(card.prospect.meeting).toEqual({ at: IN_TWO_DAYS, status: "booked" });
    expect(card.history[0]).toMatchObject({
      action: "meeting",
      by: null,
      detail: { status: "booked", at: IN_TWO_DAYS },
    });
    await deliverDue();
    const sent = mailbox.mock.calls.map(([m]) => m).filter((m) => Array.isArray(m.to));
    const alert = sent.find((m) => String(m.subject).startsWith("Meeting booked"));
    expect(alert?.to).toEqual(["sales@clarity.test", "alex@clarity.test"]);
    expect(String(alert?.text)).toContain(`Meeting: ${IN_TWO_DAYS.slice(0, 10)}`);
  });

  it("sent again (same uid and trigger) is the same booking: 200, no second entry or alert", async () => {
    const { lead, alex } = await prospectWithOwner();
    const body = booking("BOOKING_CREATED", lead.contact.email!, IN_TWO_DAYS);
    expect((await post(body)).status).toBe(200);
    const again = await post(body);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ duplicate: true });
    const card = await alex.card(lead.id);
    expect(card.history.filter((h) => h.action === "meeting")).toHaveLength(1);
    await deliverDue();
    const alerts = mailbox.mock.calls.filter(([m]) => String(m.subject).startsWith("Meeting"));
    expect(alerts).toHaveLength(1);
  });

  it("moved: the new time (the new booking names the old one); cancelled: shown cancelled", async () => {
    const { lead, alex } = await prospectWithOwner();
    const first = booking("BOOKING_CREATED", lead.contact.email!, IN_TWO_DAYS);
    await post(first);
    const oldUid = JSON.parse(first).payload.uid;
    const moved = booking("BOOKING_RESCHEDULED", lead.contact.email!, IN_THREE_DAYS, {
      rescheduleUid: oldUid,
    });
    expect((await post(moved)).status).toBe(200);
    expect((await rowOf(alex, lead.contact.name!)).meeting).toEqual({
      at: IN_THREE_DAYS,
      status: "booked",
    });
    const cancel = booking("BOOKING_CANCELLED", lead.contact.email!, IN_THREE_DAYS, {
      uid: JSON.parse(moved).payload.uid,
    });
    expect((await post(cancel)).status).toBe(200);
    const card = await alex.card(lead.id);
    expect(card.prospect.meeting).toEqual({ at: IN_THREE_DAYS, status: "cancelled" });
    expect(card.history.filter((h) => h.action === "meeting").map((h) => h.detail.status)).toEqual([
      "cancelled",
      "rescheduled",
      "booked",
    ]);
  });

  it("booked ends the funnel the prospect came through, under its source; moved counts nothing", async () => {
    const touch = campaign();
    const lead = contactLead({ attribution: { first: touch, last: touch } });
    await ledger().upsert(lead);
    const first = booking("BOOKING_CREATED", lead.contact.email!, IN_TWO_DAYS);
    await post(first);
    const totals = await totalsOnceCounted(touch.utm.source, "try_call_booked", 1);
    expect(totals.chat_call_booked ?? 0).toBe(0);
    const uid = JSON.parse(first).payload.uid;
    await post(
      booking("BOOKING_RESCHEDULED", lead.contact.email!, IN_THREE_DAYS, { rescheduleUid: uid }),
    );
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await report(touch.utm.source)).totals.try_call_booked).toBe(1);
  });

  it("of an address no prospect has is ignored: 202, nothing stored", async () => {
    const res = await post(booking("BOOKING_CREATED", "nobody.known@example.org", IN_TWO_DAYS));
    expect(res.status).toBe(202);
    expect(await res.json()).toMatchObject({ ignored: true });
  });
});

describe("refused", () => {
  it("without a signature, or one made with another secret: 401, nothing changes", async () => {
    const { lead, alex } = await prospectWithOwner();
    const body = booking("BOOKING_CREATED", lead.contact.email!, IN_TWO_DAYS);
    const missing = await post(body, null);
    expect(missing.status).toBe(401);
    expect(((await missing.json()) as { error: { code: string } }).error.code).toBe(
      "unauthorized:booking",
    );
    expect((await post(body, await sign(body, `${SECRET}x`))).status).toBe(401);
    expect((await post(body, "zz")).status).toBe(401);
    expect((await rowOf(alex, lead.contact.name!)).meeting).toBeNull();
  });

  it("stale (created over 10 minutes ago): 400, nothing changes", async () => {
    const { lead, alex } = await prospectWithOwner();
    const old = new Date(Date.now() - 11 * 60_000).toISOString();
    const res = await post(booking("BOOKING_CREATED", lead.contact.email!, IN_TWO_DAYS, {}, old));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/stale/i);
    expect((await rowOf(alex, lead.contact.name!)).meeting).toBeNull();
  });

  it("malformed, a 4,000-character address, or past the size limit: 4xx", async () => {
    const notJson = "{ triggerEvent: BOOKING_CREATED";
    expect((await post(notJson)).status).toBe(400);
    const noTime = booking("BOOKING_CREATED", "dana@example.org", "not a time");
    expect((await post(noTime)).status).toBe(400);
    const long = booking("BOOKING_CREATED", `${"d".repeat(3_988)}@example.org`, IN_TWO_DAYS);
    expect((await post(long)).status).toBe(400);
    const huge = booking("BOOKING_CREATED", "dana@example.org", IN_TWO_DAYS, {
      description: "x".repeat(70_000),
    });
    expect((await post(huge)).status).toBe(413);
  });
});

describe("without CAL_WEBHOOK_SECRET", () => {
  withBindings({ CAL_WEBHOOK_SECRET: "" });
  it("the route is not there: 404", async () => {
    const body = booking("BOOKING_CREATED", "dana@example.org", IN_TWO_DAYS);
    expect((await post(body)).status).toBe(404);
  });
});
