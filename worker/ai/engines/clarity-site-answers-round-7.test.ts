/**
 * Round 7 of answers from the site's pages (docs/decisions/034): classes found by tuned-6 — a
 * follow-up that leans on the previous question (a member of its list, the same question of
 * another kind of project), a budget asked without saying whose, a sample of a deliverable the
 * site doesn't publish, a terse question by its noun alone, how the fee is counted, a concept
 * named twice in one question, a partner asking whether we compete for their work.
 */
import { describe, expect, it } from "vitest";
import { chat, lastReply } from "./clarity-chat.test-kit";

const OPENER = "Hi! I have a couple of questions.";
const ask = (q: string) => lastReply([OPENER, q]);

describe("answers from the site's pages, round 7", () => {
  it("a member of the list just given is that member, by its place", () => {
    const replies = chat([
      OPENER,
      "what are the possible outcomes?",
      "and the second one?",
      "and the last one?",
    ]);
    expect(replies[2]).toMatch(/^The second is \*\*Adjust Before You Commit/);
    expect(replies[3]).toMatch(/^The last is \*\*Team Realignment/);
    // An item listed bare is said with what another passage says of it.
    expect(
      lastReply([OPENER, "which deliverables do we get?", "tell me more about the third one"]),
    ).toMatch(
      /^The third is \*\*Requirements and RFP foundation\*\* — Vendor-neutral requirements/,
    );
  });

  it("probes-6: a member asked with a word after it, or after a list of what we get", () => {
    expect(
      lastReply([OPENER, "what would we get at the end?", "what's the last one exactly"]),
    ).toMatch(/^The last is \*\*Proof of concept or proof of failure/);
    expect(
      lastReply([OPENER, "what are the possible outcomes?", "what does the third one mean?"]),
    ).toMatch(/^The third is \*\*Strategic No-Go/);
  });

  it("the previous question asked of another kind of project is answered for that kind", () => {
    expect(lastReply([OPENER, "do you do ERP projects?", "what about for AI projects?"])).toMatch(
      /^AI Adoption Projects/,
    );
    // The sentence about the new kind, not the first one of the passage (ERP).
    expect(
      lastReply([OPENER, "can you simulate CRM implementations?", "and CPQ implementations?"]),
    ).toMatch(/^CPQ Systems/);
    // "Simulate CRM implementations" is a kind of project, not whether we implement.
    expect(ask("can you simulate CRM implementations?")).not.toMatch(/^After the simulation/);
    // A follow-up that shares no kind with the question before is its own question.
    expect(
      lastReply([OPENER, "how long does an ERP project take?", "what about the price?"]),
    ).toMatch(/\$25K–\$50K/);
  });

  it("a budget asked without saying whose names both: our fee and the project size", () => {
    for (const q of [
      "what budget figure do I need to put forward",
      "how much budget should I ask the board for?",
    ]) {
      const reply = ask(q);
      expect(reply, q).toMatch(/\$25K–\$50K/);
      expect(reply, q).toMatch(/\$250K and up/);
    }
    // The project's budget, named, is that one question.
    expect(ask("what budget do we need for the ERP project?")).not.toMatch(/which budget you mean/);
  });

  it("a sample of a deliverable the site doesn't publish is said to be missing, with the samples it has", () => {
    for (const q of ["is there a sample report", "can I see an example of the readiness report?"]) {
      const reply = ask(q);
      expect(reply, q).toMatch(/^There's no sample (?:readiness )?report on the site/);
      expect(reply, q).toMatch(/\(\/rfp\).*\(\/spec-document\)/);
    }
    expect(ask("could I look at an example implementation blueprint before we commit?")).toMatch(
      /^There's no sample implementation blueprint on the site/,
    );
    expect(ask("is there a sample rfp i can look at")).toMatch(/^Yes — two sample deliverables/);
  });

  it("a terse question by its noun alone is asked of that topic; the same noun in a statement isn't", () => {
    expect(ask("timeline?")).toMatch(/4–8 weeks/);
    expect(ask("pricing?")).toMatch(/\$25K–\$50K/);
    expect(ask("our pricing is a mess")).not.toMatch(/\$25K–\$50K/);
  });

  it("how the fee is counted is answered by the price per simulation", () => {
    for (const q of [
      "Is the simulation priced per user, or is it a fixed fee per engagement?",
      "do you charge hourly?",
    ])
      expect(ask(q), q).toMatch(/^The pages quote one price per simulation: \*\*\$25K–\$50K\*\*/);
  });

  it("a concept named twice counts both phrases: the legal name and registered address is the imprint", () => {
    expect(
      ask(
        "For our supplier onboarding form: what is your legal entity name and registered address?",
      ),
    ).toMatch(/Operator of clarity-readiness\.com/);
    expect(
      ask("which company would we actually be contracting with, and where is it registered?"),
    ).toMatch(/Operator of clarity-readiness\.com/);
  });

  it("a partner asking whether we compete for their work gets the pages' word to consultants", () => {
    expect(
      ask(
        "We're a Salesforce consultancy. Would you end up competing with us for the implementation work?",
      ),
    ).toMatch(/^The pages put the simulation before the implementation.*pre-engagement step/);
    expect(
      ask(
        "we're a NetSuite partner. if we bring you in, will you try to take over the implementation from us?",
      ),
    ).toMatch(/^The pages put the simulation before the implementation/);
    // Whether we implement, asked by a prospect, is still what comes after the simulation.
    expect(ask("do you also do the implementation afterwards?")).toMatch(/^After the simulation/);
  });
});
