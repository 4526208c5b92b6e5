import { Hono } from "hono";
import type { AppEnv } from "../lib/app-env";

/** /api/contact/fields, /draft, /submit — backed by the Visitor Durable Object. Issue: contact. */
export const contact = new Hono<AppEnv>();
