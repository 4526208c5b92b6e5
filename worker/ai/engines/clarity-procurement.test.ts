/**
 * A buyer's checks asked several to a message, in other words than clarity-terms.test.ts: where
 * the chat's data sits, who sees it, whether it trains a model; a platform the team has run; a
 * fee "payable in stages" after a lead-in; a product's own presales team offered instead; a
 * cancellation asked as the case of a what-if.
 */
import { describe, expect, it } from "vitest";
import { lastReply } from "./clarity-chat.test-kit";
import { objectionIn } from "./clarity-objections";

const ask = (question: string) =>
  lastReply([
    "Hi there, I'm the finance director at a regional bus operator, roughly 400 on the payroll, and we're weighing up Unit4 against Workday for finance and HR.",
    question,
  ]);

describe("three data questions in one sentence, each answered from the pages", () => {
  const reply = lastReply([
    "we are a dental group, 35 practices, ~300 staff. our it lead asked me to check a few things before we go any further: where is the chat data stored, who at your end can see our answers, and do you use our data to train AI?",
  ]);
  it("where: the host the privacy page names, and plainly not the region", () => {
    expect(reply).toMatch(/don't say which country or region[\s\S]*Cloudflare/);
  });
  it("who sees it: our sales team, as the privacy page says", () => {
    expect(reply).toMatch(/Our sales team, in a private inbox/);
  });
  it("training: the data used only for their simulation", () => {
    expect(reply).toMatch(/used only for your simulation/);
  });
});

describe("a buyer's checks in other words", () => {
  it("two questions after a lead-in: the platform the team has run, and paying in stages", () => {
    const reply = ask(
      "Two questions: do you have anyone who has actually implemented Unit4, and is the fee payable in stages?",
    );
    expect(reply).toMatch(/don't name the platforms the team has implemented, Unit4 included/);
    expect(reply).toMatch(/don't say whether you can pay in instalments/);
  });

  it("a product's own presales team offered for free is the vendor's discovery", () => {
    const doubt =
      "ok and honestly, why shouldn't we just get Unit4's presales team to run the workshops for free";
    expect(objectionIn(doubt)).toBe("vendor-does-it");
    expect(ask(doubt)).toMatch(/scope that product/);
    // A person's or a department's team is theirs, not a vendor's.
    expect(objectionIn("could our controller's team do it alone?")).toBeUndefined();
  });

  it("a cancellation as the case of a what-if is the prospect stopping", () => {
    const reply = ask("wht if we cancel after the first week");
    expect(reply).toMatch(/pages don't say how stopping part way works/);
  });

  it("who can see what they type, asked alone", () => {
    expect(lastReply(["who can see what I type here?"])).toMatch(/Our sales team/);
  });
});

describe("asked in passing, with a lead-in or no question mark", () => {
  const pharmacy =
    "hello from a chain of 40 pharmacies, about 380 staff all told; we're stuck between keeping our ageing EPOS and buying something new.";
  it("'roughly how many of our pharmacists would you need' is the core team", () => {
    expect(
      lastReply([
        pharmacy,
        "and roughly how many of our pharmacists would you need, they can't leave the counter",
      ]),
    ).toMatch(/core team of 2–5 people/i);
  });

  it("a vendor's contract asked of us is plainly not on the pages, never 'Yes, we help'", () => {
    const reply = lastReply([pharmacy, "do you sign off on the vendor's contract for us too?"]);
    expect(reply).toMatch(/pages don't say/);
    expect(reply).not.toMatch(/^Yes, we help/);
  });

  it("a wh-question without its mark, a statement after it, still gets an answer", () => {
    const reply = lastReply([
      pharmacy,
      "what language is the report in, our ops manager's english isn't great",
    ]);
    expect(reply).toMatch(/pages don't cover that/);
  });

  it("what the fee buys, and someone asking 'the same thing' is no doubt", () => {
    const reply = lastReply([
      "We run an orchestra and concert hall, 120 staff and a lot of freelancers. My board chair keeps asking me the same thing so I'll ask you: what exactly would we be paying for?",
    ]);
    expect(reply).toMatch(/\$25K–\$50K buys the simulation itself/);
    expect(reply).not.toMatch(/Fair challenge/);
    // "do we lose what we paid for?" asks the case, not what the fee buys.
    expect(
      lastReply(["And if the answer is to wait a year, do we lose what we paid for?"]),
    ).toMatch(/keep every deliverable/);
  });

  it("a group of theirs asked into the interviews: the core team and the rest in parallel", () => {
    const reply = lastReply([
      "We run an orchestra, 120 staff.",
      "last thing, can the freelancers be interviewed too or only staff",
    ]);
    expect(reply).toMatch(/don't single out freelancers[\s\S]*interviewed in parallel/);
    expect(lastReply(["Could our systems integrator take part in the sessions?"])).toMatch(
      /implementation consultants/i,
    );
  });
});
