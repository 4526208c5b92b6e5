/**
 * Round h56: someone of theirs needing to know or see something of their own business ("sales
 * need to know stock levels in real time", "our CFO wants to understand where the margin goes")
 * tells how their work runs; it is no question to answer from the pages (first play: the
 * personas page, and the consultants' "margin" passage). With the offer named ("our board wants
 * to know what the fee covers") it still asks.
 */
import { expect, it } from "vitest";
import { chat } from "./clarity-chat.test-kit";

const OPENER = "we're a 200-person distributor replacing our ERP";

it.each([
  "sales need to know stock levels in real time and right now they ring the warehouse",
  "our CFO wants to understand where the margin goes on each order",
])("%j is told, not asked", (said) => {
  const reply = chat([OPENER, said]).at(-1)!;
  expect(reply).not.toMatch(/More on \[|pages don't|rather not guess|\(\/who#personas\)/);
});

it("a team of theirs wanting to know what the fee covers still asks", () => {
  expect(chat([OPENER, "our board wants to know what the fee covers"]).at(-1)).toMatch(
    /\$25K–\$50K/,
  );
});

it("'where does the 1,900% figure come from' gets the return's figures, once, beside the terms' caveat", () => {
  const reply = chat(["where does the 1,900% figure come from"])[0]!;
  expect(reply).toMatch(/describe typical engagements[\s\S]*\(\/terms\)/);
  expect(reply).toMatch(
    /900%–1,900% is the return on the simulation[\s\S]*doesn't show the working/,
  );
  expect(reply).not.toMatch(
    /is the return on the simulation[\s\S]*is the return on the simulation/,
  );
});

it("someone of theirs asking whether something is so passes a question on: it is answered", () => {
  const reply = chat([
    OPENER,
    "Our finance director keeps asking whether there's a warranty on the recommendation. Is there?",
  ]).at(-1)!;
  expect(reply).toMatch(/No outcome is guaranteed|without warranties/);
});
