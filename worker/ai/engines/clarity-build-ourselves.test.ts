import { describe, expect, it } from "vitest";
import { learnFrom } from "../memory/clarity-learn";
import { emptyMemory } from "../memory/clarity-memory";
import { objectionAnswer } from "./clarity-objection-answers";
import { objectionIn } from "./clarity-objections";
import { topicsOf } from "./clarity-questions";
import { termsAnswer } from "./clarity-terms";

describe("building it themselves, said as the doubt", () => {
  it.each([
    "our IT guy says we could just build this in-house with Power Apps. why pay you?",
    "Why not develop it ourselves? We have two developers.",
    "honestly it's a build vs buy question for us",
  ])("is answered as that doubt: %s", (said) => {
    expect(objectionIn(said)).toBe("build-ourselves");
    expect(objectionAnswer("build-ourselves", emptyMemory())).toMatch(/whichever way you build/);
  });

  it("is neither a reason for the project nor a worry in the roadmap", () => {
    const m = learnFrom(emptyMemory(), "Our IT guy says we could just build this in-house.");
    expect(m.drivers).toEqual([]);
    expect(m.risks).toEqual([]);
  });

  it("a plain why-pay stays the vendor answer", () => {
    expect(objectionIn("Why pay for this instead of just picking a vendor?")).toBe("why-pay");
  });
});

describe("our start asked for with a date", () => {
  it.each([
    "if we book now can you start before Christmas?",
    "could your team kick things off in early January?",
  ])("gets the lead time, not the pages' 'two ways to start a project': %s", (q) => {
    expect(termsAnswer(q)).toMatch(/how much notice|How soon we could start/);
  });

  it("is no lead-time question without a time", () => {
    expect(termsAnswer("can you start with the finance side?")).toBeNull();
  });
});

describe("a group named by what it does", () => {
  it("asks nothing about that thing: the pricing team joining is no price question", () => {
    expect(topicsOf("can the pricing team in Mexico join remotely?")).not.toContain("price");
    expect(topicsOf("what does the pricing look like?")).toContain("price");
  });
});

describe("the tool of an option only weighed", () => {
  it("is no system of theirs", () => {
    const m = learnFrom(emptyMemory(), "We're thinking CPQ, looked at Salesforce CPQ and Tacton.");
    const n = learnFrom(m, "our IT guy says we could just build this in-house with Power Apps.");
    expect(n.integrations).not.toContain("Power Apps");
    const k = learnFrom(m, "we use Power Apps for quoting");
    expect(k.integrations).toContain("Power Apps");
  });
});

describe("second probes, each a rule above in other words", () => {
  it("reads them", () => {
    expect(objectionIn("couldn't we just get our developers to knock something up in-house?")).toBe(
      "build-ourselves",
    );
    expect(termsAnswer("any chance you could fit us in before our year end?")).toMatch(
      /notice|start/,
    );
    expect(topicsOf("can our finance folks sit in on the sessions?")).not.toContain("price");
    expect(
      learnFrom(emptyMemory(), "we could always stick with Sage for another year.").drivers,
    ).toEqual([]);
  });
});

describe("only some of their people asked for", () => {
  it("is answered with who the core team must be", async () => {
    const { situationAnswer } = await import("./clarity-situation-answer");
    const q =
      "the branch managers are already drowning, can we do this with just head office people?";
    expect(situationAnswer(q, q)).toMatch(/people who know how the work really gets done/);
    expect(situationAnswer("could it be only the finance team?", "")).toMatch(
      /interviewed in parallel/,
    );
  });
});
