import { z } from "./zod";

export const transcriptMessage = z.object({
  role: z.enum(["user", "assistant"]),
  content: z.string().max(4000),
});

/** Spec §3 "notification payload": the conversation so far and what it is about. */
export const chatTranscript = z.object({
  messages: z.array(transcriptMessage).min(1).max(40),
  projectType: z.string().min(1).max(4000),
});
export type ChatTranscript = z.infer<typeof chatTranscript>;

export interface StoredTranscript extends ChatTranscript {
  id: number;
  createdAt: number;
}
