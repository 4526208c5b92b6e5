/**
 * Words that are also the names of an object's built-in members ("constructor", "toString") are
 * words like any other: every reader of a prospect's language reads them without throwing. "We are
 * a general constructor" once made the site search throw in the middle of a Clarity reply.
 */
import { describe, expect, it } from "vitest";
import { chat } from "../ai/engines/clarity-chat.test-kit";
import { replyTo } from "../ai/engines/crm-chat.test-kit";
import { readLeadFacts } from "../ledger/lead-facts";
import { normalise } from "./normalise";
import { searchSite } from "./site-search";
import { wordTable } from "./word-table";

const members = [
  "constructor",
  "toString",
  "valueOf",
  "hasOwnProperty",
  "__proto__",
  "isPrototypeOf",
];

describe("words named like an object's members", () => {
  it("a word table holds only its own entries", () => {
    const table = wordTable({ ppl: "people" });
    for (const word of members) expect(table[word]).toBeUndefined();
    expect(table.ppl).toBe("people");
    expect(Object.keys(table)).toEqual(["ppl"]);
  });

  it.each(members)("'%s' is read as a word everywhere", (word) => {
    const said = `We are a general ${word} firm of 120 people; what is the ${word} of a simulation? Budget ${word} about $300k.`;
    expect(normalise(said)).toContain(word);
    expect(() => searchSite(said)).not.toThrow();
    const [reply] = chat([said]);
    expect(reply).toMatch(/120 people/);
    expect(readLeadFacts([{ text: said, at: Date.UTC(2026, 10, 24) }]).companySize).toBe(120);
    expect(() => replyTo([`Add a deal for ${word} Ltd, $40k, proposal`])).not.toThrow();
  });
});
