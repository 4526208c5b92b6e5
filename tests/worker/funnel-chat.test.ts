import { describe, expect, it, vi } from "vitest";
import { ask, chatId, stored } from "./helpers/clarity";
import { browser, campaign, report, totalsOnceCounted } from "./helpers/funnel";
import { api, visitorCookie } from "./helpers/http";

vi.stubGlobal(
  "fetch",
  vi.fn(async () => new Response("ok")),
);

const say = (body: unknown, headers: Record<string, string>) =>
  api("/api/clarity", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

describe("the Clarity chat's steps", () => {
  it("counts a chat started, three exchanges, a full roadmap, an email and the lead, each once", async () => {
    const touch = campaign();
    const source = touch.utm.source;
    const id = chatId();
    const first = await say(
      ask(id, "We're a 300-person distributor moving to NetSuite ERP"),
      browser(touch),
    );
    const cookie = visitorCookie(first);
    await first.text();
    await totalsOnceCounted(source, "chat_started", 1);
    const turns = [
      "Go-live in Q3 next year",
      "Finance and sales, about 40 people",
      "My email is dana@acme.io",
      "And one more thing: we use HubSpot",
    ];
    for (const [i, text] of turns.entries()) {
      await (await say(ask(id, text), browser(touch, undefined, cookie))).text();
      await expect.poll(async () => (await stored(cookie))[0]?.messages.length).toBe(2 * (i + 2));
    }
    const totals = await totalsOnceCounted(source, "chat_lead", 1);
    expect(totals).toEqual({
      chat_started: 1,
      chat_exchanges: 1,
      chat_roadmap: 1,
      chat_email: 1,
      chat_lead: 1,
    });
  });

  it("counts a second chat of the same visitor as a chat started, not as another lead", async () => {
    const touch = campaign();
    const source = touch.utm.source;
    const a = await say(ask(chatId(), "CRM, my email is kim@acme.io"), browser(touch));
    const cookie = visitorCookie(a);
    await a.text();
    await totalsOnceCounted(source, "chat_lead", 1);
    await (
      await say(ask(chatId(), "ERP too; kim@acme.io"), browser(touch, undefined, cookie))
    ).text();
    const totals = await totalsOnceCounted(source, "chat_started", 2);
    expect(totals).toMatchObject({ chat_started: 2, chat_email: 2, chat_lead: 1 });
    expect((await report(source)).daily.at(-1)?.counts.chat_started).toBe(2);
  });
});
