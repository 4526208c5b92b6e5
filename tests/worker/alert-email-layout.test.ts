// The alert email as a phone shows it: long values wrap inside the card, "Open the lead" comes
// before the prospect's words, and a reopen marks the message that reopened the prospect.
import { describe, expect, it } from "vitest";
import { MAX_MESSAGE_CHARS } from "../../worker/contracts/message-limit";
import { inert } from "../../worker/lib/inert-text";
import { alertContent } from "../../worker/outbound/alerts/alert-content";
import { alertEmail } from "../../worker/outbound/alerts/render-email";
import { contactLead } from "./helpers/leads";

const ORIGIN = "https://clarity.test";
const longEmail = `procurement.department.enterprise-resource-planning.evaluation.committee.${"x".repeat(60)}@very-long-subsidiary-name.acme-industrial-holdings.example`;
const at = new Date().toISOString();

/** A chat lead of thirty messages, each a long paragraph, ending with `last`. */
function chatLead(last: string) {
  const texts = Array.from(
    { length: 29 },
    (_, i) =>
      `Message ${i}: ${"We run NetSuite and a homegrown WMS across three warehouses. ".repeat(20)}`,
  );
  return contactLead({
    kind: "chat",
    contact: { email: longEmail },
    values: null,
    conversations: [
      {
        id: "chat_1",
        projectType: "ERP",
        omittedMessages: 0,
        messages: [...texts, last].map((text, i) => ({
          id: `m${i}`,
          role: "user" as const,
          text: text.slice(0, MAX_MESSAGE_CHARS),
          at,
        })),
      },
    ],
  });
}

describe("the alert email on a phone", () => {
  it("lets every value and the heading wrap, however long and unbroken", () => {
    const { html } = alertEmail(alertContent(chatLead("Call me"), "new", ORIGIN));
    const valueCells = [...html.matchAll(/<td [^>]*>/g)].map((m) => m[0]);
    expect(valueCells.length).toBeGreaterThan(0);
    for (const cell of valueCells) expect(cell).toMatch(/overflow-wrap:anywhere/);
    expect(html).toMatch(/<h1 [^>]*overflow-wrap:anywhere[^>]*>/);
    expect(html).toContain(inert(longEmail));
  });

  it("puts Open the lead right after the key facts, before the conversation", () => {
    const lead = chatLead("Please call me this week");
    const { html, text } = alertEmail(alertContent(lead, "call", ORIGIN));
    const button = html.indexOf(">Open the lead</a>");
    expect(button).toBeGreaterThan(html.indexOf(inert(longEmail)));
    expect(button).toBeLessThan(html.indexOf("In their words"));
    expect(text.indexOf("Open the lead:")).toBeLessThan(text.indexOf("In their words"));
  });

  it("a reopen marks the new message, and only that one", () => {
    const last = "We have a new budget approved, please call me";
    const content = alertContent(chatLead(last), "reopened", ORIGIN);
    const { html, text } = alertEmail(content);
    const quotes = [...html.matchAll(/<blockquote [^>]*>([\s\S]*?)<\/blockquote>/g)].map(
      (m) => m[1]!,
    );
    expect(quotes.length).toBeGreaterThan(1);
    expect(quotes.at(-1)).toMatch(/^<strong[^>]*>New<\/strong>/);
    expect(quotes.at(-1)).toContain(last);
    for (const q of quotes.slice(0, -1)) expect(q).not.toContain(">New<");
    expect(text).toContain(`> New: ${last}`);

    const fresh = alertEmail(alertContent(chatLead(last), "new", ORIGIN));
    expect(fresh.html).not.toContain(">New</strong>");
  });
});
