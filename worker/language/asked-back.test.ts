import { expect, it } from "vitest";
import { askedBack } from "./asked-back";

it.each([
  ["why?", "why"],
  ["Why do you need that?", "why"],
  ["why does that matter", "why"],
  ["what's that got to do with it?", "why"],
  ["what?", "unclear"],
  ["huh?", "unclear"],
  ["sorry, what do you mean?", "unclear"],
  ["I don't follow", "unclear"],
])("%s is %s", (text, kind) => {
  expect(askedBack(text)).toBe(kind);
});

it.each([
  "why is the simulation 4-8 weeks?",
  "what does it cost?",
  "why now? because our ERP goes out of support",
  "what do you mean by a core team of 2-5 people and who picks them",
  "",
])("asks more: %s", (text) => {
  expect(askedBack(text)).toBeUndefined();
});
