import { Hono } from "hono";
import { addressBudgetLeft, spendAddressBudget } from "../ai/address-budget";
import { budgetModel, budgetReplies } from "../ai/engines/budget-reply";
import { roadmapOf } from "../ai/memory/clarity-roadmap";
import { clarityModel } from "../ai/models";
import { claritySystemPrompt } from "../ai/prompts/clarity";
import { streamReply } from "../ai/stream-reply";
import { roadmapData } from "../ai/tools/clarity";
import {
  CLARITY_MAX_BODY_BYTES,
  CLARITY_MAX_MESSAGES,
  type ClarityMessage,
  clarityRequest,
  type LatestConversation,
} from "../contracts/clarity";
import { visitorStub } from "../durable-objects/stubs";
import { countSteps, requestTouch } from "../funnel/count";
import { searchSite } from "../language/site-search";
import { allowOnly } from "../lib/allow-methods";
import type { AppEnv } from "../lib/app-env";
import { ApiError } from "../lib/errors";
import { jsonOnly, validJson } from "../lib/json-body";
import { addressRef, spendLimit } from "../lib/limits";
import { once } from "../lib/once";
import { readVisitorId, visitor } from "../lib/visitor-cookie";
import { outboundConfig } from "../outbound/config";
import { sitePromises } from "../outbound/site-promises";
import { newReplyId } from "../visitor/conversations";
import { firstReplyPlan } from "../visitor/reply-plan";

const FULL = `This conversation has reached its ${CLARITY_MAX_MESSAGES} messages. Please leave your details on the contact page (/try) and we'll continue by email.`;
const NOT_STORED = "Your message could not be saved. Please try again.";

/**
 * POST /api/clarity: the scoping chat ("send only the last message"). The conversation and its
 * memory live in the visitor's Durable Object (docs/decisions/020): beside the rate-limit check
 * the Worker reads what the reply starts from (the window with the new message, the memory
 * learned from it), then stores the message while the model answers; the reply's end waits for
 * that write. The roadmap streams as a typed data part, and the reply is stored after the stream
 * (a partial one too, when the visitor presses Stop).
 * GET /api/clarity/latest: the conversation to continue (last 24 h); without a cookie, nothing,
 * and no storage is created.
 */
export const clarity = new Hono<AppEnv>()
  .get("/latest", async (c) => {
    const visitorId = await readVisitorId(c);
    const conversation = visitorId
      ? await visitorStub(c.env, visitorId).latestConversation()
      : null;
    c.header("cache-control", "no-store");
    return c.json<LatestConversation>({ conversation });
  })
  .all("/latest", allowOnly("GET"))
  .use(visitor)
  .post(
    "/",
    jsonOnly("chat", CLARITY_MAX_BODY_BYTES),
    validJson(clarityRequest, "chat"),
    async (c) => {
      const { id, message: sent } = c.req.valid("json");
      const message = { id: sent.id, text: sent.parts.map((p) => p.text).join("") };
      const stub = visitorStub(c.env, c.var.visitorId);
      const [, plan, addressLeft, ref] = await Promise.all([
        spendLimit(c, "chat"),
        c.var.knownVisitor
          ? stub.planReply(id, message)
          : { ...firstReplyPlan(message, Date.now()), withinBudget: true },
        addressBudgetLeft(c),
        addressRef(c),
      ]);
      if (!plan.ok) throw new ApiError("conflict:chat_full", FULL);
      const replyId = newReplyId();
      const touch = requestTouch(c);
      const roadmap = roadmapOf(plan.memory);
      const promises = sitePromises(outboundConfig(c.env));
      // The site's pages that answer the message: the engine and a hosted model answer from them.
      const said = { text: message.text, passages: searchSite(message.text) };
      // While the model answers: the message, the reply's place, the budgets' spending. Null once
      // stored, else what the visitor is told instead of the reply's finish.
      const store = once(async (): Promise<string | null> => {
        try {
          const [begun] = await Promise.all([
            stub.beginReply(id, message, replyId, ref, touch),
            spendAddressBudget(c),
          ]);
          countSteps(c, begun.reached, touch);
          return begun.ok ? null : FULL;
        } catch (error) {
          console.error(
            `clarity message not stored: ${error instanceof Error ? error.name : error}`,
          );
          return NOT_STORED;
        }
      });
      return streamReply<ClarityMessage>(c, {
        surface: "clarity",
        model:
          plan.withinBudget && addressLeft
            ? clarityModel(c.env, { memory: plan.memory, promises, said })
            : budgetModel(budgetReplies.clarity),
        system: claritySystemPrompt(roadmap, plan.memory.asked, promises, said.passages),
        messages: plan.window,
        data: roadmapData(replyId, roadmap, async (update) => {
          await store();
          return stub.updateRoadmap(id, update);
        }),
        store,
        onReply: async (reply) => {
          if ((await store()) === null)
            countSteps(c, await stub.saveReply(id, replyId, reply), touch);
        },
      });
    },
  )
  .all("/", allowOnly("POST"));
