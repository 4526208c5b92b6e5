/**
 * Asking for a person in words no topic listed, one question that elaborates itself after a dash,
 * and the passage chosen by what it is about (its heading) rather than a word it mentions in
 * passing — a legal page's disclaimer answering only a question about data or terms.
 */
import { describe, expect, it } from "vitest";
import { site } from "../../../content/site";
import type { SiteAnswer } from "../../language/site-search";
import { lastReply } from "./clarity-chat.test-kit";
import { asksForPerson, questionsIn } from "./clarity-questions";
import { answeringPassage, pageAnswer } from "./clarity-site-answer";

const fallback = /pages don't cover|doesn't say that/gi;

describe("a person asked for in any words", () => {
  it.each([
    "Before we pay anything, is there a human we can talk this through with?",
    "Could I get one of your consultants on the phone?",
    "I'd like to speak with an actual consultant, not a bot.",
    "Is there a specialist we could go over our numbers with?",
  ])("%s", (text) => {
    expect(asksForPerson(text)).toBe(true);
    const reply = lastReply([text]);
    expect(reply).toContain(site.calendarUrl);
    expect(reply).toContain("(/try)");
    expect(reply).not.toMatch(fallback);
  });

  it.each([
    "No need to talk to anyone yet, how long does it take?",
    "Our team will talk to the vendors next month.",
    "Will your consultants talk about our numbers in the report?",
  ])("not when declined or about someone else: %s", (text) => {
    expect(asksForPerson(text)).toBe(false);
  });

  it("a declined call gets the answer, not the call", () => {
    const reply = lastReply(["No need to talk to anyone yet. How long does the whole thing take?"]);
    expect(reply).toMatch(/4–8 weeks/);
    expect(reply).not.toMatch(/talk to a person/i);
  });
});

describe("one question with a dash in it", () => {
  it("an elaboration after a dash stays with its question", () => {
    const q = questionsIn("What does the prototype look like — can we click through it?");
    expect(q).toHaveLength(1);
  });

  it("a question with no subject after a statement asks about the statement", () => {
    const q = questionsIn("Our SI wants to be involved — is that something you allow?");
    expect(q.map((x) => x.text)).toEqual([
      "Our SI wants to be involved — is that something you allow?",
    ]);
    expect(lastReply(["Our SI wants to be involved — is that something you allow?"])).toMatch(
      /implementation consultants/i,
    );
  });

  it("two subjects either side of a dash are still two questions", () => {
    const q = questionsIn("What does it cost — and how long does it take?");
    expect(q.map((x) => x.topics)).toEqual([["price"], ["duration"]]);
  });

  it("the reply answers it once, from one page, and never also says the pages don't cover it", () => {
    const reply = lastReply(["How are the interviews run – is everyone interviewed at once?"]);
    expect(reply).toMatch(/More on \[/);
    expect(reply).not.toMatch(fallback);
  });

  it("at most one 'not on our pages' in a reply", () => {
    const reply = lastReply([
      "Do you work with Klingon speakers? And do you do yoga retreats? And are you on Mars?",
    ]);
    expect(reply.match(fallback)?.length ?? 0).toBeLessThanOrEqual(1);
  });
});

const passage = (url: string, heading: string, text: string, score: number): SiteAnswer => ({
  title: "Page",
  url,
  heading,
  text,
  score,
});

describe("the passage about the question, not one that mentions it", () => {
  const terms = passage(
    "/terms",
    "The prototype and samples",
    "The working prototype uses invented sample data.",
    30,
  );
  const phase = passage(
    "/how#four-phases",
    "Phase 3: Build & Test",
    "Clarity builds a working prototype of the critical workflows. A working prototype ends debates.",
    12,
  );
  const passing = passage(
    "/what-changed",
    "The consulting process",
    "Discovery used to be slow. Interviews run in parallel, prototype in hours, answers in weeks, and people no longer wait on slides or workshops to agree.",
    13,
  );

  it("a legal page's disclaimer does not answer a question about the prototype", () => {
    expect(answeringPassage("What is the prototype like?", [terms, phase])).toBe(phase);
  });

  it("but answers a question about its data", () => {
    expect(answeringPassage("Does the prototype use our real data?", [terms])).toBe(terms);
  });

  it("a passage said twice about the subject beats one naming it once with a higher score", () => {
    expect(answeringPassage("What is the prototype like?", [passing, phase])).toBe(phase);
  });

  it("a passage without the question's key noun does not answer", () => {
    const who = passage("/who", "Who this is for", "Mid-market teams of 50–500 people.", 40);
    expect(answeringPassage("Can our implementation partner join?", [who])).toBe(null);
  });

  it("the heading leads when it names the subject the sentences don't", () => {
    const partners = passage(
      "/how",
      "For implementation consultants",
      "Use the simulation as a pre-engagement step.",
      20,
    );
    expect(answeringPassage("Could our consultancy sit in?", [partners])).toBe(partners);
    expect(pageAnswer(partners, "Could our consultancy sit in?")).toMatch(
      /^\*\*For implementation consultants:\*\* Use the simulation/,
    );
  });

  it("a partner joining is answered from the page about partners", () => {
    const reply = lastReply(["Could our systems integrator take part in the sessions?"]);
    expect(reply).toMatch(/implementation consultants/i);
    expect(reply).not.toMatch(/Mid-market teams of 50/);
  });
});
