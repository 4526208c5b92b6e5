/**
 * A thread forwarded or quoted under a prospect's words is left out once, where the lead's words
 * are taken (`prospectWords`, `prospectNote`, `prospectSaid`): the alert signals, the call asked
 * for and the lead's facts read only the prospect's own words.
 */
import { describe, expect, it } from "vitest";
import { leadOf } from "./lead.test-kit";
import { leadFactsOf } from "./lead-facts";
import { leadSignals } from "./lead-signals";

const lead = leadOf;

const vendor =
  "Forwarding the vendor's reply for context. We're about 90 staff.\n\n---------- Forwarded message ---------\nFrom: Tom Reed <tom@bigvendor.example>\nThis is Tom Reed from Bigvendor Consulting Ltd, a team of 600 people. Call me anytime on +44 20 7946 0311.";

describe("a forwarded vendor's email in a chat", () => {
  it("gives the lead neither the vendor's phone nor a call asked for", () =>
    expect(leadSignals(lead("", vendor))).toEqual({ phone: false, callRequest: false }));

  it("gives the lead the prospect's size, not the vendor's, and no company or phone", () => {
    const facts = leadFactsOf(lead("", vendor));
    expect(facts.companySize).toBe(90);
    expect(facts.phone).toBeUndefined();
    expect(facts.company).toBeUndefined();
    expect(facts.callWish).toBeUndefined();
  });
});

describe("a forwarded vendor's email in a /try note", () => {
  it("asks for no call and gives no phone", () =>
    expect(leadSignals(lead(vendor))).toEqual({ phone: false, callRequest: false }));

  it("the prospect's own ask above the thread still counts", () =>
    expect(leadSignals(lead(`Please ring me on 0161 496 0728.\n\n${vendor}`))).toEqual({
      phone: true,
      callRequest: true,
    }));
});

describe("a /try note answers the form's 'Anything we should know before the call?'", () => {
  it("a time that suits in it asks for the call", () => {
    const note = "We're 80 people moving off Sage. Thursday after 2pm works best.";
    expect(leadSignals(lead(note)).callRequest).toBe(true);
    expect(leadFactsOf(lead(note)).callWish).toBe(true);
  });

  it("the same words in a chat message ask nothing", () => {
    const said = "We're 80 people moving off Sage. Thursday after 2pm works best.";
    expect(leadSignals(lead("", said)).callRequest).toBe(false);
    expect(leadFactsOf(lead("", said)).callWish).toBeUndefined();
  });

  it("a no in the note stands", () =>
    expect(leadSignals(lead("No calls please, mornings are best for email.")).callRequest).toBe(
      false,
    ));
});
