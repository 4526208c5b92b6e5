import { describe, expect, it } from "vitest";
import { evalCases } from "./crm-eval/cases";
import { builtInAssistant, kindOf, runCase } from "./crm-eval/evaluate";

/**
 * Every phrasing of `npm run eval:crm` on the built-in engine: all of them, not a sample, since
 * the whole set takes a few milliseconds and a phrasing that regresses should fail `npm test`.
 */
describe("the CRM assistant's evaluation, built-in engine", () => {
  it("has at least 60 phrasings", () => expect(evalCases.length).toBeGreaterThanOrEqual(60));

  const named = evalCases.map(
    (c) => [`${kindOf(c.expect)}: ${[...(c.before ?? []), c.say].join(" → ")}`, c] as const,
  );
  it.each(named)("%s", async (_, c) => {
    const result = await runCase(builtInAssistant, c);
    expect(result.problems, result.reply.text).toEqual([]);
  });
});
