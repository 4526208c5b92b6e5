import { exports } from "cloudflare:workers";
import fc from "fast-check";
import { expect, it, vi } from "vitest";
import { apiPaths } from "../fuzz/api-paths";
import { checkResponse, fuzzRequest, toRequest } from "../fuzz/requests";
import { bearer, contactLead, ledger } from "./helpers/leads";

vi.stubGlobal(
  "fetch",
  vi.fn(async () => new Response("ok")),
);

// The inbox's routes fuzzed as a signed-in person would send them (the bearer token, each from an
// address of its own so the limit does not answer first), on a lead that exists: none may produce
// a 5xx, every rejection is a coded JSON error (docs/decisions/025).
const inboxRequest = fuzzRequest.filter((r) => r.path.startsWith("/api/inbox/"));

it("answers every hostile inbox request from a signed-in person with a coded 4xx, never a 5xx", async () => {
  expect(apiPaths.filter((p) => p.startsWith("/api/inbox/")).length).toBeGreaterThan(10);
  await ledger().upsert(contactLead({ id: "lead_00000000-0000-0000-0000-000000000000" }));
  const problems: string[] = [];
  let n = 0;
  await fc.assert(
    fc.asyncProperty(inboxRequest, async (r) => {
      const request = toRequest("http://localhost", r);
      request.headers.set("authorization", bearer.authorization);
      request.headers.set("x-inbox-person", "Fuzz");
      request.headers.set("cf-connecting-ip", `2001:db8::f:${(n++).toString(16)}`);
      const problem = await checkResponse(await exports.default.fetch(request));
      if (problem) problems.push(`${r.method} ${r.path} [${r.contentType}] → ${problem}`);
      return problem === null;
    }),
    { numRuns: 300, endOnFailure: true },
  );
  expect(problems).toEqual([]);
}, 120_000);
