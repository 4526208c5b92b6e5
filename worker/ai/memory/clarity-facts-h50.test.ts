/**
 * Round h50 in Clarity's memory, which reads a message sentence by sentence: a supplier's offers
 * said before the prospect's own budget in one message are no budget; a sentence's clause dated
 * by a meeting ("the board meets again in January") or by what would happen otherwise ("…
 * otherwise we start again next year") is no date of the plan beside the date the words name.
 */
import { expect, it } from "vitest";
import { played } from "../engines/clarity-chat.test-kit";

const facts = (...messages: string[]) => played(messages).roadmap?.facts;

it("the offers on the table are the suppliers', the budget after them the prospect's", () => {
  expect(
    facts(
      "We have two offers on the table from SAP partners, both around 1,1 Mio EUR, which is too much for us. Our own budget for the whole thing is 800.000 EUR netto (ex VAT).",
    )?.budget,
  ).toEqual({ min: 800_000, max: 800_000, currency: "EUR" });
});

it("a board meeting's month and what happens otherwise give way to the decision named", () => {
  expect(
    facts(
      "Timing: the board meets again in January and we must decide before our fiscal year ends in March, otherwise the money goes back into the pot and we start again next year.",
    )?.timeline,
  ).toMatchObject({ kind: "decision", month: "2027-03" });
});
