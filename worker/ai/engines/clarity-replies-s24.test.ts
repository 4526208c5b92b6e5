/**
 * Session 24's own finds, played once in voices no eval has: a forwarded note from a CFO, an
 * impatient prospect who wants the price "for us", a second-language speaker.
 */
import { describe, expect, it } from "vitest";
import { played } from "./clarity-chat.test-kit";

describe("the price asked again of their own company", () => {
  it.each([
    ["just tell me the price", "no i mean for us, we are 80 people"],
    ["how much is it", "ok but what would it be for us"],
  ])(
    "%j then %j gets the price for them, not a fit line or 'our pages don't cover that'",
    (...msgs) => {
      const { replies } = played(msgs);
      expect(replies[1]).toMatch(
        /^The simulation costs \*\*\$25K–\$50K\*\* for every company we work with/,
      );
    },
  );

  it("after a platform is weighed, the price is said not to change with it", () => {
    const { replies } = played(["crm, hubspot or salesforce", "how much is it", "and for us?"]);
    expect(replies[2]).toMatch(/whatever platform you choose/);
  });
});

describe("our price doubted is answered, and is no reason for the project", () => {
  it.each(["that is a lot for a company our size", "thats expensive for a firm like ours"])(
    "%j",
    (message) => {
      const { replies, roadmap } = played(["crm project, 80 people", message]);
      expect(replies[1]).toMatch(/is real money/);
      expect(roadmap.drivers).toEqual([]);
    },
  );

  it("their own system called too expensive to run is a reason, not a doubt about us", () => {
    const { replies, roadmap } = played([
      "erp, 120 people",
      "the old system is too expensive to run",
    ]);
    expect(replies[1]).not.toMatch(/real money|Pricing/);
    expect(roadmap.drivers.length).toBe(1);
  });
});

it("teams said back as a list keep a team whose name holds 'and' apart", () => {
  const { replies } = played([
    "ERP, 230 people",
    "finance, the warehouse in Porto and customer service in Lyon would be involved",
  ]);
  expect(replies[1]).toMatch(
    /^Finance, customer service, and warehouse and logistics are in scope too\./,
  );
});

describe("a prospect who hesitates or asks for the question again", () => {
  // h58: "hmm" and "umm" are a prospect thinking, not a message that could not be read: time is
  // given and no new question is put while "what's pushing it?" is still open.
  it("'hmm' after 'what's pushing it?' is no reason, and the way back names the project", () => {
    const { replies, roadmap } = played(["erp project", "hmm", "umm", "erm... dunno"]);
    expect(roadmap.drivers).toEqual([]);
    for (const reply of replies.slice(1, 3)) {
      expect(reply).toMatch(/^(?:Take your time|No rush|Sure, take a moment)\b/);
      expect(reply).not.toMatch(/\?|didn't catch|\*\*CRM\*\*/);
    }
    expect(replies[3]).toMatch(/about the ERP project/);
  });

  it.each([
    "can you repeat",
    "can you say that again",
    "sorry what was the question",
    "repeat please",
  ])("%j asks the question again, not the pages", (message) => {
    const { replies } = played(["we need a crm", message]);
    expect(replies[1]).toMatch(
      /^(?:Sorry — let me put it more simply\.|I'll say it another way\.) Why are you looking at this now/,
    );
  });
});

describe("whose doubt it is", () => {
  it.each([
    ["erp, 200 people. the warehouse team are very sceptical", /warehouse/],
    ["erp. i doubt the night shift will use it", /night shift/],
  ])("%j is their people's, a risk answered as one, not a doubt about us", (message, who) => {
    const { replies, roadmap } = played([message]);
    expect(replies[0]).not.toMatch(/Fair challenge/);
    expect(replies[0]).toMatch(/don't buy in/);
    expect(roadmap.risks.join(" ")).toMatch(who);
  });

  it.each([
    "honestly im sceptical this is more than a workshop",
    "i am skeptical about how this works",
  ])("%j is the writer's doubt about us: answered, and no adoption risk of theirs", (message) => {
    const { replies, roadmap } = played([message]);
    expect(replies[0]).toMatch(/^Fair challenge/);
    expect(roadmap.risks).toEqual([]);
  });
});

describe("a long first message from an operations director", () => {
  it.each([
    "what would a simulation look like?",
    "What would a simulation look like for us, and how quickly could we start?",
  ])("%j is answered from how it works", (message) => {
    expect(played([message]).replies[0]).toMatch(/^We interview your stakeholders in parallel/);
  });

  it("an 'Access database' in one sentence and 'data' in another ask nothing about data privacy", () => {
    const { replies } = played([
      "We run Sage 200 and a very old Access database. Our data is in poor shape. What would a simulation look like for us?",
    ]);
    expect(replies[0]).not.toMatch(/On your data/);
  });

  it("who sees the data is still a question about data", () => {
    expect(played(["is our customer data safe with you?"]).replies[0]).toMatch(
      /anonymised sample data/,
    );
  });
});

describe("a furniture maker's twenty-seven messages", () => {
  it.each(["when could we start", "when can we get started"])(
    "%j is how soon we can start, not the two ways to start a project",
    (message) => {
      expect(played(["cpq, 90 people", message]).replies[1]).toMatch(
        /^Our pages don't say how much notice a start needs/,
      );
    },
  );

  it("'who should be on the core team' is what we need from their side, not a phase", () => {
    expect(played(["cpq, 90 people", "who should be on the core team"]).replies[1]).toMatch(
      /^From your side we need a core team of \*\*2–5 people\*\*/,
    );
  });
});

describe("a prospect on a phone, in chat shorthand", () => {
  it("'my email is …' after 'what's pushing it?' is an address, never a reason", () => {
    const { replies, roadmap } = played(["erp, 150 people", "my email is mike@torqpumps.com"]);
    expect(replies[1]).toMatch(/^Thanks — I've noted \*\*mike@torqpumps\.com\*\*/);
    expect(roadmap.drivers).toEqual([]);
  });

  it("an address given beside a reason keeps the reason", () => {
    const { roadmap } = played([
      "erp, 150 people",
      "you can reach me at mike@torqpumps.com, we are growing fast",
    ]);
    expect(roadmap.drivers).toEqual(["growth"]);
  });

  it.each([
    ["whats next", /^Next, I turn what we've covered into a written roadmap/],
    ["why do u need that", /^Because/],
    [
      "can u send me smth by email",
      /^Yes — a consultant sends your written roadmap by email within 24–48 hours/,
    ],
  ])("%j is read as typed in full", (message, reply) => {
    expect(played(["erp, 150 people", message]).replies[1]).toMatch(reply);
  });

  it("'finance n production' names both teams", () => {
    const { roadmap } = played(["erp, 150 people, we make pumps", "finance n production mainly"]);
    expect(roadmap.departments).toEqual(expect.arrayContaining(["finance", "manufacturing"]));
  });
});

it("'what are the payment terms' is told the pages don't state them, not asked back about theirs", () => {
  expect(played(["what are the payment terms"]).replies[0]).toMatch(
    /^Our pages don't state the payment terms: they quote the price \(\$25K–\$50K\)/,
  );
});

it.each(["do you work with dynamics 365?", "do you work with dynamics 365 or just netsuite"])(
  "%j is answered from the use cases that name Dynamics (a version's number need not be on the page)",
  (message) => {
    expect(played([message]).replies[0]).toMatch(/^ERP Implementations — .*Microsoft Dynamics/);
  },
);
