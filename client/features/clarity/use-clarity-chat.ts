import { useChat } from "@ai-sdk/react";
import { DefaultChatTransport, type UIMessage } from "ai";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { toast } from "../../lib/toast";
import { ChatRefused, chatFetch, failureToast } from "./chat-errors";
import { clarityRequestOf, toPlain, withoutLastUserMessage } from "./chat-messages";

/**
 * The scoping chat: useChat over the Worker's UI message stream. The Worker stores the
 * conversation, so each request carries only the new message. Stops the reply when the page goes
 * away.
 */
export function useClarityChat() {
  const transport = useMemo(
    () =>
      new DefaultChatTransport<UIMessage>({
        api: "/api/clarity",
        fetch: chatFetch,
        prepareSendMessagesRequest: ({ id, messages }) => {
          const body = clarityRequestOf(id, messages);
          // useChat only sends after adding a visitor message, or to regenerate the reply to one.
          if (!body) throw new Error("No message to send");
          return { body };
        },
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
  const { stop, sendMessage, messages, setMessages, error } = chat;

  useEffect(() => () => void stop(), [stop]);

  // A refused message (too long, the conversation full) would be refused again: it leaves the
  // thread and its text goes back to the box, where the visitor can shorten it or write another.
  const refused = error instanceof ChatRefused ? error : null;
  const [returned, setReturned] = useState<{ text: string } | null>(null);
  const handled = useRef<ChatRefused | null>(null);
  useEffect(() => {
    if (!refused || handled.current === refused) return;
    handled.current = refused;
    const { messages: kept, text } = withoutLastUserMessage(messages);
    setMessages(kept);
    setReturned({ text });
  }, [refused, messages, setMessages]);

  const plain = useMemo(() => toPlain(messages), [messages]);
  const busy = chat.status === "submitted" || chat.status === "streaming";

  const send = useCallback((text: string) => void sendMessage({ text }), [sendMessage]);

  /** After a failed request: ask again for a reply to the last message (a partial one is dropped). */
  const { regenerate } = chat;
  const retry = useCallback(() => void regenerate(), [regenerate]);
  const failed = chat.status === "error" && !refused;

  return { messages, plain, status: chat.status, busy, failed, returned, send, stop, retry };
}
