import { Hono } from "hono";
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
import { countSteps, requestTouch } from "../funnel/count";
import { allowOnly } from "../lib/allow-methods";
import type { AppEnv } from "../lib/app-env";
import { ApiError } from "../lib/errors";
import { jsonOnly, validJson } from "../lib/json-body";
import { addressRef, limit, spendAddressBudget } from "../lib/limits";
import { sitePromises } from "../lib/promises";
import { readVisitorId, visitor, visitorStub } from "../lib/visitor-cookie";

/**
 * POST /api/clarity: the scoping chat ("send only the last message"). The conversation and its
 * memory live in the visitor's Durable Object: the Worker appends the new message (the memory
 * learns from it), streams the reply with the roadmap as a typed data part, and stores what it
 * produced (a partial reply too, when the visitor presses Stop).
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
    limit("chat"),
    jsonOnly("chat", CLARITY_MAX_BODY_BYTES),
    validJson(clarityRequest, "chat"),
    async (c) => {
      const { id, message } = c.req.valid("json");
      const text = message.parts.map((p) => p.text).join("");
      const stub = visitorStub(c.env, c.var.visitorId);
      const touch = requestTouch(c);
      const [start, addressOk] = await Promise.all([
        stub.beginReply(id, { id: message.id, text }, await addressRef(c), touch),
        spendAddressBudget(c),
      ]);
      if (!start.ok) {
        throw new ApiError(
          "conflict:chat_full",
          `This conversation has reached its ${CLARITY_MAX_MESSAGES} messages. Please leave your details on the contact page (/try) and we'll continue by email.`,
        );
      }
      countSteps(c, start.reached, touch);
      const { memory, replyId } = start;
      const roadmap = roadmapOf(memory);
      return streamReply<ClarityMessage>(c, {
        surface: "clarity",
        model:
          start.withinBudget && addressOk
            ? clarityModel(c.env, { memory })
            : budgetModel(budgetReplies.clarity),
        system: claritySystemPrompt(roadmap, memory.asked, sitePromises(c.env)),
        messages: start.window,
        data: roadmapData(replyId, roadmap, (update) => stub.updateRoadmap(id, update)),
        onReply: async (reply) => countSteps(c, await stub.saveReply(id, replyId, reply), touch),
      });
    },
  )
  .all("/", allowOnly("POST"));
