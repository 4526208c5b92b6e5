import { describe, expect, it } from "vitest";
import { smallTalk } from "./small-talk";

describe("small talk", () => {
  it.each([
    ["hi", "greeting"],
    ["Hi Clarity!", "greeting"],
    ["hello there", "greeting"],
    ["hey, quick one", "greeting"],
    ["Good morning 🙂", "greeting"],
    ["hiya, hope you're well", "greeting"],
    ["thanks", "thanks"],
    ["ok thanks!", "thanks"],
    ["Thank you so much", "thanks"],
    ["ok", "assent"],
    ["sure thing", "assent"],
    ["k", "assent"],
    ["👍", "assent"],
    ["Yep.", "assent"],
    ["no", "no"],
    ["nope", "no"],
    ["idk", "unsure"],
    ["no clue yet tbh", "unsure"],
    ["don't know yet", "unsure"],
    ["idk, whatever it costs", "unsure"],
    ["no idea tbh, depends on the quote", "unsure"],
  ])("%s is %s", (text, kind) => {
    expect(smallTalk(text)).toBe(kind);
  });

  it.each([
    "hi, we're a 90-person garden centre group looking at an ERP",
    "hello, what does it cost?",
    "yes, finance and ops",
    "no, the board decides in March",
    "thanks — also, we use Sage 50",
    "ok so we have 3 sites",
    "Hilton hotels",
    "okta and azure ad",
    "...",
    "",
  ])("says more: %s", (text) => {
    expect(smallTalk(text)).toBeUndefined();
  });
});

it.each([
  "bye",
  "thats all for now, bye",
  "ok thanks, bye",
  "see you later",
  "that's it for today",
  "goodbye then",
])("leaving is small talk: %s", (text) => {
  expect(smallTalk(text)).toBe("farewell");
});

it.each(["later", "later this year", "bye the way our CRM is old"])("no goodbye: %s", (text) => {
  expect(smallTalk(text)).not.toBe("farewell");
});
