import { describe, expect, it } from "vitest";
import { MISSING } from "./kept-tree";
import { readingMessage, readOnce } from "./read-once";
import { bySentence, SENTENCE_CHARS, SentenceKept } from "./sentence-kept";

describe("readings kept by a sentence's words", () => {
  it("keeps a sentence's reading across messages, a message's for that message only", () => {
    let reads = 0;
    const read = readOnce((text: string) => {
      reads++;
      return text.length;
    });
    const sentence = "We need better reporting.";
    const message = `${sentence} ${"And fewer manual steps across sales. ".repeat(10)}`;
    readingMessage("first");
    read(sentence);
    read(message);
    readingMessage("second");
    expect(read(sentence)).toBe(sentence.length);
    expect(reads).toBe(2);
    expect(read(message)).toBe(message.length);
    expect(reads).toBe(3);
  });

  it("is bounded: the least recently read is dropped once two generations are full", () => {
    const kept = new SentenceKept();
    kept.set(["first"], 1);
    for (let i = 0; i < 256; i++) kept.set([`s${i}`], i);
    // Still in the older generation; read, it is kept newer.
    expect(kept.get(["first"])).toBe(1);
    for (let i = 0; i < 300; i++) kept.set([`t${i}`], i);
    expect(kept.get(["s3"])).toBe(MISSING);
  });

  it("reads as a sentence a text no longer than one", () => {
    expect(bySentence("x".repeat(SENTENCE_CHARS))).toBe(true);
    expect(bySentence("x".repeat(SENTENCE_CHARS + 1))).toBe(false);
    expect(bySentence(true)).toBe(false);
  });
});
