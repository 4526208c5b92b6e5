/** Both chats read a word named like an object's member ("constructor") as a word (word-table.ts). */
import { expect, it } from "vitest";
import { members, saidWith } from "../../language/word-members.test-kit";
import { chat } from "./clarity-chat.test-kit";
import { replyTo } from "./crm-chat.test-kit";

it.each(members)("Clarity and the CRM assistant read '%s' without throwing", (word) => {
  expect(chat([saidWith(word)])[0]).toMatch(/120 people/);
  expect(() => replyTo([`Add a deal for ${word} Ltd, $40k, proposal`])).not.toThrow();
});
