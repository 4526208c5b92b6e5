import { describe, expect, it } from "vitest";
import { comparedWithAnother, madeSmall } from "./clarity-alternatives";
import { chat, lastReply } from "./clarity-chat.test-kit";

describe("the simulation set beside another way of finding out", () => {
  it.each([
    "how is this different from paying a Big Four firm for a readiness assessment",
    "What's the difference between this and a discovery workshop with our integrator?",
    "how does your simulation compare to a normal requirements phase?",
    "hows this any different from what Deloitte sold us",
    "Why would this be any better than an internal gap analysis?",
    "what makes this different from a proof of concept",
    "the simulation vs a two-week scoping study — which gives us more?",
  ])("%s", (text) => expect(comparedWithAnother(text)).toBe(true));

  it.each([
    "How does the simulation work?",
    "What's the difference between Green Light and Adjust Before You Commit?",
    "How is the price worked out?",
    "is this different for CRM projects?",
  ])("not: %s", (text) => expect(comparedWithAnother(text)).toBe(false));
});

describe("the simulation made small", () => {
  it.each([
    "Be honest, isn't an AI readiness simulation just a fancy workshop?",
    "isnt this basically a glorified survey",
    "Sounds like nothing more than an expensive sales pitch.",
    "is it just another consultancy report with a new name?",
    "feels like just a box-ticking exercise to me",
  ])("%s", (text) => expect(madeSmall(text)).toBe(true));

  it.each([
    "is it just a matter of getting our data together?",
    "Is it just me or is the price per project?",
    "is this only for ERP projects?",
    "it's just a few people in finance who would take part",
  ])("not: %s", (text) => expect(madeSmall(text)).toBe(false));
});

describe("the reply to either", () => {
  const OPENER =
    "Operations director at a 260-person packaging manufacturer; we're weighing up a new ERP for 2027 because the old one can't cope with our second plant.";

  it("sets the simulation beside the other way, in the offer's figures", () => {
    const reply = lastReply([
      OPENER,
      "how is this different from paying a Big Four firm for a readiness assessment",
    ]);
    expect(reply).toMatch(/working prototype/);
    expect(reply).toMatch(/\$25K–\$50K/);
    expect(reply).toMatch(/\/how/);
    expect(reply).not.toMatch(/Phase 4/);
  });

  it("answers a belittling with what the simulation leaves, never 'our pages don't cover that'", () => {
    const reply = lastReply([OPENER, "Be honest, isn't this just a fancy workshop?"]);
    expect(reply).toMatch(/isn't a workshop or a slide deck/);
    expect(reply).not.toMatch(/pages don't cover/);
  });

  it("words the same comparison otherwise when it is asked again", () => {
    const replies = chat([
      OPENER,
      "What's the difference between this and a discovery workshop with our integrator?",
      "sorry, but what's the difference between this and a discovery workshop?",
    ]);
    expect(replies[1]).not.toEqual(replies[2]);
    expect(replies[2]).toMatch(/working prototype/);
  });
});
