import { useChat } from "@ai-sdk/react";
import { DefaultChatTransport } from "ai";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { ClarityMessage } from "#contracts/clarity";
import type { RoadmapFacts } from "#contracts/roadmap";
import { toast } from "../../lib/toast";
import { touchHeaders } from "../../lib/touch";
import { CHAT_ERROR_TOAST, ChatRefused, chatFetch, failureToast } from "./chat-errors";
import { clarityRequestOf, toPlain, withoutLastUserMessage } from "./chat-messages";
import { latestRoadmap } from "./roadmap";

/** A conversation to continue: its id, its messages and the roadmap it had. */
export interface Resume {
  id: string;
  messages: ClarityMessage[];
  roadmap: RoadmapFacts;
}

/**
 * The scoping chat: useChat over the Worker's typed UI message stream (text and `data-roadmap`
 * parts). The Worker stores the conversation, so each request carries only the new message.
 * Stops the reply when the page goes away.
 */
export function useClarityChat(resume?: Resume) {
  const transport = useMemo(
    () =>
      new DefaultChatTransport<ClarityMessage>({
        api: "/api/clarity",
        fetch: chatFetch,
        prepareSendMessagesRequest: ({ id, messages }) => {
          const body = clarityRequestOf(id, messages);
          // useChat only sends after adding a visitor message, or to regenerate the reply to one.
          if (!body) throw new Error("No message to send");
          // Where the visit came from goes with every message (docs/decisions/026).
          return { body, headers: touchHeaders() };
        },
      }),
    [],
  );
  const chat = useChat<ClarityMessage>({
    transport,
    ...(resume ? { id: resume.id, messages: resume.messages } : {}),
    onError: (error) => {
      console.error("Clarity chat failed:", error);
      const { title, description } = failureToast(error);
      // One toast for the chat's errors: a repeat replaces it rather than stacking up.
      toast.error(title, { description, id: CHAT_ERROR_TOAST });
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
  const roadmap = useMemo(
    () => latestRoadmap(messages) ?? resume?.roadmap ?? null,
    [messages, resume],
  );
  const busy = chat.status === "submitted" || chat.status === "streaming";

  const send = useCallback((text: string) => void sendMessage({ text }), [sendMessage]);

  /** After a failed request: ask again for a reply to the last message (a partial one is dropped). */
  const { regenerate } = chat;
  const retry = useCallback(() => void regenerate(), [regenerate]);
  const failed = chat.status === "error" && !refused;

  return {
    messages,
    plain,
    roadmap,
    status: chat.status,
    busy,
    failed,
    returned,
    send,
    stop,
    retry,
  };
}
