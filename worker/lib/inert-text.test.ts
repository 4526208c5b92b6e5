import { describe, expect, it } from "vitest";
import { INVISIBLE, JOINED, linkablesIn, linkCorpus } from "../../tests/worker/helpers/link-corpus";
import { inert } from "./inert-text";

/** A host as IDNA maps it: compatibility forms folded, ignorable characters gone. */
const asBrowsersRead = (text: string) =>
  text.normalize("NFKC").replace(/\p{Default_Ignorable_Code_Point}/gu, "");

describe("visitor text made inert", () => {
  it("the check finds a link in every string of the corpus, as a browser reads it", () => {
    for (const text of linkCorpus) expect(linkablesIn(asBrowsersRead(text)), text).not.toEqual([]);
  });

  it.each(linkCorpus)("leaves nothing linkable of %s", (text) => {
    const shown = inert(text);
    expect(linkablesIn(shown)).toEqual([]);
    expect(shown).not.toMatch(INVISIBLE);
    // Inert twice is inert once: renderers may meet text already made inert.
    expect(inert(shown)).toBe(shown);
  });

  it("leaves nothing linkable in the whole corpus as one note, nor in a 4,000-character paste", () => {
    expect(linkablesIn(inert(linkCorpus.join(" ")))).toEqual([]);
    expect(linkablesIn(inert(linkCorpus.join("\n")))).toEqual([]);
    const paste = `${"a".repeat(3_960)} evil.example/${"x".repeat(20)}`;
    expect(linkablesIn(inert(paste))).toEqual([]);
  });

  it("shows what was typed, readable: dots, colons and a URL's @ in brackets", () => {
    expect(inert("https://clarity-readiness.com@evil.example")).toBe(
      "https[:]//clarity-readiness[.]com[@]evil[.]example",
    );
    expect(inert("evil\uFF0Eexample")).toBe("evil[.]example");
    expect(inert("evil\u3002example")).toBe("evil[.]example");
    expect(inert("www\u200B.evil.example")).toBe("www[.]evil[.]example");
    expect(inert("javascript:alert(1)")).toBe("javascript[:]alert(1)");
    expect(inert("192.0.2.7")).toBe("192[.]0[.]2[.]7");
    // An address keeps its "@" (it is not a URL), but not a domain a client would link.
    expect(inert("dana.reyes@acme-industrial.com")).toBe("dana[.]reyes@acme-industrial[.]com");
  });

  it("keeps ordinary prose as it was; only a word.word that reads as a host changes", () => {
    const prose =
      "Hi, e.g. we run v3.5 on 2 sites, i.e. U.S. and EU: 40% (ca. 1,200 users), budget $50k. Call 10:30!";
    expect(inert(prose)).toBe(prose);
    expect(inert("We use Node.js")).toBe("We use Node[.]js");
  });

  it("keeps the joiners a language or an emoji needs, and CJK sentences", () => {
    expect(inert(`${JOINED.emoji} ${JOINED.persian}`)).toBe(`${JOINED.emoji} ${JOINED.persian}`);
    expect(inert("\u8C22\u8C22\u3002\u597D\u7684")).toBe("\u8C22\u8C22\u3002\u597D\u7684");
  });
});
