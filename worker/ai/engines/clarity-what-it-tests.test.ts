/**
 * "What would the simulation actually test for an AI project like this?" was answered "Yes, it
 * does. The pages list project among what a simulation takes on…" and "Understood — we'll scope
 * **AI adoption** instead." (the word "actually" read as a change of mind, the same project named
 * again). A question of what is no yes/no, and the same project is no change.
 */
import { expect, it } from "vitest";
import { chat } from "./clarity-chat.test-kit";

const OPENER =
  "Hello, I'm the COO of a 320-person logistics company. We want to use AI agents to handle customer tracking queries.";

it("answers what it tests without a yes, and keeps the project unchanged", () => {
  const reply = chat([
    OPENER,
    "What would the simulation actually test for an AI project like this?",
  ]).at(-1)!;
  expect(reply).not.toMatch(/Yes, it does|among what a simulation takes on/);
  expect(reply).not.toMatch(/instead/);
});

it("still answers whether it covers a process with the pages' words", () => {
  const reply = chat([OPENER, "would it cover our returns process?"]).at(-1)!;
  expect(reply).toMatch(/Our pages don't name returns/);
});

it("still hears a real change of mind", () => {
  const reply = chat([OPENER, "actually, make it a CRM project instead"]).at(-1)!;
  expect(reply).toMatch(/we'll scope \*\*CRM\*\* instead/);
});
