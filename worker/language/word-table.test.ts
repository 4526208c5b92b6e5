/**
 * Words that are also the names of an object's built-in members ("constructor", "toString") are
 * words like any other. "We are a general constructor" once made the site search throw in the
 * middle of a Clarity reply. (The chats and the lead read them too: clarity-members.test.ts,
 * lead-facts-members.test.ts.)
 */
import { describe, expect, it } from "vitest";
import { normalise } from "./normalise";
import { searchSite } from "./site-search";
import { members, saidWith } from "./word-members.test-kit";
import { wordTable } from "./word-table";

describe("words named like an object's members", () => {
  it("a word table holds only its own entries", () => {
    const table = wordTable({ ppl: "people" });
    for (const word of members) expect(table[word]).toBeUndefined();
    expect(table.ppl).toBe("people");
    expect(Object.keys(table)).toEqual(["ppl"]);
  });

  it.each(members)("'%s' is normalised and searched as a word", (word) => {
    expect(normalise(saidWith(word))).toContain(word);
    expect(() => searchSite(saidWith(word))).not.toThrow();
  });
});
