/**
 * Questions about the prospect's situation, answered by what the pages say of it
 * (clarity-situation-answer.ts): each rule in two wordings, and the neighbours it must leave alone.
 */
import { describe, expect, it } from "vitest";
import { lastReply } from "./clarity-chat.test-kit";

const ERP = "We're a 200-person wholesaler replacing Sage with NetSuite.";
const notSaid = /pages don't (?:cover|say)|site doesn't say|don't say (?:whether|either)/i;
const call = /book a free 30-minute call/;

describe("who takes part: a third party's person, a part of the company", () => {
  it.each([
    "would our vendor's implementation lead have to join the sessions?",
    "Does someone from our integrator need to sit in on the stress tests?",
  ])("%s → our own core team, not the choice of a vendor", (q) => {
    const reply = lastReply([ERP, q]);
    expect(reply).toMatch(/run by your own people — a core team of 2–5 people/);
    expect(reply).not.toMatch(/we help with vendor selection/i);
  });

  it.each([
    ["could just one department do this, like only finance?", /one department/],
    ["does IT have to be involved", /don't make any one department a must/],
    ["does finance need to be involved?", /don't make any one department a must/],
    ["our subsidiary in poland wants to do it on its own, is that ok", /a subsidiary can do it/],
    ["can only the uk entity do it?", /an entity can do it/],
  ])("%s → who takes part, from the pages", (q, said) => {
    const reply = lastReply([ERP, q]);
    expect(reply).toMatch(said);
    expect(reply).not.toMatch(/will feel the change|Good to know/);
  });

  it("our team giving fewer hours is no part of the company doing it alone", () => {
    const reply = lastReply([
      ERP,
      "If our team can only give half the hours you ask for, does it just run longer?",
    ]);
    expect(reply).not.toMatch(/any one department|on its own/);
  });
});

describe("where the project stands, and who decides", () => {
  it.each([
    "we already signed with salesforce last month tbh, is it too late?",
    "we're about four months into the netsuite implementation already, would this still help?",
  ])("%s → the stage the pages call a poor fit", (q) => {
    const reply = lastReply([ERP, q]);
    expect(reply).toMatch(/vendor is signed and the build is underway/);
    expect(reply).toMatch(call);
  });

  it("a vendor bought halfway through is no build under way", () => {
    const reply = lastReply([
      "If the vendor we like gets bought by a competitor halfway through, do we have to start over?",
    ]);
    expect(reply).not.toMatch(/build is underway/);
  });

  it.each([
    "what happens if the board turns the recommendation down?",
    "if our owners won't accept what the report says, then what?",
    "ok. if the ceo vetoes the recommendation what then",
  ])("%s → the decision stays theirs, the report is for it", (q) => {
    const reply = lastReply([ERP, q]);
    expect(reply).toMatch(/decision stays with you and your (?:board|owners|CEO)/);
    expect(reply).toMatch(/take it to vendors, to the board/);
    expect(reply).not.toMatch(notSaid);
  });

  it.each([
    "how is this different from the discovery phase our consultancy offered",
    "our big four firm pitched us a 3 month discovery, how's yours different",
  ])("%s → traditional discovery, not a vendor's", (q) => {
    const reply = lastReply([ERP, q]);
    expect(reply).toMatch(/Traditional discovery costs \$200K–\$500K/);
    expect(reply).not.toMatch(/vendor's discovery is designed/);
  });
});

describe("what a process gets, what is left, and a subject to talk over", () => {
  it.each([
    [
      "does the simulation cover our quoting process at all?",
      /^Yes, it does\. The pages list quoting among/,
    ],
    [
      "will the simulation test our discount approvals?",
      /^Yes, it does\. The pages list discount among/,
    ],
  ])("%s → the use case naming it, said back", (q, said) => {
    const reply = lastReply([ERP, q]);
    expect(reply).toMatch(said);
    expect(reply).toMatch(/\(\/use-cases\)/);
  });

  it("a service asked of us is not a process the simulation covers", () => {
    expect(lastReply(["Do you also handle cleansing our customer data?"])).toMatch(notSaid);
  });

  it.each([
    "can we use the prototype in production afterwards?",
    "could we just keep running on the prototype afterwards",
  ])("%s → yours, and the real build follows the blueprint", (q) => {
    const reply = lastReply([ERP, q]);
    expect(reply).toMatch(/You own every deliverable, including the prototype/);
    expect(reply).toMatch(/implementation blueprint/);
  });

  it.each(["do you have any case studies or references i could see?", "any client testimonials?"])(
    "%s → what the pages say of the record, and a person for references",
    (q) => {
      const reply = lastReply([ERP, q]);
      expect(reply).toMatch(/\$1M/);
      expect(reply).toMatch(call);
    },
  );

  it.each([
    ["can we talk about integrations?", /integrations/],
    ["could we chat about data migration for a sec?", /data migration/],
  ])("%s → the subject here, no call offered", (q, said) => {
    const reply = lastReply([ERP, q]);
    expect(reply).toMatch(said);
    expect(reply).not.toMatch(/no phone line behind this chat|You can talk to a person/i);
  });

  it("a rollout that burned them before is that doubt, not 'just slides'", () => {
    const reply = lastReply([
      "We've been burned before by an ERP rollout that went sideways and nobody wants to repeat it. Is the price fixed?",
    ]);
    expect(reply).toMatch(/the failure the simulation is built to catch/);
    expect(reply).not.toMatch(/Fair challenge/);
  });
});

describe("more shapes of the same rules", () => {
  it("our own price pointed at is our fee, not their budget", () => {
    const reply = lastReply([ERP, "is the 25-50k all in or are there extras like travel"]);
    expect(reply).toMatch(/quoted at \$25K–\$50K/);
    expect(reply).not.toMatch(/not a fit|I've noted/);
  });

  it("their own sum asked about is still their budget", () => {
    expect(lastReply([ERP, "we have 40k all in, is that enough?"])).toMatch(/\$40K/);
  });

  it("a question by its first words, its mark left off, still gets an answer", () => {
    const reply = lastReply([ERP, "do your people speak french, our quebec team would need it"]);
    expect(reply).toMatch(notSaid);
    expect(reply).toMatch(call);
  });

  it("having to have chosen a vendor: the FAQ's no", () => {
    expect(lastReply([ERP, "do we need to have picked a vendor already"])).toMatch(
      /^No\. The simulation is vendor-neutral/,
    );
  });

  it("a third party disagreeing with the findings decides nothing: no Team Realignment", () => {
    const reply = lastReply([
      ERP,
      "what if our implementation partner disagrees with the findings?",
    ]);
    expect(reply).toMatch(/decision stays with you:/);
    expect(reply).not.toMatch(/Team Realignment/);
  });

  it("one team without another is a part of the company", () => {
    expect(lastReply([ERP, "could the finance team run the simulation without ops?"])).toMatch(
      /lives in one department/,
    );
  });
});
