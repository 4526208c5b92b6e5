import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import type { SubmitResponse } from "../../worker/contracts/contact";
import type { Ledger } from "../../worker/durable-objects/ledger";
import { withBindings } from "./helpers/env";
import { api, postJson, visitorCookie, visitorIdOf } from "./helpers/http";
import { bearer, details, ledger, tag } from "./helpers/leads";

/**
 * "Delete as spam" blocks the client address the spam came from as well as its visitor
 * (docs/decisions/025), for a while: dropping the cookie does not bring the next lead through.
 */
vi.stubGlobal(
  "fetch",
  vi.fn(async () => new Response("ok")),
);
const mailbox = vi.fn(async (_message: EmailMessageBuilder) => ({ messageId: "m1" }));
withBindings(
  {
    SALES_ALERT_EMAILS: "sales@clarity.test",
    ALERT_EMAIL_FROM: "alerts@clarity.test",
    EMAIL: { send: mailbox },
    LEAD_WEBHOOK_URL: "",
  },
  () => mailbox.mockClear(),
);

/** A documentation address (RFC 5737) of its own per test. */
const someAddress = () => `203.0.113.${Math.floor(Math.random() * 250) + 1}`;

/** Sends the form from `address` as a new browser (no cookie); its lead id, once handed over. */
async function sendFrom(address: string) {
  const res = await postJson("/api/contact/submit", details(tag()), undefined, address);
  expect(res.status).toBe(201);
  const { leadId } = (await res.json()) as SubmitResponse;
  const visitor = env.VISITOR.getByName(visitorIdOf(visitorCookie(res)));
  await runDurableObjectAlarm(visitor);
  return { leadId, visitor };
}

async function deliverDue() {
  await runInDurableObject(ledger(), (_l: Ledger, s) =>
    s.storage.sql.exec("UPDATE delivery SET next_attempt_at = 0 WHERE status = 'pending'"),
  );
  await runDurableObjectAlarm(ledger());
}
/** Every email sent about the lead: sales' alerts and the prospect's confirmation. */
const mailAbout = (leadId: string) =>
  mailbox.mock.calls.filter(([m]) => String(m.text).includes(leadId));

describe("delete as spam blocks the address too", () => {
  it("a lead from the same address with no cookie and another email reaches no one; another address's does", async () => {
    const address = someAddress();
    const first = await sendFrom(address);
    await expect.poll(async () => (await ledger().get(first.leadId))?.id).toBe(first.leadId);
    const spam = await api(`/api/inbox/leads/${first.leadId}/spam`, {
      method: "POST",
      headers: bearer,
    });
    expect(spam.status).toBe(204);

    const again = await sendFrom(address);
    // Acknowledged, so the visitor's object stops sending; stored nowhere, alerted to no one.
    expect(await again.visitor.pendingHandoffs()).toEqual([]);
    expect(await ledger().get(again.leadId)).toBeNull();
    await deliverDue();
    expect(mailAbout(again.leadId)).toEqual([]);

    const other = await sendFrom(someAddress().replace("203.0.113", "198.51.100"));
    await expect.poll(async () => (await ledger().get(other.leadId))?.id).toBe(other.leadId);
    await deliverDue();
    expect(mailAbout(other.leadId).length).toBeGreaterThan(0);
  });

  it("lets the address through again once the block has run its time", async () => {
    const address = someAddress().replace("203.0.113", "192.0.2");
    const first = await sendFrom(address);
    await expect.poll(async () => (await ledger().get(first.leadId))?.id).toBe(first.leadId);
    await api(`/api/inbox/leads/${first.leadId}/spam`, { method: "POST", headers: bearer });
    // Thirty days and a minute later.
    await runInDurableObject(ledger(), (_l: Ledger, s) =>
      s.storage.sql.exec("UPDATE blocked_address SET blocked_until = ?", Date.now() - 60_000),
    );
    const later = await sendFrom(address);
    await expect.poll(async () => (await ledger().get(later.leadId))?.id).toBe(later.leadId);
  });
});
