import { describe, expect, it } from "vitest";
import { caseName, evalCases } from "./crm-eval/cases";
import { builtInAssistant, kindOf, runCase } from "./crm-eval/evaluate";
import { notYetPassing } from "./crm-eval/not-yet";

/**
 * Every phrasing of `npm run eval:crm` on the built-in engine: all of them, not a sample, since
 * the whole set takes a few milliseconds and a phrasing that regresses should fail `npm test`
 * (but those listed in crm-eval/not-yet.ts, whose class the engine does not handle yet).
 */
describe("the CRM assistant's evaluation, built-in engine", () => {
  it("has at least 60 phrasings", () => expect(evalCases.length).toBeGreaterThanOrEqual(60));

  const named = evalCases
    .filter((c) => !notYetPassing.has(caseName(c)))
    .map((c) => [`${kindOf(c.expect)}: ${caseName(c)}`, c] as const);
  it.each(named)("%s", async (_, c) => {
    const result = await runCase(builtInAssistant, c);
    expect(result.problems, result.reply.text).toEqual([]);
  });
});
