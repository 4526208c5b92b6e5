/**
 * Round h28's last probes: other shapes in new words, written after the round's fixes and played
 * once as written (12 of 12 passed).
 */
import { expect, it } from "vitest";
import { budgetSaid, factsSaid, timelineSaid } from "./lead.test-kit";

const cases: [string, () => unknown, unknown][] = [
  [
    "a London line with ext.",
    () => factsSaid("call me on 020 7946 0321 ext. 12 after 4").phone,
    "+442079460321",
  ],
  [
    "budget k words",
    () => budgetSaid("we've earmarked seventy-five grand for it"),
    "USD 75000-75000",
  ],
  [
    "budget up to in words",
    () => budgetSaid("budget's capped at a hundred and twenty thousand pounds"),
    "GBP 0-120000",
  ],
  [
    "size employs",
    () => factsSaid("The firm employs just over 300 across 4 offices.").companySize,
    300,
  ],
  ["size headcount colon", () => factsSaid("Headcount: c. 85").companySize, 85],
  ["go-live month year", () => timelineSaid("Go-live pencilled for Sept '27"), "go-live 2027-09"],
  [
    "decide by end of month",
    () => timelineSaid("we'll choose a partner by the end of January"),
    "decision 2027-01",
  ],
  ["start in spring", () => timelineSaid("we'd hope to begin in the spring"), "start 2027-05"],
  ["no call ever", () => factsSaid("I'd prefer not to have a call, thanks").callWish, false],
  [
    "call with a colleague",
    () => factsSaid("Could you set up a call with me and our CFO next week?").callWish,
    true,
  ],
  [
    "company ltd in sig",
    () => factsSaid("Best,\nAnna\nFinance Lead | Orchard Vale Ltd").company,
    "Orchard Vale Ltd",
  ],
  ["ISO week with go-live", () => timelineSaid("we go live in week 22"), "go-live 2027-06"],
];
it.each(cases)("%s", (_n, f, want) => expect(f()).toEqual(want));
