import { streamText, type UIMessage } from "ai";
import { Hono } from "hono";
import { clarityModel } from "../ai/models";
import { claritySystemPrompt } from "../ai/prompts/clarity";
import { CLARITY_MAX_BODY_BYTES, CLARITY_MAX_MESSAGES, clarityRequest } from "../contracts/clarity";
import { allowOnly } from "../lib/allow-methods";
import type { AppEnv } from "../lib/app-env";
import { ApiError } from "../lib/errors";
import { jsonOnly, validJson } from "../lib/json-body";
import { limit } from "../lib/limits";
import { visitor, visitorStub } from "../lib/visitor";

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
      const turn = await stub.beginTurn(id, { id: message.id, text });
      if (!turn.ok) {
        throw new ApiError(
          "conflict:chat_full",
          `This conversation has reached its ${CLARITY_MAX_MESSAGES} messages. Please leave your details on the contact page (/try) and we'll continue by email.`,
        );
      }
      const result = streamText({
        model: clarityModel(c.env),
        system: claritySystemPrompt,
        messages: turn.window.map((m) => ({ role: m.role, content: m.text })),
        // The visitor closing the page or pressing Stop ends the model call too.
        abortSignal: c.req.raw.signal,
      });
      const stream = result.toUIMessageStreamResponse({
        originalMessages: [] as UIMessage[],
        generateMessageId: () => turn.replyId,
        onEnd: ({ responseMessage }) => {
          const reply = responseMessage.parts
            .map((p) => (p.type === "text" ? p.text : ""))
            .join("");
          // Stored after the stream, never before the first byte; kept alive past a disconnect.
          c.executionCtx.waitUntil(stub.saveReply(id, turn.replyId, reply));
        },
        onError: (error) => {
          console.error("clarity stream failed:", error instanceof Error ? error.name : "error");
          return "The assistant is unavailable right now.";
        },
      });
      // Through the context, so the visitor cookie set earlier reaches the browser.
      return c.newResponse(stream.body, stream);
    },
  )
  .all("/", allowOnly("POST"));
