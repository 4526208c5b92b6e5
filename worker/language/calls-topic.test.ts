/**
 * A topic to talk about in this chat is no call asked for; talking with a person of ours, over a
 * medium or at a time is one — and WhatsApp, Signal or Skype is a medium like Zoom or Teams.
 */
import { describe, expect, it } from "vitest";
import { callWishIn } from "./calls";

describe("a topic to discuss is not a call", () => {
  it.each([
    "Can we talk about integrations? We're on Sage 50 and Shopify.",
    "can we talk about pricing?",
    "I want to talk about pricing before anything else",
    "can we speak about the timeline?",
    "would like to talk about integrations with SAP",
    "could we talk a bit about how the simulation handles our Dynamics data?",
    "I'd like to talk more about the no-go outcome before committing",
    "can you talk me through phase 2?",
  ])("%s", (text) => {
    expect(callWishIn(text)).toBeNull();
  });

  it.each([
    "can we talk?",
    "can we talk about it on the phone tomorrow?",
    "can we talk about this with someone from your team next week?",
    "I'd like to talk to someone about integrations",
    "can we speak about this over the phone on Friday?",
    "can you talk me through it on a call tomorrow?",
    "can someone talk us through the pricing on Zoom?",
  ])("still a call: %s", (text) => {
    expect(callWishIn(text)).toBe(true);
  });
});

describe("a messaging app as the medium of a call", () => {
  it.each([
    "WhatsApp call is easiest for me, +44 7700 900456",
    "could we speak on WhatsApp tomorrow?",
    "can someone talk me through it on Skype next week",
    "whatsapp video call works best for me tomorrow",
    "rather do a quick Skype call than email",
    "Happy to hop on a WhatsApp call Tues or Wed, same number.",
  ])("%s", (text) => {
    expect(callWishIn(text)).toBe(true);
  });

  it.each([
    ["Please don't ring me, Signal messages or email only", false],
    ["please message me on WhatsApp, no calls", false],
    ["our team uses WhatsApp and Signal for everything", null],
    ["I'm on Signal, not WhatsApp, if that helps", null],
  ])("%s", (text, wish) => {
    expect(callWishIn(text)).toBe(wish);
  });
});

describe("a call asked for with a time it may not be before", () => {
  it.each([
    ["happy to have a call but not before January", true],
    ["would love a call, though not until after the 5th", true],
    ["can't do calls before 10", null],
  ])("%s", (text, wish) => {
    expect(callWishIn(text)).toBe(wish);
  });
});

describe("a number's label asks for nothing", () => {
  it.each([
    "Tel: 01632 960 184",
    "tel.: 01632 960 184",
    "Regards,\nAnna Weber\nTel.: +49 30 901820\nwww.weber.example",
    "Mobile: 07700 900 123",
  ])("%s", (text) => {
    expect(callWishIn(text)).toBeNull();
  });

  it("still reads a wish beside the label", () => {
    expect(callWishIn("Mobile: 07700 900 123 - call me after 2")).toBe(true);
  });
});

describe("our time asked after, and email in the plural", () => {
  it.each([
    ["let me know when you're free to talk", true],
    ["let me know if someone's available for a quick chat tomorrow", true],
    ["let me know when you're free, I'll send the RFP", null],
    ["Emails only please - I work night shifts", false],
    ["E-mails only, thanks", false],
  ])("%s", (text, wish) => {
    expect(callWishIn(text)).toBe(wish);
  });
});

describe("a call asked for in German, French or Dutch", () => {
  it.each([
    "Bitte rufen Sie mich an: 061 555 12 34 (direct line). Thank you!",
    "Merci de me rappeler, ou appelez-moi au 01 23 45 67 89",
    "bel me even op 06 12345678",
  ])("%s", (text) => {
    expect(callWishIn(text)).toBe(true);
  });
});

describe("a call preferred or set aside in the words around it", () => {
  it.each([
    ["I'd welcome a conversation.", true],
    ["Looking forward to hearing from you by phone.", true],
    ["I'd rather have a call than write it all down", true],
    ["I'd prefer a call to email", true],
    ["I'd rather chat here than on the phone", false],
    ["I prefer email to a call", false],
    ["I'd like a conversation summary by email", null],
    ["Looking forward to hearing from you.", null],
  ])("%s", (text, wish) => {
    expect(callWishIn(text)).toBe(wish);
  });
});
