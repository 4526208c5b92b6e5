import { useChat } from "@ai-sdk/react";
import { DefaultChatTransport, type UIMessage } from "ai";
import { useCallback, useEffect, useMemo } from "react";
import { api } from "../../lib/api";
import { toast } from "../../lib/toast";
import { chatFetch, failureToast } from "./chat-errors";
import { type PlainMessage, projectTypeOf } from "./roadmap";

export function messageText(message: UIMessage): string {
  return message.parts.map((p) => (p.type === "text" ? p.text : "")).join("");
}

function toPlain(messages: UIMessage[]): PlainMessage[] {
  return messages
    .filter((m): m is UIMessage & { role: "user" | "assistant" } => m.role !== "system")
    .map((m) => ({ role: m.role, content: messageText(m) }))
    .filter((m) => m.content.trim().length > 0);
}

/**
 * The scoping chat: useChat over the Worker's UI message stream, with the transcript for sales
 * posted before each message typed in the chat box. Stops the reply when the page goes away.
 */
export function useClarityChat() {
  const transport = useMemo(
    () =>
      new DefaultChatTransport<UIMessage>({
        api: "/api/clarity",
        fetch: chatFetch,
        prepareSendMessagesRequest: ({ messages }) => ({ body: { messages: toPlain(messages) } }),
      }),
    [],
  );
  const chat = useChat({
    transport,
    onError: (error) => {
      console.error("Clarity chat failed:", error);
      const { title, description } = failureToast(error);
      toast.error(title, { description });
    },
  });
  const { stop, sendMessage, messages } = chat;

  useEffect(() => () => void stop(), [stop]);

  const plain = useMemo(() => toPlain(messages), [messages]);
  const busy = chat.status === "submitted" || chat.status === "streaming";

  /** The first message (form or quick start): no transcript (spec §7). */
  const start = useCallback((text: string) => void sendMessage({ text }), [sendMessage]);

  /** A message from the chat box: transcript first (failure only logged), then send. */
  const send = useCallback(
    (text: string) => {
      const conversation = [...plain, { role: "user" as const, content: text }];
      api.clarity.transcript
        .$post({
          json: { messages: conversation.slice(-40), projectType: projectTypeOf(conversation) },
        })
        .then((res) => {
          if (!res.ok) console.error("Transcript not stored:", res.status);
        })
        .catch((error: unknown) => console.error("Transcript not stored:", error));
      void sendMessage({ text });
    },
    [plain, sendMessage],
  );

  /** After a failed request: ask again for a reply to the last message (a partial one is dropped). */
  const { regenerate } = chat;
  const retry = useCallback(() => void regenerate(), [regenerate]);
  const failed = chat.status === "error";

  return { messages, plain, status: chat.status, busy, failed, start, send, stop, retry };
}
