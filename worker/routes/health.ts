import { Hono } from "hono";
import type { HealthResponse, PublicHealth } from "../contracts/health";
import { LEDGER_NAME } from "../durable-objects/leads";
import { allowOnly } from "../lib/allow-methods";
import type { AppEnv } from "../lib/app-env";
import { configProblems } from "../lib/config";
import { isSales } from "../lib/inbox-actor";

const HOUR_MS = 60 * 60 * 1000;

/**
 * GET /api/health: `ok` or `degraded` and the version, for anyone (200 either way). The reasons —
 * configuration problems and delivery counts — only for sales (a session or the bearer token).
 */
export const health = new Hono<AppEnv>()
  .get("/", async (c) => {
    const leads = await c.env.LEADS.getByName(LEDGER_NAME).health();
    const config = configProblems(c.env, c.req.url);
    const delivery = leads.failed > 0 || leads.oldestPendingMs > HOUR_MS;
    if (delivery) console.error("lead delivery degraded", leads);
    if (config.length) console.error(`configuration: ${config.join("; ")}`);
    const status = delivery || config.length ? "degraded" : "ok";
    const basic: PublicHealth = { status, version: c.env.APP_VERSION };
    if (!(await isSales(c))) return c.json(basic);
    return c.json({
      ...basic,
      config,
      leads: {
        pendingDeliveries: leads.pending,
        failedDeliveries: leads.failed,
        oldestPendingMinutes: Math.floor(leads.oldestPendingMs / 60_000),
      },
    } satisfies HealthResponse);
  })
  .all("/", allowOnly("GET", "HEAD"));
