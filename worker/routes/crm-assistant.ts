import { Hono } from "hono";
import { spendAddressBudget } from "../ai/address-budget";
import { compactContext } from "../ai/crm-context";
import { budgetModel, budgetReplies } from "../ai/engines/budget-reply";
import { crmModel } from "../ai/models";
import { crmSystemPrompt } from "../ai/prompts/crm";
import { streamReply } from "../ai/stream-reply";
import { crmTools } from "../ai/tools/crm";
import { windowTurns } from "../ai/window";
import { CRM_MAX_BODY_BYTES, crmAssistantRequest } from "../contracts/crm";
import { visitorStub } from "../durable-objects/stubs";
import { allowOnly } from "../lib/allow-methods";
import type { AppEnv } from "../lib/app-env";
import { jsonOnly, validJson } from "../lib/json-body";
import { limit } from "../lib/limits";
import { visitor } from "../lib/visitor-cookie";

const DAY_MS = 86_400_000;

/** The page's date when it is within a day of the Worker's (time zones), else the Worker's. */
function dayOf(pageDay: string | undefined): string {
  const now = Date.now();
  const page = pageDay ? Date.parse(`${pageDay}T12:00:00Z`) : Number.NaN;
  return Math.abs(page - now) <= 1.5 * DAY_MS ? pageDay! : new Date(now).toISOString().slice(0, 10);
}

/**
 * POST /api/crm-assistant: the prototype's assistant, streamed as a UI message stream. Tool calls
 * (add_opportunity, add_activity, update_opportunity) are validated and applied in the browser.
 * The model sees a window of the conversation and the dashboard's data compacted.
 */
export const crmAssistant = new Hono<AppEnv>()
  .use(visitor)
  .post(
    "/",
    limit("crm"),
    jsonOnly("crm", CRM_MAX_BODY_BYTES),
    validJson(crmAssistantRequest, "crm"),
    async (c) => {
      const { messages, context, today: pageDay } = c.req.valid("json");
      const [first, ...later] = messages;
      const today = dayOf(pageDay);
      const budgets = await Promise.all([
        visitorStub(c.env, c.var.visitorId).spendModelMessage(),
        spendAddressBudget(c),
      ]);
      const withinBudget = budgets.every(Boolean);
      return streamReply(c, {
        surface: "crm assistant",
        model: withinBudget ? crmModel(c.env, { context, today }) : budgetModel(budgetReplies.crm),
        system: crmSystemPrompt(compactContext(context), today),
        messages: windowTurns(first, later.reverse()),
        tools: crmTools,
      });
    },
  )
  .all("/", allowOnly("POST"));
