import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import type { Ledger } from "../../worker/durable-objects/ledger";
import { conversationOf, person } from "./helpers/inbox";
import { contactLead, ledger, signInAs, visitorRef } from "./helpers/leads";

/**
 * One card per prospect (docs/decisions/025): leads from the same visitor, and leads with the
 * same email, are one prospect; the list shows one row per prospect.
 */
vi.stubGlobal(
  "fetch",
  vi.fn(async () => new Response("ok")),
);

describe("prospects", () => {
  it("groups a visitor's leads, and leads with the same email, into one card in time order", async () => {
    const a = person(await signInAs("Alex Kim"));
    const tag = crypto.randomUUID().slice(0, 8);
    const email = `dana.${tag}@acme.example`;
    const chat = contactLead({
      kind: "chat",
      values: null,
      contact: { name: "Dana", email },
      conversations: conversationOf(["We need a CRM", `Send it to ${email}`]),
    });
    // The same visitor sends the contact form a minute later…
    const form = contactLead({
      visitorRef: chat.visitorRef,
      createdAt: chat.createdAt + 60_000,
      updatedAt: chat.createdAt + 60_000,
      contact: { name: `Dana Reyes ${tag}`, email: `other.${tag}@acme.example`, company: "Acme" },
    });
    // …and from another browser, with the chat's address, a day later: it joins, flagged, and
    // its details are its own, not the prospect's (docs/decisions/028).
    const later = contactLead({
      createdAt: chat.createdAt + 86_400_000,
      updatedAt: chat.createdAt + 86_400_000,
      contact: { name: `Dana Reyes ${tag}`, email: email.toUpperCase(), company: "Acme Inc" },
    });
    for (const lead of [chat, later, form]) await ledger().upsert(lead);
    const list = await a.prospects(`q=${tag}`);
    expect(list.total).toBe(1);
    const [row] = list.prospects;
    expect(row).toMatchObject({
      leadCount: 3,
      kinds: ["chat", "contact"],
      leadId: later.id,
      contact: { name: `Dana Reyes ${tag}`, company: "Acme", email: `other.${tag}@acme.example` },
    });
    const card = await a.card(chat.id);
    expect(card.prospect.id).toBe(row!.id);
    expect(card.leads.map((l) => l.id)).toEqual([chat.id, form.id, later.id]);
    expect(card.leads.map((l) => l.unconfirmedOtherBrowser)).toEqual([false, false, true]);
    expect(card.leads[0]!.conversations[0]!.messages).toHaveLength(2);
    // The leads API still lists each lead, each naming its prospect.
    const leads = await (await a.send("GET", `/leads?q=${tag}`)).json();
    expect(leads).toMatchObject({ total: 3 });
  });

  it("merges two prospects a lead links once its address is confirmed, keeping the work done on either", async () => {
    const a = person(await signInAs("Alex Kim"));
    const tag = crypto.randomUUID().slice(0, 8);
    const one = contactLead({ contact: { name: "Pat", email: `pat.${tag}@x.example` } });
    const two = contactLead({ contact: { name: "Pat", email: `pat.${tag}@y.example` } });
    await ledger().upsert(one);
    await ledger().upsert({ ...two, createdAt: one.createdAt + 1, updatedAt: one.createdAt + 1 });
    await a.status(two.id, "qualified");
    await a.note(two.id, "Wants SSO");
    expect((await a.prospects(`q=${tag}`)).total).toBe(2);
    // The visitor of `one` writes with the address of `two`: until that address is confirmed it
    // is another browser's request on `two`, and links nothing.
    const link = contactLead({
      visitorRef: one.visitorRef,
      contact: { name: "Pat Lee", email: `pat.${tag}@y.example`, company: "Y Corp" },
      createdAt: one.createdAt + 2,
      updatedAt: one.createdAt + 2,
    });
    await ledger().upsert(link);
    expect((await a.prospects(`q=${tag}`)).total).toBe(2);
    expect((await a.card(link.id)).prospect).toMatchObject({ status: "qualified" });
    // Pat opens the link in the confirmation email of that request: one person after all.
    await ledger().confirmEmail(link.id);
    const list = await a.prospects(`q=${tag}`);
    expect(list.total).toBe(1);
    const card = await a.card(one.id);
    expect(card.leads.map((l) => l.id)).toEqual([one.id, two.id, link.id]);
    expect(card.notes.map((n) => n.text)).toEqual(["Wants SSO"]);
    expect(card.history.map((h) => h.action)).toContain("merged");
    // The confirmation is no news: the work done stands.
    expect(card.prospect).toMatchObject({ status: "qualified", reopenedAt: null });
  });

  it("a chat lead carries the name and company the prospect gave", async () => {
    const visitor = env.VISITOR.getByName(`chat-name-${crypto.randomUUID()}`);
    const tag = crypto.randomUUID().slice(0, 8);
    const email = `priya.${tag}@atlas.example`;
    for (const text of [
      "Hi, I'm Priya Natarajan from Atlas Logistics. We want a new ERP.",
      `Send the roadmap to ${email}`,
    ]) {
      const start = await visitor.beginReply("chat_name", { id: crypto.randomUUID(), text });
      if (!start.ok) throw new Error("chat full");
      await visitor.saveReply("chat_name", start.replyId, "Noted.");
    }
    await runDurableObjectAlarm(visitor);
    const a = person(await signInAs("Alex Kim"));
    await expect
      .poll(async () => (await a.prospects(`q=${tag}`)).prospects[0]?.contact)
      .toEqual({ name: "Priya Natarajan", email, company: "Atlas Logistics" });
  });

  it("stores prospects from before: each old lead is placed once, handled ones contacted", async () => {
    const ref = visitorRef();
    const old = contactLead({ visitorRef: ref });
    await ledger().upsert(old);
    // As the ledger held it before prospects: no prospect, the handled flag set.
    await runInDurableObject(ledger(), (_l: Ledger, s) => {
      s.storage.sql.exec(
        "DELETE FROM prospect WHERE id = (SELECT prospect_id FROM lead WHERE id = ?)",
        old.id,
      );
      s.storage.sql.exec(
        "UPDATE lead SET prospect_id = NULL, handled_at = ? WHERE id = ?",
        Date.now(),
        old.id,
      );
    });
    const { backfillProspects } = await import("../../worker/ledger/backfill");
    const placed = await runInDurableObject(ledger(), (_l: Ledger, s) =>
      backfillProspects(s.storage.sql, Date.now()),
    );
    expect(placed).toBe(1);
    expect(await ledger().get(old.id)).toMatchObject({ status: "contacted", handled: true });
  });
});
