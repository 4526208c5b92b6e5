/** The lead's facts read a word named like an object's member ("constructor") as a word. */
import { expect, it } from "vitest";
import { members, saidWith } from "../language/word-members.test-kit";
import { readLeadFacts } from "./lead-facts";

it.each(members)("the lead's size is read beside '%s'", (word) => {
  expect(readLeadFacts([{ text: saidWith(word), at: Date.UTC(2026, 10, 24) }]).companySize).toBe(
    120,
  );
});
