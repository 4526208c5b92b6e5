/**
 * Round 4 of answers from the site's pages (docs/decisions/034): the company behind the site,
 * what it stands for, asking to be erased in any word for it, and a what-if about not being ready.
 */
import { describe, expect, it } from "vitest";
import { lastReply, played } from "./clarity-chat.test-kit";

const OPENER = "Hi! I have a couple of questions.";
const ask = (q: string) => lastReply([OPENER, q]);

describe("answers from the site's pages, round 4", () => {
  it("names the company that runs the site from its imprint, once for two pages that hold it", () => {
    for (const q of [
      "what's the legal entity behind this website",
      "which company runs this site",
    ]) {
      const reply = ask(q);
      expect(reply, q).toContain("Clarity Readiness Simulations");
      expect(reply, q).toContain("(/privacy#imprint)");
    }
  });

  it("says what the company stands for from its mission and values", () => {
    expect(ask("What does your company stand for, in a sentence?")).toContain("Mission:");
    expect(ask("what are your core values as a business")).toContain("Clarity first");
  });

  it("answers a wish to be erased, in any word for it, with how to erase", () => {
    for (const q of [
      "I'd like everything you hold about me wiped. How do I do that?",
      "how do I get my details removed",
    ]) {
      const reply = ask(q);
      expect(reply, q).toMatch(/^(?:\*\*How to erase it:\*\* )?Press "Delete my data"/);
      expect(reply, q).toContain("(/privacy#erase)");
    }
  });

  it("answers a what-if about not being ready with the no-go outcome, never the green light", () => {
    for (const q of [
      "What if we find out halfway through that we're simply not ready?",
      "what if it turns out we aren't ready",
    ]) {
      const reply = ask(q);
      expect(reply, q).toContain("Strategic No-Go");
      expect(reply, q).not.toContain("Green Light");
    }
    expect(ask("what if we learn we are ready after all")).toContain("Green Light");
  });

  it("still says the pages name no founders", () => {
    expect(ask("who founded the company")).toMatch(/^Our (?:pages|site) don't/);
  });

  it("answers where their words go, naming an AI company, without making it their project", () => {
    const { replies, roadmap } = played([
      OPENER,
      "if I type stuff into clarity does it get sent to openai or some other AI company",
    ]);
    expect(replies.at(-1)).toContain("hosted AI model");
    expect(replies.at(-1)).not.toContain("AI adoption");
    expect(JSON.stringify(roadmap)).not.toMatch(/ChatGPT|OpenAI/i);
    expect(ask("is your bot built on GPT-4?")).toContain("built-in engines");
    // Their own plan for an AI tool is still their project.
    expect(ask("we want to roll out copilot to our sales team")).toContain("Copilot (AI adoption)");
  });

  it("reads a use of the service before a yes/no as its frame, not a what-if", () => {
    expect(ask("if we go with you does the prototype become ours")).toContain("is yours");
  });

  it("gives leave to share the site's samples from the terms, not a deliverable's ownership", () => {
    for (const q of [
      "Am I allowed to forward your sample RFP to our procurement team?",
      "can we share the example spec with our IT people?",
    ])
      expect(ask(q), q).toContain("you may quote and share them with a link");
    expect(ask("can we show the report to our board?")).toContain("to the board");
  });

  it("says the pages don't name a thing a 'what X' question asks for, and still finds one they do", () => {
    expect(ask("what tech stack is the prototype written in")).toMatch(/^Our (?:pages|site) don't/);
    expect(ask("what phase is the prototype built in?")).toContain("Build & Test");
  });
});
