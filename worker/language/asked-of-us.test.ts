import { expect, it } from "vitest";
import { withoutAskedOfUs } from "./asked-of-us";

it.each([
  "is this just chatgpt?",
  "Are you GPT-4 under the hood?",
  "do you use OpenAI?",
  "is it powered by Claude?",
  "are you a real person",
  "which LLM do you use?",
  "what model are you running on",
])("a question about what Clarity runs on is taken out: %s", (text) => {
  expect(withoutAskedOfUs(text).trim()).toBe("");
});

it.each([
  "we want to roll out ChatGPT Enterprise to 200 staff",
  "is this suitable for a Copilot rollout?",
  "our helpdesk wants a GPT bot",
  "our pricing model is a mess and the LLM pilot went nowhere",
])("the prospect's own AI project stays: %s", (text) => {
  expect(withoutAskedOfUs(text)).toBe(text);
});
