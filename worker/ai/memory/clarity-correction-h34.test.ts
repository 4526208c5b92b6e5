/**
 * A sum put right in the sentence after it (round h34's second probes): "Budget is €200k. Sorry,
 * my mistake, €250k." — the roadmap holds €250k, and the headcount given a message before stays
 * (a correction in money words is never a headcount).
 */
import { expect, it } from "vitest";
import { played } from "../engines/clarity-chat.test-kit";

it("takes the sum of a sentence that puts the one before it right, and keeps the headcount", () => {
  const { roadmap } = played([
    "Hello, Elbe Kontor Logistik GmbH, 85 people in Hamburg",
    "Budget is €200k. Sorry, my mistake, €250k.",
  ]);
  expect(roadmap.facts).toMatchObject({
    companySize: 85,
    budget: { min: 250_000, max: 250_000, currency: "EUR" },
  });
});
