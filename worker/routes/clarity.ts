import { Hono } from "hono";
import { clarityModel } from "../ai/models";
import { budgetModel, budgetReplies } from "../ai/offline/budget-reply";
import { claritySystemPrompt } from "../ai/prompts/clarity";
import { streamReply } from "../ai/stream-reply";
import { CLARITY_MAX_BODY_BYTES, CLARITY_MAX_MESSAGES, clarityRequest } from "../contracts/clarity";
import { allowOnly } from "../lib/allow-methods";
import type { AppEnv } from "../lib/app-env";
import { ApiError } from "../lib/errors";
import { jsonOnly, validJson } from "../lib/json-body";
import { limit } from "../lib/limits";
import { spendAddressBudget } from "../lib/model-budget";
import { visitor, visitorStub } from "../lib/visitor-cookie";

/**
 * POST /api/clarity: the scoping chat ("send only the last message"). The conversation lives in
 * the visitor's Durable Object: the Worker appends the new message, gives the model a window of
 * the conversation, streams the reply as an AI SDK UI message stream and stores what it produced
 * (a partial reply too, when the visitor presses Stop). Sales only ever see what was recorded here.
 */
export const clarity = new Hono<AppEnv>()
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
      const [turn, addressOk] = await Promise.all([
        stub.beginTurn(id, { id: message.id, text }),
        spendAddressBudget(c),
      ]);
      if (!turn.ok) {
        throw new ApiError(
          "conflict:chat_full",
          `This conversation has reached its ${CLARITY_MAX_MESSAGES} messages. Please leave your details on the contact page (/try) and we'll continue by email.`,
        );
      }
      return streamReply(c, {
        surface: "clarity",
        model:
          turn.withinBudget && addressOk ? clarityModel(c.env) : budgetModel(budgetReplies.clarity),
        system: claritySystemPrompt,
        messages: turn.window.map((m) => ({ role: m.role, content: m.text })),
        replyId: turn.replyId,
        onReply: (reply) => stub.saveReply(id, turn.replyId, reply),
      });
    },
  )
  .all("/", allowOnly("POST"));
