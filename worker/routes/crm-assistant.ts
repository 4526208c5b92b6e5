import { streamText } from "ai";
import { Hono } from "hono";
import { crmModel } from "../ai/models";
import { crmSystemPrompt } from "../ai/prompts/crm";
import { crmTools } from "../ai/tools/crm";
import { CRM_MAX_BODY_BYTES, crmAssistantRequest } from "../contracts/crm";
import { allowOnly } from "../lib/allow-methods";
import type { AppEnv } from "../lib/app-env";
import { jsonOnly, validJson } from "../lib/json-body";
import { limit } from "../lib/limits";
import { visitor } from "../lib/visitor";

/**
 * POST /api/crm-assistant: the prototype's assistant, streamed as a UI message stream. Tool calls
 * (add_opportunity, add_activity, update_opportunity) are validated and applied in the browser.
 */
export const crmAssistant = new Hono<AppEnv>()
  .use(visitor)
  .post(
    "/",
    limit("crm"),
    jsonOnly("crm", CRM_MAX_BODY_BYTES),
    validJson(crmAssistantRequest, "crm"),
    async (c) => {
      const { messages, context } = c.req.valid("json");
      const today = new Date().toISOString().slice(0, 10);
      const result = streamText({
        model: crmModel(c.env),
        system: crmSystemPrompt(context, today),
        messages,
        tools: crmTools,
        abortSignal: c.req.raw.signal,
      });
      const stream = result.toUIMessageStreamResponse({
        onError: (error) => {
          console.error("crm assistant stream failed", error);
          return "The assistant is unavailable right now.";
        },
      });
      return c.newResponse(stream.body, stream);
    },
  )
  .all("/", allowOnly("POST"));
