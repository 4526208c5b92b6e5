import type { UIMessage } from "ai";
import { describe, expect, it } from "vitest";
import { clarityRequest } from "#contracts/clarity";
import { clarityRequestOf, toPlain, withoutLastUserMessage } from "./chat-messages";

const user = (id: string, text: string): UIMessage => ({
  id,
  role: "user",
  parts: [{ type: "text", text }],
});
const assistant = (id: string, text: string): UIMessage => ({
  id,
  role: "assistant",
  parts: [{ type: "step-start" }, { type: "text", text, state: "done" }],
});

// Thirty exchanges, as a long conversation really is: the request must not grow with it.
const conversation = Array.from({ length: 30 }, (_, i) => [
  user(`u${i}`, `Turn ${i}: our finance team closes the month in spreadsheets.`),
  assistant(`a${i}`, `Noted for turn ${i}. Which systems does it touch?`),
]).flat();

describe("clarityRequestOf", () => {
  it("sends the chat id and only the visitor's last message, in the Worker's contract", () => {
    const messages = [...conversation, user("u30", "We also run Shopify")];
    const body = clarityRequestOf("chat_4f9KxQ2", messages);
    expect(body).toEqual({
      id: "chat_4f9KxQ2",
      message: { id: "u30", role: "user", parts: [{ type: "text", text: "We also run Shopify" }] },
    });
    expect(clarityRequest.safeParse(body).success).toBe(true);
  });

  it("asks again for the reply to the last visitor message when the thread ends in a reply", () => {
    // useChat's regenerate drops the failed reply; a partial one may still be there.
    expect(clarityRequestOf("c1", conversation)?.message.id).toBe("u29");
  });

  it("is null without a visitor message", () => {
    expect(clarityRequestOf("c1", [])).toBeNull();
  });
});

describe("withoutLastUserMessage", () => {
  it("drops the refused message and anything after it, and returns its text", () => {
    const refused = user("u30", "x".repeat(10));
    const { messages, text } = withoutLastUserMessage([...conversation, refused]);
    expect(messages).toEqual(conversation);
    expect(text).toBe("x".repeat(10));
  });

  it("leaves a thread without visitor messages alone", () => {
    expect(withoutLastUserMessage([])).toEqual({ messages: [], text: "" });
  });
});

describe("toPlain", () => {
  it("keeps the text of every turn with words", () => {
    expect(toPlain([user("u", "ERP"), assistant("a", ""), assistant("b", "Why?")])).toEqual([
      { role: "user", content: "ERP" },
      { role: "assistant", content: "Why?" },
    ]);
  });
});
