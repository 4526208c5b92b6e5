/**
 * "No budget yet" in other words, and a ceiling said beside it: "not really a budget yet. whatever
 * is sensible, under 100k for sure" kept no budget while the reply said "I've noted up to $100K";
 * "there isn't a budget yet" and "we haven't really got a budget" were not read as none at all.
 */
import { expect, it } from "vitest";
import { chat } from "../engines/clarity-chat.test-kit";
import { learnFrom } from "./clarity-learn";
import { emptyMemory } from "./clarity-memory";
import { roadmapOf } from "./clarity-roadmap";

const OPENER = "insurance broker, 45 staff, renewals in outlook and excel. we want a CRM";
const budget = (said: string) =>
  roadmapOf(learnFrom(learnFrom(emptyMemory(), OPENER), said)).budget;

it.each([
  ["not really a budget yet. whatever is sensible, under 100k for sure", "up to $100K"],
  ["there isn't a budget yet", "not set yet"],
  ["we haven't really got a budget", "not set yet"],
  ["we don't really have a budget yet, maybe 60-80k", "$60K–$80K"],
])("%j leaves the budget %j", (said, shown) => {
  expect(budget(said)).toBe(shown);
});

it("does not ask for a budget it has just noted", () => {
  const reply = chat([
    OPENER,
    "not really a budget yet. whatever is sensible, under 100k for sure",
  ]).at(-1)!;
  expect(reply).toMatch(/up to \$100K/);
  expect(reply).not.toMatch(/What budget range/);
});
