/**
 * The lead's facts from the prospect's own words (docs/decisions/033): a thread quoted under a
 * message is someone else's; "live by May" is the month; a decision date corrected a turn later
 * leaves the go-live standing; a first year with its running cost is the same budget the chat's
 * roadmap shows.
 */
import { describe, expect, it } from "vitest";
import { leadOf } from "./lead.test-kit";
import { leadFactsOf } from "./lead-facts";

const lead = (note: string, ...messages: string[]) => leadFactsOf(leadOf(note, ...messages));

describe("the lead's facts from the prospect's own words", () => {
  it("leaves out a quoted thread's figures", () => {
    const facts = lead(
      "",
      "Pasting our thread with the previous agency for context:\n\n> On 3 Nov, Mark Ellis <mark@oldagency.example> wrote:\n> Our proposal assumes a budget of $900k and 600 seats. I'll ring you Thursday.\n\nFor us the real numbers are about 150 employees and roughly $300k, with go-live in June.",
    );
    expect(facts.budget).toEqual({ min: 300_000, max: 300_000 });
    expect(facts.timeline).toMatchObject({ kind: "go-live", month: "2027-06" });
  });

  it("reads 'live by May' as the month", () => {
    expect(lead("Budget €120k, 85 people, live by May.").timeline).toMatchObject({
      kind: "go-live",
      month: "2027-05",
    });
  });

  it("keeps the go-live when the decision date is corrected", () => {
    expect(
      lead(
        "",
        "Decision in January, go-live in May.",
        "Sorry, the decision is in February, not January.",
      ).timeline,
    ).toMatchObject({ kind: "go-live", month: "2027-05" });
  });

  it("reads a first year and its running cost as the roadmap does", () => {
    expect(lead("Budget is 200k the first year plus 50k annually.").budget).toEqual({
      min: 250_000,
      max: 250_000,
    });
  });
});
