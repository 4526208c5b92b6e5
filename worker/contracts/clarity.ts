import type { InferUITools, Tool, UIMessage } from "ai";
import { visitorText } from "./clean-text";
import { MAX_MESSAGE_CHARS } from "./message-limit";
import type { RoadmapFacts, RoadmapUpdate } from "./roadmap";
import { z } from "./zod";

export const CLARITY_MAX_BODY_BYTES = 16 * 1024;
/** A conversation holds at most this many messages (visitor's and Clarity's together). */
export const CLARITY_MAX_MESSAGES = 200;

/** A chat id or message id made by the browser (the AI SDK's ids are 16–32 of these). */
const opaqueId = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .regex(/^[A-Za-z0-9_-]{1,64}$/, `${label} must be 1-64 letters, digits, _ or -`);

/** The visitor's new message, in the AI SDK's UIMessage shape (text parts only). */
export const clarityUserMessage = z.object({
  id: opaqueId("message.id"),
  role: z.literal("user", { error: "message.role must be user" }),
  parts: z
    // Normalised as every stored text a visitor types is (`visitorText`), before the checks.
    .array(z.object({ type: z.literal("text"), text: z.string().transform(visitorText) }), {
      error: "message.parts must be a list of text parts",
    })
    .min(1, "message.parts must not be empty")
    .max(8, "message.parts holds at most 8 parts")
    .refine(
      (parts) =>
        parts
          .map((p) => p.text)
          .join("")
          .trim().length > 0,
      "The message is empty.",
    )
    .refine(
      (parts) => parts.map((p) => p.text).join("").length <= MAX_MESSAGE_CHARS,
      `A message can be at most ${MAX_MESSAGE_CHARS.toLocaleString("en-US")} characters.`,
    ),
});

/**
 * POST /api/clarity: the AI SDK's "send only the last message" pattern. The Worker keeps the
 * conversation; the browser sends the chat id and its new message. Sending a message whose id the
 * conversation already holds as its last visitor message asks for that reply again ("Try again").
 */
export const clarityRequest = z.object({
  id: opaqueId("id"),
  message: clarityUserMessage,
});
export type ClarityRequest = z.infer<typeof clarityRequest>;
export type ClarityUserMessage = z.infer<typeof clarityUserMessage>;

/** A stored chat message as sales and the browser read it back. */
export interface ChatMessageRecord {
  id: string;
  role: "user" | "assistant";
  text: string;
  /** ISO time the message was stored. */
  at: string;
}

/** The tools a hosted Clarity model may call (built in worker/ai/tools/clarity.ts). */
export type ClarityTools = {
  update_roadmap: Tool<RoadmapUpdate, RoadmapFacts>;
};

/**
 * A Clarity chat message as the Worker streams it and useChat holds it: text, the roadmap as a
 * typed data part (`data-roadmap`, always the conversation's whole roadmap), and the hosted
 * model's `update_roadmap` tool calls.
 */
export type ClarityMessage = UIMessage<
  never,
  { roadmap: RoadmapFacts },
  InferUITools<ClarityTools>
>;

/** GET /api/clarity/latest: the visitor's conversation from the last 24 h, to continue it. */
export interface LatestConversation {
  conversation: {
    id: string;
    messages: ChatMessageRecord[];
    roadmap: RoadmapFacts;
    updatedAt: string;
  } | null;
}

/** How long a conversation is offered as "Continue your conversation" on the home page. */
export const CLARITY_RESUME_MS = 24 * 60 * 60 * 1000;
