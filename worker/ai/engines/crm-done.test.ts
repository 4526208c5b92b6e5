/** A call or an email refused, then said to be done, is logged (crm-done.ts); chat never answers a question. */
import { expect, it } from "vitest";
import { replyTo } from "./crm-chat.test-kit";

it.each([
  [
    ["email priya the deck", "log that"],
    { type: "email", contact: "Priya Natarajan - Atlas Manufacturing", subject: "Deck" },
  ],
  [
    ["call sarah tomorrow re pricing", "done"],
    { type: "call", contact: "Sarah Chen - Northwind Logistics", subject: "Pricing" },
  ],
  [
    ["can you email Sarah the revised quote?", "ok sent it"],
    { type: "email", contact: "Sarah Chen - Northwind Logistics", subject: "Revised quote" },
  ],
])("%j is logged once done", (messages, logged) => {
  expect(replyTo(messages)).toEqual(logged);
});

it("'done' with nothing refused before logs nothing", () => {
  expect(replyTo(["done"])).not.toEqual(expect.objectContaining({ type: expect.any(String) }));
});

it("thanks while a question is open is chat, not an answer", () => {
  expect(replyTo(["log that", "thanks"])).toMatch(/welcome/i);
});

it("'the pipe' is the pipeline", () => {
  expect(replyTo(["whats in the pipe"])).toMatch(/pipeline totals \*\*\$410,000\*\*/);
});

it("'her' after a refused call is the person the call was for; 'it' next is her deal", () => {
  expect(
    replyTo([
      "ok call sarah tomorrow re pricing",
      "actually I just called her, she wants a revised quote",
    ]),
  ).toEqual({
    type: "call",
    contact: "Sarah Chen - Northwind Logistics",
    subject: "She wants a revised quote",
  });
  expect(
    replyTo([
      "ok call sarah tomorrow re pricing",
      "actually I just called her, she wants a revised quote",
      "bump it to 80%",
    ]),
  ).toEqual({ company: "Northwind Logistics", updates: { probability: 80 } });
});
