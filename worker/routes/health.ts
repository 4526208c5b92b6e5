import { Hono } from "hono";
import { hostedProviders } from "../ai/providers/hosted";
import { providerHealth } from "../ai/providers/provider-health";
import type { HealthResponse, PublicHealth } from "../contracts/health";
import { ledgerStub } from "../durable-objects/stubs";
import { isSales } from "../inbox/inbox-actor";
import { allowOnly } from "../lib/allow-methods";
import type { AppEnv, Bindings } from "../lib/app-env";
import { configProblems } from "./config-problems";

const HOUR_MS = 60 * 60 * 1000;

/** The chats' models as this isolate has seen them (docs/decisions/024). */
function models(env: Bindings) {
  const providers = hostedProviders(env, env.CLARITY_MODEL);
  const crm = hostedProviders(env, env.CRM_MODEL);
  const modelsOf = (name: string) => [
    ...new Set([...providers, ...crm].filter((p) => p.name === name).map((p) => p.modelId)),
  ];
  return {
    open: providerHealth.anyOpen(providers),
    report: providerHealth.report(providers, modelsOf),
  };
}

/**
 * GET /api/health: `ok` or `degraded` and the version, for anyone (200 either way). The reasons —
 * configuration problems, delivery counts and the retry queues' dead items, the hosted models'
 * breakers and failures — only for sales (a session or the bearer token).
 */
export const health = new Hono<AppEnv>()
  .get("/", async (c) => {
    const leads = await ledgerStub(c.env).health();
    const config = configProblems(c.env, c.req.url);
    const model = models(c.env);
    // A failed delivery counts until sales work its prospect; an erasure given up on, always.
    const delivery = leads.failed > 0 || leads.oldestPendingMs > HOUR_MS || leads.deadErasures > 0;
    if (delivery) console.error("lead delivery degraded", leads);
    if (config.length) console.error(`configuration: ${config.join("; ")}`);
    const status = delivery || config.length || model.open ? "degraded" : "ok";
    const basic: PublicHealth = { status, version: c.env.APP_VERSION };
    if (!(await isSales(c))) return c.json(basic);
    return c.json({
      ...basic,
      config,
      leads: {
        pendingDeliveries: leads.pending,
        failedDeliveries: leads.failed,
        oldestPendingMinutes: Math.floor(leads.oldestPendingMs / 60_000),
        deadDeliveries: leads.dead,
        deadErasures: leads.deadErasures,
      },
      models: model.report,
    } satisfies HealthResponse);
  })
  .all("/", allowOnly("GET", "HEAD"));
