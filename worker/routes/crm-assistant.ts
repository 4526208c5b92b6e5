import { Hono } from "hono";
import type { AppEnv } from "../lib/app-env";

/** POST /api/crm-assistant (streamed, tool calls applied in the browser). Issue: prototype. */
export const crmAssistant = new Hono<AppEnv>();
