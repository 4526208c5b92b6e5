import { describe, expect, it } from "vitest";
import { chat, lastReply } from "./clarity-chat.test-kit";
import { objectionIn } from "./clarity-objections";
import { termsAnswer } from "./clarity-terms";

const opener = "We're a 200 person firm looking at a new ERP.";
const ask = (question: string) => lastReply([opener, question]);
const notSaid =
  /pages don't|pages are silent|not something our pages|No headcount on our pages|Nothing on our pages/;
const aPerson = /\(\/try\)|book a free/;

describe("how the fee is paid: what the pages quote, and plainly not the rest", () => {
  it.each([
    [
      "Could we pay on invoice, in two instalments, and in sterling rather than dollars?",
      /on invoice, in instalments or in GBP/,
    ],
    [
      "can we raise a PO for it and pay net 60?",
      /against a purchase order or on your payment terms/,
    ],
    ["do you invoice in euros or only dollars?", /in EUR/],
  ])("%s", (question, asked) => {
    const reply = ask(question);
    expect(reply).toMatch(/price[^.]*\$25K–\$50K/);
    expect(reply).toMatch(asked);
    expect(reply).toMatch(aPerson);
    // Never another page's paragraph beside it ("Two ways to start a project").
    expect(reply).not.toMatch(/Traditional Approach|Two ways/);
  });

  it("a discount for paying up front is still the price's answer, and a return no payment", () => {
    expect(termsAnswer("Any discount if we settle the invoice upfront?")).toBeNull();
    expect(termsAnswer("How fast does it pay back?")).toBeNull();
    expect(termsAnswer("Do we keep paying our supplier invoices by hand?")).toBeNull();
  });
});

describe("the prospect stopping part way is not the simulation's No-Go", () => {
  it.each([
    "what if we want to stop halfway, do we get a refund?",
    "If it goes bad in the middle, we can stop it and get the money back?",
    "any cancellation fee if we back out?",
  ])("%s", (question) => {
    expect(objectionIn(question)).toBeUndefined();
    const reply = ask(question);
    expect(reply).toMatch(/pages don't say/);
    expect(reply).toMatch(aPerson);
    expect(reply).not.toMatch(/has done its job/);
  });

  it("the verdict to stop, and a stop said only as a condition, are not", () => {
    expect(ask("what if the simulation tells us to stop?")).toMatch(/has done its job/);
    expect(lastReply(["Is everything you produce ours even if we stop?"])).toMatch(/is yours/);
  });
});

describe("paperwork, where data is kept, vendors' money, our size", () => {
  it("an NDA and a questionnaire asked in one formal sentence: plainly not, with the data rules", () => {
    const reply = ask(
      "Before we go further, would you be willing to sign our NDA, and complete the security questionnaire our information-governance team will insist upon?",
    );
    expect(reply).toMatch(/pages don't say/);
    expect(reply).toMatch(/anonymised sample data/);
    expect(reply).not.toMatch(/^On your data/);
  });

  it("three such questions in a row get three wordings, none moved on", () => {
    const replies = chat([
      opener,
      "would you sign an NDA before we share anything?",
      "can you fill in our security questionnaire?",
      "are you SOC 2 compliant?",
    ]);
    for (const r of replies.slice(1)) {
      expect(r).toMatch(notSaid);
      expect(r).not.toMatch(/answered that above/);
    }
  });

  it("insurance is not answered with the data rules; an industry named is no paperwork", () => {
    const reply = ask(
      "do you carry professional indemnity insurance? our contracts team always asks",
    );
    expect(reply).toMatch(/pages don't say/);
    expect(reply).not.toMatch(/anonymised/);
    expect(termsAnswer("Do you work with insurance brokers?")).toBeNull();
  });

  it("where data is kept, leaning on the statement before", () => {
    const reply = ask("Our data must stay in EU. Is this possible?");
    expect(reply).toMatch(/don't say which country or region/);
    expect(reply).toMatch(/Cloudflare/);
    expect(reply).toMatch(/used only for your simulation/);
  });

  it("money from vendors: what the pages say of neutrality, worded afresh the second time", () => {
    const [, first, second] = chat([
      opener,
      "do the software cos pay u commission? like r u really neutral",
      "are you a reseller for any of these platforms?",
    ]);
    for (const r of [first!, second!]) expect(r).toMatch(/any shortlisted vendor/);
    expect(first).not.toMatch(/we help with vendor selection/);
    expect(second).not.toMatch(/answered that above/);
  });

  it("our size is our team, not theirs, and no headcount is made up", () => {
    expect(ask("how big r u guys tbh?")).toMatch(/headcount[\s\S]*solution architects/);
    expect(termsAnswer("How big does the core team need to be?")).toBeNull();
  });
});

describe("doubts: a third party doing the work, a bad experience before", () => {
  it.each([
    "why not just let the vendor do the discovery, they know their product",
    "Why we don't let the supplier make this analysis? They know the system best.",
    "Couldn't the vendor's team just figure it out?",
  ])("%s is why the simulation is not the vendor's discovery", (doubt) => {
    expect(objectionIn(doubt)).toBe("vendor-does-it");
    const reply = ask(doubt);
    expect(reply).toMatch(/scope that product/);
    expect(reply).not.toMatch(/we help with vendor selection|Phase 4/);
  });

  it.each([
    "we got burned by consultants before, why would this be any different?",
    "we got stung last yr by an agency, paid for a 'discovery' and got 40 slides nobody read. why is this not that",
  ])("%s gets the answer to the doubt alone", (doubt) => {
    const reply = ask(doubt);
    expect(reply).toMatch(/isn't a workshop or a slide deck/);
    expect(reply).not.toMatch(/For implementation consultants|vendor-neutral/);
  });
});

describe("a process of theirs asked of us, and a question asked after a story", () => {
  it("is the simulation's scope, with the process said back", () => {
    expect(ask("could you focus on our month-end close process?")).toMatch(/month-end/i);
    const buried = ask(
      "So the background: we're a publisher, royalties are worked out by one person. anyway what i actually wanted to ask is whether you'd look at the royalties process specifically",
    );
    expect(buried).toMatch(/royalties/);
    expect(buried).toMatch(/realistic scenarios/);
  });

  it("'hrs' and 'wd' read as hours and would", () => {
    expect(ask("how many hrs a week wd my GMs lose to this")).toMatch(/an hour a week/);
  });
});

describe("tax on the fee, and how soon a start can be", () => {
  const mining =
    "g'day, we're a 160-person mining services outfit in perth, looking at an ERP, budget roughly AUD 700k";
  it("another currency and the tax on top, in one clause", () => {
    const reply = lastReply([mining, "mate do you invoice in AUD and is GST on top?"]);
    expect(reply).toMatch(/in AUD nor whether VAT, GST or other tax is added/);
    expect(lastReply([mining, "and is that plus VAT?"])).toMatch(/tax is added/);
  });

  it("the notice a start needs is no 'start' passage, and is worded afresh", () => {
    const [, first, second] = chat([
      mining,
      "how many weeks notice do you need to start",
      "how soon could you start if we signed this week?",
    ]);
    expect(first).toMatch(/don't say how much notice/);
    expect(first).not.toMatch(/Two ways to start/);
    expect(second).toMatch(/How soon we could start isn't on our pages/);
  });
});
