/**
 * A question's words read in the sense of whose thing they name (clarity-sense.ts), whose the work
 * is (clarity-rights.ts), how the simulation ends (clarity-outcomes.ts), a third party of the
 * prospect's, and a two-word name found as written: each answered from the page that says so,
 * in one consistent reply.
 */
import { describe, expect, it } from "vitest";
import { chat, lastReply } from "./clarity-chat.test-kit";
import { outcomeOf } from "./clarity-outcomes";
import { phrasesOf } from "./clarity-phrases";
import { moneyOfTheirProject, namesParty, withoutPossessors } from "./clarity-sense";

const price = /\$25K–\$50K/;
const notSaid =
  /pages don't (?:cover|say)|site doesn't say|isn't one our pages|not something our pages/i;
/** The CPQ use case's problems: the prospect's project, never our fee or our work. */
const cpqCase =
  /discount approval|Discount approvals without|configurable products|catalog too messy/i;

describe("a money word in our sense or in their project's", () => {
  it("reads a discount, a quotation asked of us as our fee", () => {
    const discount = lastReply(["Do you give returning clients a discount?"]);
    expect(discount).toMatch(price);
    expect(discount).not.toMatch(cpqCase);
    expect(lastReply(["Could you email me a quotation for a simulation?"])).toMatch(price);
    expect(lastReply(["Can you give us a written proposal?"])).toMatch(price);
    const rate = lastReply(["Is there a cheaper rate for a smaller scope?"]);
    expect(rate).toMatch(price);
    expect(rate).not.toMatch(/under \$100K/);
  });

  it("reads pricing, discounts and quotes that name a thing of theirs as their project", () => {
    expect(moneyOfTheirProject("Can your team build the discount matrix in the new CPQ?")).toBe(
      true,
    );
    expect(moneyOfTheirProject("Our quotes take days to go out")).toBe(true);
    expect(moneyOfTheirProject("What's your price for a simulation?")).toBe(false);
    expect(moneyOfTheirProject("What's the discount for charities?")).toBe(false);
    expect(moneyOfTheirProject("Do the reps' discounts need an owner?")).toBe(true);
    expect(moneyOfTheirProject("Would the simulation cover quoting?")).toBe(true);
    expect(lastReply(["Any discount if we settle the invoice upfront?"])).toMatch(price);
    expect(lastReply(["Is any money knocked off if we book both phases now?"])).toMatch(price);
    // A reduction asked in an open question is more than the price says: said plainly.
    const usual = lastReply(["What's the usual reduction you give on a simulation?"]);
    expect(usual).toMatch(/pages don't say/);
    expect(usual).toMatch(price);
    const reply = chat([
      "We're 150 people replacing our quoting spreadsheets with a CPQ.",
      "Can your team build the discount matrix in the new CPQ for us?",
    ]).at(-1)!;
    expect(reply).not.toMatch(price);
    expect(reply).not.toMatch(cpqCase);
    expect(reply).toMatch(/\(\/try\)/);
  });

  it("does not take implementation work on their system for a page that configures something else", () => {
    const reply = lastReply(["Would you also configure Acumatica for us once it is signed?"]);
    expect(reply).toMatch(notSaid);
    expect(reply).not.toMatch(/hosted AI model|configurable/i);
  });
});

describe("who, on whose side", () => {
  it("asks for their people when it says 'on our side', not for who we are", () => {
    const reply = lastReply(["Who should drive this from our end while it's running?"]);
    expect(reply).toMatch(/core team/);
    expect(reply).not.toMatch(/I'm Clarity/);
  });

  it("reads the vendor's consultants as consultants: the pages' implementation consultants", () => {
    expect(withoutPossessors("the vendor's consultants and what's next")).toBe(
      "the consultants and what's next",
    );
    const reply = lastReply(["Could Infor's own consultants join the workshops with our team?"]);
    expect(reply).toMatch(/implementation consultants|pre-engagement/);
    expect(reply).not.toMatch(notSaid);
  });

  it("reads a partner that implements as a third party, not a partnership's own partners", () => {
    expect(namesParty("Can our Sage partner join?")).toBe(true);
    expect(namesParty("Our managing partners can't agree on it")).toBe(false);
  });

  it("reads a solution provider of theirs as a third party the pages speak of", () => {
    const reply = lastReply(["Would you be fine working with our Odoo solution provider?"]);
    expect(reply).toMatch(/implementation consultants|pre-engagement/);
  });

  it("leans a pronoun on the statement just before it: a third party of theirs", () => {
    const reply = lastReply([
      "We already have a reseller who sold us the licences. Would you be happy to include them?",
    ]);
    expect(reply).toMatch(/implementation consultants|pre-engagement/);
  });

  it("reads 'is that possible?' as the question's frame, not its subject", () => {
    const reply = lastReply(["Our auditors want to review the process — is that possible?"]);
    expect(reply).not.toMatch(/Possible outcomes|Green Light/);
    expect(reply).toMatch(notSaid);
  });

  it("leans a pronoun on the statement of the message before", () => {
    const reply = chat([
      "We're a 150-person distributor moving to NetSuite; our implementation partner is Citrin.",
      "Could they sit in on the workshops?",
    ]).at(-1)!;
    expect(reply).toMatch(/implementation consultants|pre-engagement/);
  });

  it("finds a role by its two-word name as the pages write it", () => {
    const phrases = phrasesOf("Why do rollouts go wrong with an outside project manager?");
    expect(phrases).toContain("project manager");
    expect(phrases).not.toContain("go wrong");
    const reply = lastReply(["Our project manager starts next month. What would this give her?"]);
    expect(reply).toMatch(/delivery lead|tested plan/);
  });
});

describe("whose the work is, and whom it may be shown", () => {
  it("answers who owns what is produced from the pages' ownership", () => {
    expect(lastReply(["Whose is the implementation blueprint at the end?"])).toMatch(
      /you own|yours/i,
    );
    // "After you're done" is our work finishing, not a discovery they did before.
    const done = lastReply(["Who hangs on to the requirements document after you're done?"]);
    expect(done).toMatch(/you own/i);
    expect(done).not.toMatch(/head start/);
    const prototype = lastReply(["Do we keep the rights to the prototype afterwards?"]);
    expect(prototype).toMatch(/yours/);
    expect(prototype).not.toMatch(notSaid);
  });

  it("answers whether it may be shown to someone by the page naming them, else by ownership", () => {
    expect(lastReply(["Can we show the readiness report to the board?"])).toMatch(/to the board/);
    expect(lastReply(["Can we pass the requirements on to our lenders?"])).toMatch(/you own/i);
    expect(lastReply(["Could the blueprint be given to our insurers?"])).toMatch(/you own/i);
    expect(lastReply(["Are we free to copy the requirements into our own documents?"])).toMatch(
      /you own/i,
    );
    expect(lastReply(["May we share the blueprint with our integration partner?"])).toMatch(
      /you own/i,
    );
    expect(lastReply(["Is the gap report something we could forward to our bank?"])).toMatch(
      /you own/i,
    );
    // Something of theirs given to us is their data, not our work shown to someone.
    expect(lastReply(["Is it safe to give you our supplier prices?"])).not.toMatch(/you own/i);
  });
});

describe("a what-if about how the simulation ends", () => {
  it("reads the case by who its subject is and whether it is turned down", () => {
    expect(outcomeOf("What if the department heads keep arguing about priorities?")).toBe(
      "Realign",
    );
    expect(outcomeOf("What if sales and finance won't agree on the scope?")).toBe("Realign");
    expect(outcomeOf("What if the area managers refuse to agree on one price list?")).toBe(
      "Realign",
    );
    expect(outcomeOf("What if the result says we should hold off?")).toBe("Stop");
    expect(outcomeOf("What if the report says we need a different vendor?")).toBe("Adjust");
    expect(outcomeOf("Suppose the answer comes back green — what then?")).toBe("Go");
    expect(outcomeOf("What if our data turns out to be a mess?")).toBe(null);
    expect(outcomeOf("What happens if the prototype shows our processes are a mess?")).toBe("any");
  });

  it("answers a case asked as leave ('is it a problem if…?') by its outcome", () => {
    const reply = lastReply(["Is it a problem if our depot managers don't agree on the scope?"]);
    expect(reply).toMatch(/Team Realignment/);
    expect(reply).not.toMatch(notSaid);
  });

  it("reads the case of 'in that case?' from the statement before, and an outcome by its name", () => {
    const fight = chat([
      "We're 300 people and our two divisions fight about everything.",
      "What happens to the simulation in that case?",
    ]).at(-1)!;
    expect(fight).toMatch(/Team Realignment/);
    const named = lastReply(["And if it's the realignment one, what do we do?"]);
    expect(named).toMatch(/Align the team first/);
    expect(named).not.toMatch(notSaid);
  });

  it("answers a result none of the outcomes names with the outcomes there are", () => {
    const reply = lastReply(["If the results disappoint the board, then what?"]);
    expect(reply).toMatch(/four clear outcomes — Green Light,[^.]*Team Realignment — with five/);
    expect(reply).not.toMatch(notSaid);
  });

  it("says no 'the pages don't say' before the answer a what-if gets as a risk it names", () => {
    const reply = chat([
      "We're a 260-person furniture maker moving from Sage 200 to Dynamics 365.",
      "What if the warehouse supervisors simply won't take part?",
    ]).at(-1)!;
    expect(reply).toMatch(/warehouse supervisors/);
    expect(reply).not.toMatch(notSaid);
  });

  it("answers with the outcome the pages name, and never says they don't", () => {
    const realign = lastReply(["What if the department heads keep arguing about priorities?"]);
    expect(realign).toMatch(/Team Realignment/);
    expect(realign).not.toMatch(notSaid);
    const stop = lastReply(["What happens if the findings tell us to hold off for now?"]);
    expect(stop).toMatch(/keep every deliverable/);
    expect(stop).not.toMatch(notSaid);
  });

  it("says what the simulation gives when asked whether it picks the product", () => {
    const reply = chat([
      "We're a 260-person furniture maker choosing between Dynamics 365 and Acumatica.",
      "Would the simulation tell us which one to go with?",
    ]).at(-1)!;
    expect(reply).toMatch(/vendor-neutral/);
    expect(reply).toMatch(/tests whether any product fits/);
    expect(reply).toMatch(/Adjust Before You Commit/);
  });
});
