/**
 * Generated hostile requests for every /api route: malformed, oversized, wrong-type and
 * boundary-value. Shared by the in-workerd fuzz test (500 requests, in `npm test`) and
 * `npm run fuzz` (10,000 requests against the production server).
 */
import fc from "fast-check";
import { apiPaths, fieldNames } from "./api-paths";

export interface FuzzRequest {
  method: string;
  path: string;
  contentType?: string;
  body?: string;
}

const nearLimit = (n: number) => fc.integer({ min: n - 2, max: n + 2 }).map((k) => "x".repeat(k));

/** Strings at and around every limit the contracts declare, plus nasty content. */
const edgyString = fc.oneof(
  fc.constantFrom("", " ", "\n\t ", "<img src=x onerror=alert(1)>", "' OR 1=1 --", "\u0000\uFFFF"),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  nearLimit(20),
  nearLimit(100),
  nearLimit(255),
  nearLimit(500),
  nearLimit(1000),
  nearLimit(4000),
  fc.constant("😀".repeat(2100)),
);

const edgyValue = fc.oneof(
  { weight: 4, arbitrary: edgyString },
  { weight: 1, arbitrary: fc.anything({ maxDepth: 2 }) },
  { weight: 1, arbitrary: fc.constantFrom(null, 0, -1, 1e308, Number.NaN, true, [], {}) },
);

const message = fc.record(
  {
    role: fc.constantFrom("user", "assistant", "system", "tool", "", "USER"),
    content: edgyValue,
    id: fc.string({ maxLength: 8 }),
  },
  { requiredKeys: [] },
);
const messages = fc.oneof(fc.array(message, { maxLength: 45 }), edgyValue);
const field = fc.oneof(fc.constantFrom(...fieldNames, "x", "__proto__", "NAME"), edgyValue);
const fieldLists = fc.dictionary(
  field.map(String),
  fc.oneof(fc.array(edgyString, { maxLength: 25 }), edgyValue),
);
const opportunity = fc.record(
  {
    id: fc.string({ maxLength: 20 }),
    company: edgyValue,
    amount: fc.oneof(fc.double(), fc.integer(), edgyValue),
    stage: fc.constantFrom("Discovery", "Proposal", "Negotiation", "Closed Won", "Won", ""),
    probability: fc.oneof(fc.integer({ min: -10, max: 110 }), edgyValue),
    closeDate: fc.oneof(fc.constantFrom("2026-12-15", "2026-13-45", "tomorrow"), edgyValue),
  },
  { requiredKeys: [] },
);

const chatId = fc.oneof(
  fc.constantFrom("chat_abc123", "../x", "", "a".repeat(64), "a".repeat(65)),
  edgyValue,
);
const uiMessage = fc.record(
  {
    id: chatId,
    role: fc.constantFrom("user", "assistant", "system", ""),
    parts: fc.oneof(
      fc.array(
        fc.record(
          { type: fc.constantFrom("text", "file", ""), text: edgyValue },
          { requiredKeys: [] },
        ),
        { maxLength: 10 },
      ),
      edgyValue,
    ),
  },
  { requiredKeys: [] },
);

