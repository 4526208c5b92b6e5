import { Hono } from "hono";
import type { AppEnv } from "../lib/app-env";

/** POST /api/clarity (streamed scoping chat), POST /api/clarity/transcript. Issue: Clarity chat. */
export const clarity = new Hono<AppEnv>();
