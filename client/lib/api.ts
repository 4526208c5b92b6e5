import { hc } from "hono/client";
import type { AppType } from "../../worker/index";

/** Typed client for the Worker's `/api` routes (types only cross the boundary, no Worker code). */
export const api = hc<AppType>("/api");
