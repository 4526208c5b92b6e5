// The confirmation email's limits hold against "Delete my data" and against one mailbox written
// many ways: the counts that limit sending are kept apart from the leads and deliveries an
// erasure deletes, and a recipient is counted by the mailbox mail reaches (case, +tag, Gmail dots).
// What the email says and its per-lead limit: prospect-email.test.ts.
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { fieldLimits } from "../../worker/contracts/contact-fields";
import type { Ledger } from "../../worker/durable-objects/ledger";
import { PROSPECT_EMAIL_LIMITS } from "../../worker/ledger/prospect-emails";
import { hex } from "../../worker/lib/sha256";
import { withBindings } from "./helpers/env";
import { api, postJson, visitorCookie, visitorIdOf } from "./helpers/http";
import { contactLead, ledger, tag, visitorRef } from "./helpers/leads";
import { mailbox, withResumeSender } from "./helpers/resume-link";

withResumeSender();
withBindings({ SALES_ALERT_EMAILS: "", LEAD_WEBHOOK_URL: "" });

/** Confirmation emails sent to any address whose text holds `marker` (a test's own tag). */
const confirmationsTo = (marker: string) =>
  mailbox.mock.calls
    .map(([m]) => m)
    .filter((m) => m.subject === "We have your request" && String(m.to).includes(marker));

/** An address of the documentation range, one per call. */
const someAddress = () => `203.0.113.${1 + Math.floor(Math.random() * 250)}`;

/**
 * The abuse as a script runs it: the form sent with the victim's address from a browser without a
 * cookie, the email let go, then "Delete my data" with the cookie the form set.
 */
async function submitThenErase(email: string, round: number, address: string) {
  const submitted = await postJson(
    "/api/contact/submit",
    {
      name: `Pat Quinn ${round}`,
      email,
      company: `Quinn Fabrication ${round}`,
      phone: "+1 555 010 0199",
      note: "Replacing QuickBooks before the busy season. ".repeat(20).slice(0, fieldLimits.note),
    },
    undefined,
    address,
  );
  expect(submitted.status).toBe(201);
  const { leadId } = (await submitted.json()) as { leadId: string };
  const cookie = visitorCookie(submitted);
  await runDurableObjectAlarm(env.VISITOR.getByName(visitorIdOf(cookie)));
  await runDurableObjectAlarm(ledger());
  const erased = await api("/api/visitor", {
    method: "DELETE",
    headers: { cookie, "cf-connecting-ip": address },
  });
  expect(erased.status).toBe(200);
  // The erasure reached the ledger: the lead, and its delivery rows, are gone.
  expect(await ledger().get(leadId)).toBeNull();
}

describe("erasing and sending the form again", () => {
  it("from one client gets the victim no more than the per-recipient limit in a day", async () => {
    const t = tag();
    const victim = `pat.${t}@quinn-fab.com`;
    const address = someAddress();
    for (let round = 0; round < 6; round++) await submitThenErase(victim, round, address);
    expect(confirmationsTo(t)).toHaveLength(PROSPECT_EMAIL_LIMITS.perRecipient);
  });

  it("from a new client address each time gets the victim no more either", async () => {
    const t = tag();
    const victim = `pat.${t}@quinn-fab.com`;
    for (let round = 0; round < 6; round++) await submitThenErase(victim, round, someAddress());
    expect(confirmationsTo(t)).toHaveLength(PROSPECT_EMAIL_LIMITS.perRecipient);
  });

  it("keeps the visitor's count: an erased visitor's object sending again is still one visitor", async () => {
    const t = tag();
    const ref = visitorRef();
    const lead = (i: number) =>
      contactLead({
        visitorRef: ref,
        contact: {
          name: `Sam ${i}`,
          email: `sam${i}.${t}@acme.io`,
          company: "Acme",
          phone: "555 0100",
          note: "",
        },
      });
    for (let i = 0; i < 2; i++) await ledger().upsert(lead(i));
    await runDurableObjectAlarm(ledger());
    await ledger().eraseVisitor(ref);
    for (let i = 2; i < 6; i++) await ledger().upsert(lead(i));
    await runDurableObjectAlarm(ledger());
    expect(confirmationsTo(t)).toHaveLength(PROSPECT_EMAIL_LIMITS.perVisitor);
  });

  it("keeps the client address's count through each of its visitors' erasures", async () => {
    const t = tag();
    const addressRef = hex(crypto.getRandomValues(new Uint8Array(32)));
    for (let i = 0; i < 8; i++) {
      const lead = contactLead({
        addressRef,
        contact: {
          name: `Sam ${i}`,
          email: `sam${i}.${t}@acme.io`,
          company: "Acme",
          phone: "555 0100",
          note: "",
        },
      });
      await ledger().upsert(lead);
      await runDurableObjectAlarm(ledger());
      await ledger().eraseVisitor(lead.visitorRef);
    }
    expect(confirmationsTo(t)).toHaveLength(PROSPECT_EMAIL_LIMITS.perAddress);
  });

  it("leaves the ledger holding the address nowhere, counts included", async () => {
    const t = tag();
    const victim = `Pat.Quinn+${t}@Quinn-Fab.com`;
    await submitThenErase(victim, 0, someAddress());
    expect(confirmationsTo(t)).toHaveLength(1);
    const stored = await runInDurableObject(ledger(), (_l: Ledger, s) => {
      const tables = s.storage.sql
        .exec<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'")
        .toArray();
      return tables
        .filter(({ name }) => !name.startsWith("_cf_") && !name.startsWith("sqlite_"))
        .map(({ name }) => JSON.stringify(s.storage.sql.exec(`SELECT * FROM "${name}"`).toArray()))
        .join("\n")
        .toLowerCase();
    });
    expect(stored).not.toContain(t);
    expect(stored).not.toContain("pat.quinn@quinn-fab.com");
  });
});

describe("one mailbox written many ways", () => {
  const sendTo = async (emails: string[]) => {
    for (const [i, email] of emails.entries())
      await ledger().upsert(
        contactLead({
          contact: { name: `Pat Quinn ${i}`, email, company: "Quinn", phone: "555 0100", note: "" },
        }),
      );
    await runDurableObjectAlarm(ledger());
  };

  it("counts plus-addresses and letter case as one recipient", async () => {
    const t = tag();
    await sendTo([
      `victim${t}+1@quinn-fab.com`,
      `Victim${t}+2@QUINN-FAB.COM`,
      `VICTIM${t}+news+3@Quinn-Fab.com`,
      `victim${t}@quinn-fab.com`,
      ` victim${t}+5@quinn-fab.com `,
    ]);
    expect(confirmationsTo(t.toLowerCase())).toHaveLength(PROSPECT_EMAIL_LIMITS.perRecipient);
  });

  it("counts a Gmail address with dots, or at googlemail.com, as the same mailbox", async () => {
    const t = tag();
    await sendTo([
      `pat${t}@gmail.com`,
      `p.a.t${t}@gmail.com`,
      `Pat.${t}+promo@googlemail.com`,
      `pa.t${t}@GMail.com`,
    ]);
    const sent = mailbox.mock.calls.filter(([m]) =>
      String(m.to).toLowerCase().replaceAll(".", "").includes(`pat${t}`),
    );
    expect(sent).toHaveLength(PROSPECT_EMAIL_LIMITS.perRecipient);
  });

  it("tells different mailboxes of one domain apart", async () => {
    const t = tag();
    await sendTo([`ann.${t}@quinn-fab.com`, `bob.${t}@quinn-fab.com`, `cy.${t}@quinn-fab.com`]);
    expect(confirmationsTo(t)).toHaveLength(3);
  });
});
