import { describe, expect, it } from "vitest";
import { aboutWhere } from "./places";
import { onlyPlainly, withoutPlainSpeech } from "./plain-speech";

describe("a request to be told plainly is how to answer, not what is asked", () => {
  it("'in plain English' names no language; 'in English' still does", () => {
    expect(aboutWhere("what is a readiness simulation, in plain english?")).toBe(false);
    expect(aboutWhere("can the interviews be run in English?")).toBe(true);
  });

  it("is set aside from the question's words", () => {
    expect(withoutPlainSpeech("explain it in simple terms, what do we get?")).not.toMatch(
      /simple|terms/,
    );
    expect(withoutPlainSpeech("in a nutshell, how long is it?")).not.toMatch(/nutshell/);
  });

  it("a sentence that only asks for plainness asks nothing else", () => {
    expect(onlyPlainly("Explain it like I'm five.")).toBe(true);
    expect(onlyPlainly("In plain English please.")).toBe(true);
    expect(onlyPlainly("in plain english, what does it cost?")).toBe(false);
  });
});
