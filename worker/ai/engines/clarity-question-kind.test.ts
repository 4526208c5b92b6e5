/**
 * A question's kind read from its shape (what comes first or next, what happens in a case, how
 * the results arrive, yes/no) and the answer that fits it: the phase, never the duration; the one
 * answer about the case, or plainly "our pages don't say" with the one fact they state; never a
 * neighbouring stock paragraph that only shares a word.
 */
import { describe, expect, it } from "vitest";
import { lastReply } from "./clarity-chat.test-kit";
import { asksUnnamed, phaseAnswer } from "./clarity-kind-answers";
import { kindOf } from "./clarity-question-kind";

const duration = /4–8 weeks/;
const notSaid = /pages don't (?:say|cover)/;
const first = (text: string) => lastReply([text]).split("\n\n")[0]!;

describe("the kind of a question, from its shape", () => {
  it.each([
    ["What would your people do in the opening days if we went ahead?", "sequence"],
    ["Once the interviews are done, what follows?", "sequence"],
    ["What if our main sponsor leaves halfway?", "consequence"],
    ["Should the vendor change its pricing mid-way, are we stuck?", "consequence"],
    ["If our numbers turn out wrong, does the plan still hold?", "consequence"],
    ["How does the board receive the findings?", "delivery"],
    ["Will you sign our supplier code of conduct?", "yes-no"],
    ["Is it okay if our partner joins the sessions?", "yes-no"],
    ["How long does it take?", "open"],
    ["What happens in phase 3?", "open"],
    ["And if the team disagrees, what then?", "consequence"],
    ["if I change my mind later can you wipe what I typed here?", "yes-no"],
    ["If we're short on staff in March, will your team run the sessions remotely?", "yes-no"],
  ])("%s → %s", (question, kind) => {
    expect(kindOf(question)).toBe(kind);
  });
});

describe("what comes first, next or last is a phase", () => {
  it("the start, whatever the words for it", () => {
    for (const q of [
      "What would your people do in the opening days if we went ahead?",
      "What's step one after we sign?",
    ])
      expect(phaseAnswer(q)).toMatch(/^First comes phase 1/);
  });

  it("the phase after a step the question names", () => {
    expect(phaseAnswer("Once the prototype has been tested, what follows?")).toMatch(
      /^After that comes phase 4/,
    );
    expect(phaseAnswer("After the interviews, what comes next?")).toMatch(/phase 2/);
  });

  it("no step of the process named: none (what happens after this chat is the next step)", () => {
    expect(phaseAnswer("What happens next?")).toBeNull();
  });

  it("is answered with the phase and its link, not with the duration", () => {
    const reply = first("What would your people do in the opening days if we went ahead?");
    expect(reply).toMatch(/interviews your stakeholders/);
    expect(reply).toContain("(/how#four-phases)");
    expect(reply).not.toMatch(duration);
  });
});

describe("a what-if gets the answer about that case, or an honest 'not on our pages'", () => {
  it("a cost question inside a what-if is not the price paragraph", () => {
    const reply = first("What if the project sponsor goes on leave — does the cost change?");
    expect(reply).toMatch(notSaid);
    expect(reply).toMatch(/What they do say: a simulation is quoted at \$25K–\$50K/);
    expect(reply).toContain("(/try)");
    expect(reply).not.toMatch(/10–20% of a traditional discovery/);
  });

  it("a case the pages state is answered from them", () => {
    expect(first("What if the simulation says no?")).toMatch(/No-Go/);
  });
});

describe("yes/no about a commitment the pages never name", () => {
  it("says the pages don't say, with the one fact they do state", () => {
    const reply = first("Would you sign an NDA first?");
    expect(reply).toMatch(/Our pages don't say either way/);
    expect(reply).toMatch(/anonymised sample data/);
    expect(reply).toContain("(/try)");
  });

  it("a thing the pages never use in any form, not the words of an idiom", () => {
    expect(asksUnnamed("Is the fee negotiable?", ["price"])).toBe(true);
    expect(asksUnnamed("Is the price the same for every company?", ["price"])).toBe(false);
    expect(asksUnnamed("Do we keep it all if we walk away?", ["deliverables"])).toBe(false);
  });

  it("a yes/no about what its topic's paragraph doesn't say: not the paragraph", () => {
    const reply = first("Is a fixed-fee contract possible?");
    expect(reply).toMatch(/Our pages don't say either way/);
    expect(reply).toMatch(/\$25K–\$50K, a typical range rather than a promise/);
    expect(reply).not.toMatch(/10–20% of a traditional discovery/);
  });

  it("'do you also …' for a thing its topic's paragraph doesn't name", () => {
    const reply = first("Do you also handle cleansing our customer data?");
    expect(reply).toMatch(/Our pages don't say either way/);
  });

  it("a commitment no page names at all: plainly not on the pages", () => {
    expect(first("Would you sign a non-disclosure agreement first?")).toMatch(notSaid);
  });

  it("a guarantee the pages do rule out is answered from them", () => {
    expect(first("Do you guarantee the project will go well?")).toMatch(/don't guarantee/);
  });
});

describe("how and to whom the results arrive", () => {
  it("is the deliverables, not the time it takes", () => {
    const reply = first("Can our directors look at the results without a workshop?");
    expect(reply).toMatch(/readiness and gap report/);
    expect(reply).not.toMatch(/hour a week/);
  });

  it("whose they are is answered from the page that says so", () => {
    expect(first("Is everything you produce ours even if we stop?")).toMatch(/is yours/);
  });
});

describe("experience with a kind of company", () => {
  it("is answered by the page that names it in its own word", () => {
    expect(first("Any experience with wholesale distributors?")).toMatch(/distribution/);
  });
  it("a kind no page names is not answered by a page about experience in general", () => {
    expect(first("Any experience with dairy cooperatives?")).toMatch(notSaid);
  });
});

describe("a condition before a question about what we do", () => {
  it("is answered by what we do, not 'the pages don't say what happens'", () => {
    expect(lastReply(["if I change my mind later can you wipe what I typed here?"])).toMatch(
      /\/privacy#erase/,
    );
  });
});
