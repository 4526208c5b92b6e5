import { expect, it } from "vitest";
import { askedStartBy } from "./asked-start-by";

it.each([
  "when do we need to start to be live by june?",
  "when would we need to kick off to be live by june next year?",
  "if we want the new system running by Q3 how soon do we hav to start the simualtion",
  "we need to go live in march, when's the latest we could start?",
  "how far ahead should we book you if go-live is september",
  "we'd like to be live before next April, when should we kick things off?",
])("%j asks when to start", (q) => {
  expect(askedStartBy.test(q)).toBe(true);
});

it.each([
  "when can we start?",
  "we start the rollout in june",
  "how do we start?",
  "what happens when we kick off?",
])("%j does not", (q) => {
  expect(askedStartBy.test(q)).toBe(false);
});
