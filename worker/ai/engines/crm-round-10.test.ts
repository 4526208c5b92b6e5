import { describe, expect, it } from "vitest";
import { seedContext } from "../../../tests/fixtures/crm-seed";
import { builtInAssistant, runCase } from "../../../tests/worker/crm-eval/evaluate";
import { CRM_TODAY, replyTo } from "./crm-chat.test-kit";
import { crmRespond } from "./crm-engine";

/**
 * Tenth round (H57): a new deal's name typed in lower case is recorded as a name; a message that
 * says to change nothing is answered, not read as an update; a long review's questions are
 * answered each on its own; a stage the pipeline lacks is said back with the one used.
 */
describe("a name typed in lower case is recorded as a name", () => {
  it.each([
    ["new opp wayne enterprises 80k negotiation", "Wayne Enterprises"],
    ["add deal cyberdyne systems, 300k, discovery", "Cyberdyne Systems"],
    ["opp tyrell corp 95k proposal close feb", "Tyrell Corp"],
  ])("%s → %s", (message, company) => {
    expect(replyTo([message])).toMatchObject({ company });
  });

  it("says the name it did not find as a name", () => {
    expect(replyTo(["push the oscorp deal to january"])).toMatch(/\*\*Oscorp\*\*/);
  });
});

describe("a message that says to change nothing is answered", () => {
  it.each([
    [
      "Im heading into the forecast call, need the weighted number for it. dont change anything",
      /\$230,250/,
    ],
    ["before I update it myself, what stage is atlas in right now? no changes please", /Discovery/],
    [
      "Prepping the board deck: what's in negotiation, nothing to update",
      /Negotiation[\s\S]*\$85,000/,
    ],
    ["I'm only reading - atlas, whats it at now", /\$200,000/],
  ])("%s", (message, answer) => {
    const reply = replyTo([message]);
    expect(typeof reply).toBe("string");
    expect(reply).toMatch(answer);
  });
});

describe("a long review's questions are answered each on its own", () => {
  it("keeps one question's month off another's total", () => {
    const reply = replyTo([
      "right so quarterly review is thursday and the cfo will grill me on numbers, she always does. first thing she asks every time is what the total pipeline is across everything, regardless of when it closes. then she wants to know how much of it is closing in december specifically. and she likes to hear which deal is our biggest bet. i'm only reading here, nothing to update.",
    ]);
    expect(reply).toMatch(/\$410,000/);
    expect(reply).toMatch(/Atlas Manufacturing/);
  });

  it("drops an example's stage from the question it illustrates", () => {
    const reply = replyTo([
      "for the pipeline review i need two things. how many deals do we have open in total, for example the ones in discovery count too. also what's the weighted pipeline across all of them, like if atlas is at 30% only count 30% of it. no changes.",
    ]);
    expect(reply).toMatch(/\b3 (?:active |open )?deals/);
    expect(reply).toMatch(/\$230,250/);
  });
});

describe("questions in clauses of one sentence are answered each on its own", () => {
  it("keeps the 30 days of one clause off the total and the biggest", () => {
    const reply = replyTo([
      "what's the total, what's closing in the next 30 days, and which one's the biggest",
    ]);
    expect(reply).toMatch(/\$410,000[\s\S]*\$210,000[\s\S]*Atlas Manufacturing/);
  });
});

describe("who holds which deals is an owner, which deals here lack", () => {
  it("answers 'which salespeople have …' with the fields deals have", () => {
    expect(replyTo(["which salespeople have the biggest books"])).toMatch(
      /can't set or show a deal's owner/,
    );
  });
});

describe("a stage the pipeline lacks is said back with the one used", () => {
  it.each([
    ["set atlas to qualification", "Qualification"],
    ["add Pied Piper 70k, qualified, closes in march", "Qualified"],
  ])("%s", (message, said) => {
    const reply = crmRespond([{ role: "user", content: message }], {
      context: seedContext,
      today: CRM_TODAY,
    });
    expect(reply.toolCalls?.[0]?.input).toMatchObject(
      message.startsWith("add") ? { stage: "Discovery" } : { updates: { stage: "Discovery" } },
    );
    expect(reply.text).toContain(`no ${said} stage here, so I used **Discovery**`);
  });
});

describe("the deal just named stays the one a correction means", () => {
  it("corrects a deal added by a note headed 'opp', the dashboard holding it", async () => {
    // runCase applies each tool call to the pipeline, as the dashboard does.
    const { reply } = await runCase(builtInAssistant, {
      before: ["opp tyrell corp 95k proposal close feb"],
      say: "actually make that 90k",
      expect: { answer: [] },
    });
    expect(reply.toolCalls?.[0]?.input).toEqual({
      company: "Tyrell Corp",
      updates: { amount: 90_000 },
    });
  });

  it("reads 'its' as the deal the conversation is on", () => {
    expect(replyTo(["move meridian back to qualified", "and push its close out a week"])).toEqual({
      company: "Meridian Health Partners",
      updates: { closeDate: "2026-12-12" },
    });
  });
});
