/**
 * Round 5 of answers from the site's pages (docs/decisions/034): defects left by round 4 — who
 * owns this website, an AI company named as where their words go, asking to be erased with
 * "remove"/"delete" beside what is stored, how the company got started, how long a chat is kept.
 */
import { describe, expect, it } from "vitest";
import { lastReply } from "./clarity-chat.test-kit";

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
});
