import { hc } from "hono/client";
import type { AppType } from "../../worker/index";

/** Where the Worker's API is mounted (`worker/index.ts`). */
export const API_BASE = "/api";

/** Typed client for the Worker's `/api` routes (types only cross the boundary, no Worker code). */
export const api = hc<AppType>(API_BASE);
