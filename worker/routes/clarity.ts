import { streamText } from "ai";
import { Hono } from "hono";
import { clarityModel } from "../ai/models";
import { claritySystemPrompt } from "../ai/prompts/clarity";
import { CLARITY_MAX_BODY_BYTES, clarityRequest } from "../contracts/clarity";
import { chatTranscript } from "../contracts/transcript";
import { allowOnly } from "../lib/allow-methods";
import type { AppEnv } from "../lib/app-env";
import { jsonOnly, validJson } from "../lib/json-body";
import { enforceLimit, visitor, visitorStub } from "../lib/visitor";

/**
 * POST /api/clarity             the scoping chat, streamed as an AI SDK UI message stream
 * POST /api/clarity/transcript  stores the conversation in the visitor's Durable Object for sales
 */
export const clarity = new Hono<AppEnv>()
  .use(visitor)
  .post(
    "/",
    jsonOnly("chat", CLARITY_MAX_BODY_BYTES),
    validJson(clarityRequest, "chat"),
    async (c) => {
      await enforceLimit(c.env.CHAT_LIMITER, c.var.visitorId, "chat");
      const { messages } = c.req.valid("json");
      const result = streamText({
        model: clarityModel(c.env),
        system: claritySystemPrompt,
        messages,
        // The visitor closing the page or pressing Stop ends the model call too.
        abortSignal: c.req.raw.signal,
      });
      const stream = result.toUIMessageStreamResponse({
        onError: (error) => {
          console.error("clarity stream failed", error);
          return "The assistant is unavailable right now.";
        },
      });
      // Through the context, so the visitor cookie set earlier reaches the browser.
      return c.newResponse(stream.body, stream);
    },
  )
  .all("/", allowOnly("POST"))
  .post(
    "/transcript",
    jsonOnly("transcript", 64 * 1024),
    validJson(chatTranscript, "transcript"),
    async (c) => {
      await enforceLimit(c.env.FIELDS_LIMITER, c.var.visitorId, "transcript");
      const saved = await visitorStub(c.env, c.var.visitorId).saveTranscript(c.req.valid("json"));
      return c.json({ id: saved.id }, 201);
    },
  )
  .all("/transcript", allowOnly("POST"));
