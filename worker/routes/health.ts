import { Hono } from "hono";
import type { HealthResponse } from "../contracts/health";
import { allowOnly } from "../lib/allow-methods";
import type { AppEnv } from "../lib/app-env";

export const health = new Hono<AppEnv>()
  .get("/", (c) => c.json({ status: "ok", version: c.env.APP_VERSION } satisfies HealthResponse))
  .all("/", allowOnly("GET", "HEAD"));
