import { z } from "./zod";

export const CLARITY_MAX_BODY_BYTES = 32 * 1024;

export const clarityMessage = z.object({
  role: z.enum(["user", "assistant"], { error: "role must be user or assistant" }),
  content: z
    .string({ error: "content must be text" })
    .min(1, "content must not be empty")
    .max(4000, "content must be at most 4,000 characters"),
});

/** POST /api/clarity: the conversation so far (spec §3 chat request). */
export const clarityRequest = z.object({
  messages: z
    .array(clarityMessage, { error: "messages must be a list" })
    .min(1, "messages must not be empty")
    .max(40, "at most 40 messages"),
});
export type ClarityRequest = z.infer<typeof clarityRequest>;
export type ClarityMessage = z.infer<typeof clarityMessage>;
