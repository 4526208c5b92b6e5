/**
 * Clarity's replies to the classes of the eleventh round (docs/decisions/033): a request made as a
 * statement is answered, whoever is named as asking; a question about where or in which language
 * is answered from a page that names the place or said plainly not to be on the pages (never the
 * size fit); "do you (also) …?" is answered only by a page that names the thing; a follow-up
 * about "it" leans on the part of the offer named a message or two back; a view asked on two
 * products names the candidates, never the system run today.
 */
import { describe, expect, it } from "vitest";
import { candidatesOf } from "./clarity-candidates";
import { chat, lastReply } from "./clarity-chat.test-kit";
import { asksByMood, withoutFrame } from "./clarity-mood";
import { serviceWords } from "./clarity-service";

const notOnPages = /pages don't cover|doesn't say/;
const sizeFit = /We fit companies of/;
const shrug = /^(?:Good to know|Thanks, that helps|Understood — that's useful)/;

describe("a request phrased as a statement", () => {
  it("is read by its mood: an imperative of telling, or someone wishing to know", () => {
    for (const asks of [
      "Run me through the phases",
      "Let me know what you'd need from finance",
      "Our head of procurement would like to know what the fee covers",
      "I'd also like to understand who runs the interviews",
      "The owners need to see an example of the report",
      "My boss is curious about the timeline",
      "My CIO would appreciate a written summary of the deliverables",
      "Fill me in on who runs the sessions",
      "The owner has asked me to get a ballpark for the whole engagement",
    ])
      expect(asksByMood(asks), asks).toBe(true);
    for (const states of [
      "We don't need to know the price yet",
      "Our team would like a new ERP",
      "The board approved the budget",
      "We need to see results by Q3",
      "We need a new ERP for the warehouse",
      // "figure out" is working something out, not a figure asked for.
      "I've been asked to figure out whether using AI on claims emails is realistic",
      "The CFO wants to figure it out before the budget round",
    ])
      expect(asksByMood(states), states).toBe(false);
  });

  it("is answered, with the role named as asking not taken for the question", () => {
    const reply = lastReply(["Our head of procurement would like to know what the fee covers."]);
    expect(reply).toMatch(/\$25K–\$50K/);
    expect(reply).toMatch(/readiness/);
    expect(reply).not.toMatch(shrug);
  });

  it("is searched without its frame: what is asked, not the asking", () => {
    expect(withoutFrame("I need to check whether you work with public sector bodies")).toBe(
      " whether you work with public sector bodies",
    );
    expect(withoutFrame("Walk me through the phases")).toBe(" through the phases");
    expect(withoutFrame("How long does it take?")).toBe("How long does it take?");
  });

  it("is one when someone insists on seeing something", () => {
    expect(asksByMood("Our procurement team insists on seeing the contract terms")).toBe(true);
  });

  it("answers each thing a requested sentence names", () => {
    const reply = lastReply(["Please send over the pricing, and the people you'd want from us."]);
    expect(reply).toMatch(/\$25K–\$50K/);
    expect(reply).toMatch(/2–5 people/);
  });
});

describe("questions the pages don't answer, one after another", () => {
  it("each get 'not on our pages' in words not yet used, never 'answered that above'", () => {
    const replies = chat([
      "Is this available to companies in Australia?",
      "Have you done projects for airlines?",
      "Are the interviews done over video or in person?",
      "Do you have an office in Madrid?",
    ]);
    const firsts = replies.map((r) => r.split("\n\n")[0]);
    for (const r of firsts) expect(r).toMatch(/pages don't cover|site doesn't say/);
    expect(new Set(firsts).size).toBe(4);
    for (const r of replies) expect(r).not.toMatch(/answered that above/);
  });

  it("and a request made as a statement gets it too, not a shrug", () => {
    const reply = lastReply(["I need to check whether you work with public sector bodies."]);
    expect(reply).toMatch(/pages don't cover/);
    expect(reply).not.toMatch(shrug);
  });
});

describe("a question about where or in which language", () => {
  it("is said plainly not to be on the pages, never answered with the size fit", () => {
    const reply = lastReply([
      "We're 250 people across Sweden and Norway. Do you take on clients in Scandinavia?",
    ]);
    expect(reply).toMatch(notOnPages);
    expect(reply).toMatch(/\(\/try\)/);
    expect(reply).not.toMatch(sizeFit);
  });

  it("is one when it asks for work at their premises", () => {
    const reply = lastReply(["Can your consultants work in our office a few days?"]);
    expect(reply).toMatch(notOnPages);
    expect(reply).not.toMatch(/More on \[/);
  });

  it("is one whatever it names: a language, a time zone, working on site", () => {
    const [, language, zone] = chat([
      "We're planning an ERP for 150 people.",
      "Can the workshops be run in Spanish?",
      "Would your consultants work on our time zone?",
    ]);
    expect(language).toMatch(/\(\/try\)/);
    expect(language).not.toMatch(/More on \[/);
    expect(zone).toMatch(/\(\/try\)/);
    expect(zone).not.toMatch(/More on \[/);
  });
});

describe("'do you (also) …?' about what the offer includes", () => {
  it("names the thing asked after 'you'", () => {
    expect(serviceWords("Could you also write our training manuals once it's live?")).toEqual([
      "write",
      "training",
      "manuals",
    ]);
    expect(serviceWords("Have you worked with food manufacturers before?")).toEqual([
      "food",
      "manufacturers",
    ]);
    expect(serviceWords("What does it cost?")).toEqual([]);
  });

  it("is answered from a page that names it, else plainly not", () => {
    expect(lastReply(["Could you also write our training manuals once it's live?"])).toMatch(
      notOnPages,
    );
    expect(lastReply(["Have you worked with distribution companies?"])).toMatch(/distribution/);
  });
});

describe("whether the offer suits a kind of company", () => {
  it("is the price when they ask whether they could afford it", () => {
    expect(lastReply(["Is this something a non-profit could afford?"])).toMatch(/\$25K–\$50K/);
  });

  it("is the size fit", () => {
    expect(lastReply(["Is this right for a franchise business with 40 locations?"])).toMatch(
      sizeFit,
    );
  });
});

describe("a yes/no question with a subject of its own", () => {
  it("is about that subject, not the figure the message gave", () => {
    const reply = lastReply([
      "We're a housing charity with 300 staff, is that a sector you cover?",
    ]);
    expect(reply).not.toMatch(/core team of/);
    expect(reply).toMatch(/\(\/try\)/);
  });
});

describe("a word the pages use rarely", () => {
  it("finds the page whose subject it is, in quotes or not", () => {
    const reply = lastReply(["Could you clarify what 'realignment' means?"]);
    expect(reply).toMatch(/Team Realignment/);
    expect(reply).not.toMatch(notOnPages);
  });

  it("does not make a page that mentions it in passing an answer", () => {
    // "Discount" asked of our fee is the price (clarity-sense.ts), not the CPQ's discount approvals.
    const reply = lastReply(["Is there a discount for charities?"]);
    expect(reply).toMatch(/pages don't (?:cover|say)|doesn't say/);
    expect(reply).not.toMatch(/discount approval/i);
  });
});

describe("a follow-up about 'it'", () => {
  it("leans on the part of the offer named two messages back", () => {
    const reply = chat([
      "What does the working prototype cover?",
      "How many weeks end to end?",
      "Can we keep it afterwards?",
    ]).at(-1)!;
    expect(reply).toMatch(/prototype/i);
    expect(reply).toMatch(/yours|own/);
  });
});

describe("a view asked on two products", () => {
  it("is the vendor answer, with no 'not on our pages' beside it", () => {
    const reply = lastReply(["150 people, it's Acumatica or Odoo for us. Your take?"]);
    expect(reply).toMatch(/Acumatica or Odoo/);
    expect(reply).toMatch(/vendor-neutral/);
    expect(reply).not.toMatch(notOnPages);
  });

  it("is the vendor answer when asked whether weighing them is what we do", () => {
    const reply = chat([
      "We're leaning towards Workday or NetSuite for 300 people.",
      "Is helping us weigh those two what you do?",
    ]).at(-1)!;
    expect(reply).toMatch(/vendor-neutral|neutral/);
    expect(reply).not.toMatch(/More on \[/);
  });

  it("is the vendor answer when advice is asked with one product named", () => {
    const reply = lastReply(["We're looking hard at Epicor for the plant. Advice?"]);
    expect(reply).toMatch(/vendor-neutral/);
    expect(reply).not.toMatch(notOnPages);
  });

  it("asked again in other words, is answered the short way, never 'answered that above'", () => {
    const [, first, again] = chat([
      "Our HR director wonders how much time her team would lose to this.",
      "We'd want clarity on whether you'd also sit in on vendor negotiations.",
      "Is vendor selection your thing or should we go elsewhere?",
    ]);
    expect(first).toMatch(/vendor-neutral/);
    expect(again).toMatch(/vendors?, we stay neutral/);
    expect(again).not.toMatch(/answered that above/);
  });

  it("is the vendor answer when they ask for help picking", () => {
    const reply = lastReply(["We're between Odoo and Acumatica for 120 people. Help us pick?"]);
    expect(reply).toMatch(/vendor-neutral/);
  });

  it("is the vendor answer a message later too, on the products being compared", () => {
    const reply = chat([
      "We're torn between Epicor and Infor for 200 people.",
      "What would you advise, honestly?",
    ]).at(-1)!;
    expect(reply).toMatch(/vendor|neutral/);
    expect(reply).not.toMatch(notOnPages);
  });

  it("weighs the memory's targets, never a system run today", () => {
    const f = { products: ["SAP S/4HANA", "Dynamics 365"], integrations: ["Sage X3", "Excel"] };
    expect(candidatesOf(f, ["Sage", "SAP", "Dynamics"])).toEqual(["SAP", "Dynamics"]);
    expect(
      candidatesOf({ products: [], integrations: ["HubSpot"] }, ["HubSpot", "Salesforce", "Zoho"]),
    ).toEqual(["Salesforce", "Zoho"]);
  });
});
