/**
 * A question asked back without its mark, after "and", "so" or "ok" or not, is no reason for the
 * project and no answer to the question Clarity asked ("and who from our side needs to be there"
 * became a driver and "So the pressure comes from who from our side needs to be there."); a
 * statement that only opens like a question still gives its reason.
 */
import { describe, expect, it } from "vitest";
import { chat } from "../engines/clarity-chat.test-kit";
import { learnFrom } from "./clarity-learn";
import { emptyMemory } from "./clarity-memory";
import { asks, statement } from "./clarity-stated-asked";

const NOW = Date.parse("2026-11-24T10:00:00Z");
const opener = "We're a 120-person wholesaler replacing Sage with NetSuite.";
const after = (text: string) => learnFrom(learnFrom(emptyMemory(), opener, NOW), text, NOW);

describe("a question asked back without its mark", () => {
  it.each([
    "and who from our side needs to be there",
    "which of our people have to attend",
    "so what happens after the report",
    "ok and what does the finance team need to prepare",
  ])("%s → no driver", (text) => {
    expect(after(text).drivers).toEqual([]);
    expect(asks(text)).toBe(true);
  });

  it("is never said back as the pressure", () => {
    const replies = chat([
      "hey. we're a dental group, 14 practices, ~260 staff, moving our practice management software to a new ERP",
      "no budget signed off yet",
      "and who from our side needs to be there",
    ]);
    expect(replies.at(-1)).not.toMatch(/pressure comes from who/i);
    expect(replies.at(-1)).toMatch(/2–5 people/);
  });
});

describe("a statement that opens like a question or after an opener", () => {
  it.each([
    ["Which is why the board wants it sorted before the sale.", /board wants it sorted/],
    ["And the bank is asking for monthly management accounts now.", /bank is asking/],
    ["When we doubled in size, the spreadsheets stopped coping with the volume.", /spreadsheets/],
    ["Where it hurts most is month-end close, it takes three weeks.", /month-end close/],
  ])("%s gives its reason", (text, driver) => {
    expect(statement(text)).toBe(true);
    expect(after(text).drivers.join("; ")).toMatch(driver);
  });
});
