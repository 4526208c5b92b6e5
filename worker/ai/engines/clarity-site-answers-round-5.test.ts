/**
 * Round 5 of answers from the site's pages (docs/decisions/034): defects left by round 4 — who
 * owns this website, an AI company named as where their words go, asking to be erased with
 * "remove"/"delete" beside what is stored, how the company got started, how long a chat is kept —
 * then the classes the round's new questions (tuned-4) found: questions without their mark
 * ("has your team…", "if we kicked off on a monday when would we…"), when they'd have an answer,
 * "do you only do X or also Y", no time to take it on, "the answer might just be no", the team's
 * record, what one role gets, vendors' quotes far apart.
 */
import { describe, expect, it } from "vitest";
import { lastReply, played } from "./clarity-chat.test-kit";

const OPENER = "Hi! I have a couple of questions.";
const ask = (q: string) => lastReply([OPENER, q]);

describe("answers from the site's pages, round 5", () => {
  it("who owns or is behind this website is its operator, not whose the deliverables are", () => {
    for (const q of ["who owns this website?", "which company is behind this website?"]) {
      const reply = ask(q);
      expect(reply, q).toContain("Clarity Readiness Simulations");
      expect(reply, q).not.toMatch(/You own every deliverable|disagreement/);
    }
    // Whose the work is stays the deliverables' answer.
    expect(ask("who owns the prototype?")).toMatch(/is yours/);
  });

  it("a question about ownership of our work is no ownership dispute of theirs", () => {
    expect(ask("who owns the prototype?")).not.toContain("disagreement");
    expect(
      ask("Honestly the big issue is who owns the customer master, sales or finance"),
    ).toContain("disagreement");
  });

  it("an AI company named as where their words go gets where messages go", () => {
    for (const q of [
      "does my data go to chatgpt?",
      "is our data used to train chatgpt?",
      "is my chat history sent to OpenAI or some other AI company?",
    ]) {
      const reply = ask(q);
      expect(reply, q).toContain("hosted AI model");
      expect(reply, q).not.toContain("don't say either way");
    }
  });

  it("asking to be erased beside what is stored, or as a favour, gets how to erase", () => {
    for (const q of [
      "please remove everything you've stored on me",
      "can you delete all the info you have about me",
      "forget me please - remove everything you hold on me",
    ]) {
      const reply = ask(q);
      expect(reply, q).toContain('Press "Delete my data"');
    }
  });

  it("how the company got started is its story", () => {
    expect(ask("how did you guys get started")).toContain("We spent careers delivering");
  });

  it("how long a chat is kept is the conversations' row, not the message count's", () => {
    const reply = ask("how long do you keep my chat?");
    expect(reply).toContain("Your conversations with Clarity");
    expect(reply).not.toContain("A count of today's chat messages");
  });

  it("reads a question without its mark that opens with has/have, or a when after an if", () => {
    expect(ask("has your team actually run big projects or is this all theory")).toContain(
      "Project Track Record",
    );
    expect(ask("if we kicked off on a monday when would we have an answer")).toContain("4–8 weeks");
  });

  it("when they'd get the report is the weeks, not the list of deliverables", () => {
    for (const q of [
      "if we signed today, how long until we get the report?",
      "when will we get the final report",
    ]) {
      const reply = ask(q);
      expect(reply, q).toContain("4–8 weeks");
      // Signing with us, supposed, is no vendor signed already.
      expect(reply, q).not.toContain("how far along you are");
    }
    expect(ask("we signed with SAP last month, is it too late?")).toContain(
      "how far along you are",
    );
  });

  it("'do you only do X or also Y' asks about any of them, not all in one sentence", () => {
    expect(ask("do you only do ERP or also CRM and quoting stuff")).toContain("(/use-cases)");
  });

  it("no time to take it on gets the page's answer, and is no reason for the project", () => {
    for (const q of [
      "honestly everyone here is flat out with year end, we can't take on anything else",
      "we don't have the bandwidth for another project right now",
      "too busy for this till spring",
    ]) {
      const { replies, roadmap } = played([
        "We're a 120-person distributor looking at a new ERP.",
        q,
      ]);
      expect(replies.at(-1), q).toContain("about an hour a week from a core team of 2–5 people");
      expect(roadmap.drivers, q).toEqual([]);
    }
    // A busy team at work is no objection.
    expect(ask("the warehouse can't take on more orders in december")).not.toContain(
      "about an hour a week",
    );
  });

  it("'the answer might just be no' is the no-go doubt", () => {
    expect(ask("whats the point of paying if the answer might just be no")).toContain(
      "Strategic No-Go",
    );
  });

  it("what one role gets is that role's card", () => {
    expect(ask("I'm the CFO. What do I specifically get out of this?")).toContain(
      "**The budget owner** (CFO)",
    );
    expect(ask("what does the COO get out of it")).toContain("**The operations leader** (COO)");
    expect(ask("what do we get out of this?")).not.toContain("(/who#personas)");
  });

  it("vendors' quotes far apart are the scenario card, not our price", () => {
    for (const q of [
      "we got two quotes for netsuite that are miles apart, is that something you deal with",
      "two vendor proposals, very different prices — which one is right?",
    ]) {
      const reply = ask(q);
      expect(reply, q).toContain("**Two vendor quotes, 40% apart**");
      expect(reply, q).not.toContain("$25K–$50K");
    }
    expect(ask("how much is a quote from you?")).toContain("$25K–$50K");
  });

  it("second probes: erasing, no capacity, a question after 'say', our record asked", () => {
    expect(ask("could you get rid of everything you've got on me")).toContain(
      'Press "Delete my data"',
    );
    expect(ask("we're swamped, no capacity for a new project this quarter")).toContain(
      "about an hour a week",
    );
    expect(
      ask("have you lot ever delivered an implementation this size or is it all slides"),
    ).toContain("Project Track Record");
    // Whether we implement afterwards is still what comes after.
    expect(ask("do you also do the implementation afterwards?")).toContain("After the simulation");
  });
});
