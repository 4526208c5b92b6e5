import { exports } from "cloudflare:workers";
import fc from "fast-check";
import { expect, it } from "vitest";
import { checkResponse, fuzzRequest, toRequest } from "../fuzz/requests";

// 500 generated hostile requests through the real Worker: none may produce a 5xx, and every
// rejection must be a JSON error with a code. `npm run fuzz` runs 10,000 against the built server.
it("answers every malformed, oversized or boundary request with a coded 4xx, never a 5xx", async () => {
  const problems: string[] = [];
  await fc.assert(
    fc.asyncProperty(fuzzRequest, async (r) => {
      const problem = await checkResponse(
        await exports.default.fetch(toRequest("http://localhost", r)),
      );
      if (problem) problems.push(`${r.method} ${r.path} [${r.contentType}] → ${problem}`);
      return problem === null;
    }),
    { numRuns: 500, endOnFailure: true },
  );
  expect(problems).toEqual([]);
}, 120_000);
