/**
 * A reason said in a clause after "which" names what it is said of: "currently on R4 which is end
 * of life" is "R4 is end of life", never "is end of life" (said back as "it is end of life").
 */
import { expect, it } from "vitest";
import { learnFrom } from "./clarity-learn";
import { emptyMemory } from "./clarity-memory";
import { roadmapOf } from "./clarity-roadmap";
import { phraseAround } from "./clarity-said";

const NOW = Date.parse("2026-11-24T10:00:00Z");
const drivers = (text: string) => roadmapOf(learnFrom(emptyMemory(), text, NOW)).drivers;

it.each([
  [
    "hey. we're a dental group, 14 practices, ~260 staff, currently on R4 which is end of life",
    "R4 is end of life",
  ],
  [
    "We're a 90-person wholesaler on Sage 200, which goes out of support next year.",
    "Sage 200 goes out of support next year",
  ],
  ["our CRM is Goldmine which is no longer supported", "Goldmine is no longer supported"],
])("%s", (text, driver) => {
  expect(drivers(text)).toContain(driver);
});

it("a clause that does not open on its verb is left as it is", () => {
  const s = "We run Sage, which our accountant set up in 2009.";
  expect(phraseAround(s, s.indexOf("our accountant"))).toBe("our accountant set up in 2009");
});
