import { useEffect, useRef, useState } from "react";
import { home } from "../../../content/home";
import { visitorDataCopy } from "../../../content/visitor-data";
import { cn } from "../../lib/cn";
import { YourData } from "../visitor-data/your-data";
import { ChatComposer } from "./chat-composer";
import { messageText } from "./chat-messages";
import { ChatThread } from "./chat-thread";
import { deriveRoadmap } from "./roadmap";
import { RoadmapPanel } from "./roadmap-panel";
import { type Resume, useClarityChat } from "./use-clarity-chat";

/**
 * The chat view. Loaded only once a conversation starts, so the home page's first load carries
 * none of the chat runtime. Two columns with the roadmap after the first exchange; stacked on
 * a phone.
 * `onErased`: the visitor deleted their data; the home page starts over.
 */
export default function ChatView({
  firstMessage,
  resume,
  onErased,
}: {
  firstMessage?: string;
  resume?: Resume;
  onErased: () => void;
}) {
  const chat = useClarityChat(resume);
  const started = useRef(false);
  useEffect(() => {
    if (started.current || firstMessage === undefined) return;
    started.current = true;
    chat.send(firstMessage);
  }, [chat.send, firstMessage]);

  // On a phone the panel sits below the chat: a small cue says it changed and jumps to it.
  const roadmapKey = JSON.stringify(chat.roadmap);
  const seen = useRef(roadmapKey);
  const [cue, setCue] = useState(false);
  useEffect(() => {
    if (roadmapKey === seen.current) return;
    if (seen.current !== "null") setCue(true);
    seen.current = roadmapKey;
  }, [roadmapKey]);
  const jumpToRoadmap = () => {
    setCue(false);
    const panel = document.getElementById("roadmap");
    panel?.scrollIntoView({ behavior: "smooth", block: "start" });
    panel?.focus({ preventScroll: true });
  };

  const exchanged = chat.plain.some((m) => m.role === "assistant");
  // The spinner stays until the reply's first text: the stream opens before any words arrive.
  const last = chat.messages.at(-1);
  const waiting = chat.busy && !(last?.role === "assistant" && messageText(last).length > 0);

  return (
    <div className={cn("grid gap-6", exchanged && "lg:grid-cols-[minmax(0,1fr)_20rem]")}>
      <section
        aria-labelledby="chat-title"
        className={cn(
          "flex h-[calc(100dvh-200px)] min-h-[26rem] flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-sm",
          !exchanged && "max-h-[700px]",
        )}
      >
        <header className="flex items-center gap-3 border-b border-border px-4 py-3 sm:px-6">
          <span
            aria-hidden="true"
            className="flex size-9 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-fg"
          >
            C
          </span>
          <div>
            <h2 id="chat-title" className="font-semibold">
              {home.chatTitle}
            </h2>
            {!exchanged && <p className="text-xs text-fg-muted">{home.chatSubtitle}</p>}
          </div>
        </header>
        <ChatThread
          messages={chat.messages}
          waiting={waiting}
          onRetry={chat.failed ? chat.retry : undefined}
        />
        {cue && exchanged && (
          <div className="flex justify-center px-3 pt-2 lg:hidden">
            <button
              type="button"
              onClick={jumpToRoadmap}
              className="rounded-full border border-border bg-primary-soft px-3 py-1 text-xs font-semibold text-primary"
            >
              Roadmap updated <span aria-hidden="true">↓</span>
            </button>
          </div>
        )}
        <ChatComposer
          busy={chat.busy}
          returned={chat.returned}
          onSend={chat.send}
          onStop={chat.stop}
        />
        <YourData
          notice={visitorDataCopy.chatNotice}
          beforeDelete={chat.stop}
          onDeleted={onErased}
          className="px-3 pb-3 sm:px-4"
        />
      </section>
      {exchanged && <RoadmapPanel roadmap={deriveRoadmap(chat.plain, chat.roadmap)} />}
    </div>
  );
}