/** Bodies shaped like each route's contract, with every value pushed to or past its edge. */
const shaped: Record<string, fc.Arbitrary<unknown>> = {
  "/api/clarity": fc.oneof(
    fc.record({ id: chatId, message: fc.oneof(uiMessage, edgyValue) }, { requiredKeys: [] }),
    // The contract before the Worker kept conversations: still answered with a clear 400.
    fc.record({ messages }, { requiredKeys: [] }),
  ),
  "/api/inbox/session": fc.record({ token: edgyValue, name: edgyValue }, { requiredKeys: [] }),
  "/api/inbox/leads/lead_00000000-0000-0000-0000-000000000000/handled": fc.record(
    { handled: edgyValue },
    { requiredKeys: [] },
  ),
  "/api/inbox/leads/lead_00000000-0000-0000-0000-000000000000/status": fc.record(
    {
      status: fc.oneof(fc.constantFrom("new", "contacted", "qualified", "won", "lost"), edgyValue),
      reason: edgyValue,
    },
    { requiredKeys: [] },
  ),
  "/api/inbox/leads/lead_00000000-0000-0000-0000-000000000000/assign": fc.record(
    { assignee: fc.oneof(fc.constant(null), edgyValue) },
    { requiredKeys: [] },
  ),
  "/api/inbox/leads/lead_00000000-0000-0000-0000-000000000000/notes": fc.record(
    { text: edgyValue },
    { requiredKeys: [] },
  ),
  "/api/inbox/leads/lead_00000000-0000-0000-0000-000000000000/notes/1": fc.record(
    { text: edgyValue },
    { requiredKeys: [] },
  ),
  "/api/crm-assistant": fc.record(
    {
      messages,
      context: fc.oneof(
        fc.record(
          {
            opportunities: fc.oneof(fc.array(opportunity, { maxLength: 60 }), edgyValue),
            recentActivities: fc.oneof(fc.array(fc.anything(), { maxLength: 8 }), edgyValue),
          },
          { requiredKeys: [] },
        ),
        edgyValue,
      ),
    },
    { requiredKeys: [] },
  ),
  "/api/contact/fields": fc.record(
    { field, value: edgyValue, allInfo: fc.oneof(fieldLists, edgyValue) },
    { requiredKeys: [] },
  ),
  "/api/contact/resume-link": fc.record({ email: edgyValue }, { requiredKeys: [] }),
  "/api/contact/resume": fc.record(
    {
      token: fc.oneof(edgyValue, fc.stringMatching(/^[A-Za-z0-9_-]{1,300}\.[A-Za-z0-9_-]{1,60}$/)),
    },
    { requiredKeys: [] },
  ),
  "/api/contact/submit": fc.record(
    Object.fromEntries(fieldNames.map((f) => [f, edgyValue])) as Record<
      string,
      fc.Arbitrary<unknown>
    >,
    { requiredKeys: [] },
  ),
};
const shapedFor = (path: string) =>
  shaped[path] ??
  (path.startsWith("/api/contact/fields/")
    ? fc.record({ values: fc.array(edgyString) }, { requiredKeys: [] })
    : fc.jsonValue());

const rawBody = fc.oneof(
  fc.constantFrom("", "{", '{"messages":', "null", "[]", '"x"', "{}}", "\u0000"),
  fc.string({ maxLength: 200 }),
  fc.json({ maxDepth: 3 }),
  fc.constant(`{"messages":[{"role":"user","content":"${"y".repeat(40_000)}"}]}`),
  fc.constant(JSON.stringify({ value: "z".repeat(20_000) })),
  fc.constant(`${"[".repeat(5000)}${"]".repeat(5000)}`),
);

export const fuzzRequest: fc.Arbitrary<FuzzRequest> = fc
  .record({
    method: fc.constantFrom("GET", "POST", "POST", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"),
    path: fc.constantFrom(...apiPaths),
    contentType: fc.option(
      fc.constantFrom(
        "application/json",
        "application/json",
        "application/json; charset=utf-8",
        "text/plain",
        "application/x-www-form-urlencoded",
        "multipart/form-data; boundary=x",
        "APPLICATION/JSON",
      ),
      { nil: undefined },
    ),
    shapedBody: fc.boolean(),
  })
  .chain(({ method, path, contentType, shapedBody }) =>
    (shapedBody ? shapedFor(path).map((v) => JSON.stringify(v) ?? "null") : rawBody).map(
      (body): FuzzRequest => ({
        method,
        path,
        contentType,
        body: method === "GET" || method === "OPTIONS" ? undefined : body,
      }),
    ),
  );

/** Turns a generated request into a fetch Request against `origin`. */
export function toRequest(origin: string, r: FuzzRequest): Request {
  const headers = new Headers();
  if (r.contentType) headers.set("content-type", r.contentType);
  return new Request(`${origin}${r.path}`, { method: r.method, headers, body: r.body });
}

/** What a response must be: never 5xx; every rejection a JSON error with a code. */
export async function checkResponse(res: Response): Promise<string | null> {
  if (res.status >= 500) return `status ${res.status}: ${(await res.text()).slice(0, 200)}`;
  if (res.status >= 400) {
    const text = await res.text();
    try {
      const body = JSON.parse(text) as { error?: { code?: unknown } };
      if (typeof body.error?.code !== "string") return `status ${res.status} without error.code`;
    } catch {
      return `status ${res.status} is not JSON: ${text.slice(0, 120)}`;
    }
    return null;
  }
  await res.body?.cancel();
  return null;
}
