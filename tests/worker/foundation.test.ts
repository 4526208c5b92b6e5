import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { SALES_TOKEN } from "./helpers/leads";

const worker = exports.default;
const get = (path: string, init?: RequestInit) =>
  worker.fetch(new Request(`http://localhost${path}`, init));

describe("/api/health", () => {
  it("answers ok with the version", async () => {
    const res = await get("/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", version: "0.1.0" });
    const forSales = await get("/api/health", {
      headers: { authorization: `Bearer ${SALES_TOKEN}` },
    });
    expect(await forSales.json()).toEqual({
      status: "ok",
      version: "0.1.0",
      config: [],
      leads: {
        pendingDeliveries: 0,
        failedDeliveries: 0,
        oldestPendingMinutes: 0,
        deadDeliveries: 0,
        deadErasures: 0,
      },
      // No hosted model configured: the built-in engines answer (docs/decisions/024).
      models: {
        scope: "isolate",
        since: expect.any(String),
        order: ["built-in"],
        providers: [],
        builtInFallbacks: 0,
      },
    });
  });

  it("answers 405 JSON with Allow for a wrong method", async () => {
    const res = await get("/api/health", { method: "POST", body: "{}" });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, HEAD");
    expect(await res.json()).toMatchObject({ error: { code: "method_not_allowed" } });
  });
});

describe("unknown API paths", () => {
  it("answer 404 JSON, not HTML", async () => {
    const res = await get("/api/does-not-exist");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("application/json");
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("not_found");
    expect(body.error.message).toContain("/api/does-not-exist");
  });
});

describe("security headers on Worker responses", () => {
  it("are on API responses, with a deny-all CSP", async () => {
    for (const res of [await get("/api/health"), await get("/api/nope")]) {
      expect(res.headers.get("content-security-policy")).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(res.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("x-frame-options")).toBe("DENY");
    }
  });
});
