// The prospect's confirmation email (docs/decisions/022): its content, its limits, and the link
// that confirms the address in the inbox.
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import type { Ledger } from "../../worker/durable-objects/ledger";
import { withBindings } from "./helpers/env";
import { api, postJson, visitorCookie, visitorIdOf } from "./helpers/http";
import { contactLead, ledger } from "./helpers/leads";

vi.stubGlobal(
  "fetch",
  vi.fn(async () => new Response("ok")),
);
const mailbox = vi.fn(async (_message: EmailMessageBuilder) => ({ messageId: "m1" }));
const settings = {
  ALERT_EMAIL_FROM: "hello@clarity.test",
  SITE_ORIGIN: "https://clarity.test",
  SALES_ALERT_EMAILS: "",
  LEAD_WEBHOOK_URL: "",
  EMAIL: { send: mailbox },
};
withBindings(settings, () => {
  mailbox.mockReset().mockImplementation(async () => ({ messageId: "m1" }));
});

const mailsTo = (address: string) =>
  mailbox.mock.calls.map(([m]) => m).filter((m) => m.to === address);
const linkIn = (text: string) =>
  /https:\/\/clarity\.test(\/api\/leads\/confirm\?[^\s]+)/.exec(text)?.[1];

describe("the prospect's confirmation email", () => {
  it("says what they sent, what happens next, the booking link, and a link that confirms", async () => {
    const lead = contactLead({
      contact: {
        name: "Dana Reyes",
        email: `dana.${crypto.randomUUID().slice(0, 6)}@acme.io`,
        company: "Acme",
        phone: "+1 555 0100",
        note: "<b>Hi</b> see https://evil.example",
      },
    });
    await ledger().upsert(lead);
    await runDurableObjectAlarm(ledger());
    const [mail] = mailsTo(lead.contact.email!);
    expect(mail).toMatchObject({ from: "hello@clarity.test", subject: "We have your request" });
    expect(mail!.text).toContain("Hi Dana,");
    // The booking page, prefilled with what they gave.
    expect(mail!.text).toContain(
      `https://cal.com/clarity-readiness/30min?name=Dana+Reyes&email=${encodeURIComponent(lead.contact.email!)}&notes=NetSuite+%28ERP%29`,
    );
    expect(mail!.text).toContain("Not you? Ignore this email");
    expect(mail!.html).not.toContain("<b>Hi</b>");
    expect(mail!.html).not.toContain("evil.example");
    const link = linkIn(mail!.text!)!;
    expect((await ledger().get(lead.id))?.emailConfirmed).toBe(false);
    const res = await api(link, { redirect: "manual" });
    expect(res.status).toBe(303);
    expect((await ledger().get(lead.id))?.emailConfirmed).toBe(true);
    // A tampered link confirms nothing.
    const tampered = await api(
      link.replace(/sig=(.)/, (_, c: string) => `sig=${c === "0" ? "1" : "0"}`),
      { redirect: "manual" },
    );
    expect(tampered.status).toBe(404);
  });

  it("goes once per lead, at most twice a day to one address, and not for a duplicate", async () => {
    const address = `pat.${crypto.randomUUID().slice(0, 6)}@acme.io`;
    const leads = [1, 2, 3].map((i) =>
      contactLead({
        contact: {
          name: `Pat ${i}`,
          email: address,
          company: `Co ${i}`,
          phone: "555 0100",
          note: "",
        },
      }),
    );
    for (const lead of leads) await ledger().upsert(lead);
    await ledger().upsert({ ...leads[0]!, updatedAt: leads[0]!.updatedAt + 5 });
    await runDurableObjectAlarm(ledger());
    expect(mailsTo(address)).toHaveLength(2);
  });

  it("goes at most five times a day for one client address, whatever the visitor or recipient", async () => {
    const addressRef = crypto.randomUUID().replaceAll("-", "");
    const tag = crypto.randomUUID().slice(0, 6);
    const leads = Array.from({ length: 7 }, (_, i) =>
      contactLead({
        addressRef,
        contact: {
          name: `Sam ${i}`,
          email: `sam${i}.${tag}@acme.io`,
          company: "Acme",
          phone: "555 0100",
          note: "",
        },
      }),
    );
    for (const lead of leads) await ledger().upsert(lead);
    await runDurableObjectAlarm(ledger());
    const sent = mailbox.mock.calls.filter(([m]) => String(m.to).endsWith(`.${tag}@acme.io`));
    expect(sent).toHaveLength(5);
  });

  it("a form sent over HTTP carries its client address to the ledger only as a hash", async () => {
    const email = `lee.${crypto.randomUUID().slice(0, 6)}@acme.io`;
    const res = await postJson(
      "/api/contact/submit",
      { name: "Lee Park", email, company: "Acme", phone: "+1 555 0100", note: "" },
      undefined,
      "203.0.113.45",
    );
    const { leadId } = (await res.json()) as { leadId: string };
    await runDurableObjectAlarm(env.VISITOR.getByName(visitorIdOf(visitorCookie(res))));
    const rows = await runInDurableObject(ledger(), (_l: Ledger, s) =>
      s.storage.sql
        .exec<{ address_ref: string | null }>("SELECT address_ref FROM lead WHERE id = ?", leadId)
        .toArray(),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.address_ref).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.address_ref).not.toContain("203.0.113.45");
  });

  it("makes the site promise an emailed roadmap only with a sender", async () => {
    const promises = async () =>
      ((await (await api("/api/contact/draft")).json()) as { promises: Record<string, boolean> })
        .promises;
    expect((await promises()).roadmapByEmail).toBe(true);
    Reflect.set(env, "ALERT_EMAIL_FROM", "");
    expect((await promises()).roadmapByEmail).toBe(false);
  });
});
