import { useChat } from "@ai-sdk/react";
import { DefaultChatTransport, type UIMessage } from "ai";
import { type RefObject, useCallback, useMemo, useRef, useState } from "react";
import { prototypeCopy } from "../../../content/prototype";
import type { CrmAssistantRequest } from "../../../worker/contracts/crm";
import { inOpenDialog, toast } from "../../lib/toast";
import { toolCallChange } from "./apply-tool-call";
import { type ActionRecord, contextOf, historyOf } from "./assistant-history";
import type { CrmEvent, CrmState } from "./crm-state";

const greeting: UIMessage = {
  id: "greeting",
  role: "assistant",
  parts: [{ type: "text", text: prototypeCopy.greeting }],
};

const apology = (n: number): UIMessage => ({
  id: `error-${n}`,
  role: "assistant",
  parts: [{ type: "text", text: "Sorry, I encountered an error. Please try again." }],
});

/**
 * The CRM assistant: useChat over /api/crm-assistant with the dashboard as context. Each tool call
 * is validated with the Worker's schema and applied to the dashboard, with a toast (and a chip in
 * the conversation) that undoes exactly that change.
 */
export function useCrmAssistant(stateRef: RefObject<CrmState>, dispatch: (e: CrmEvent) => void) {
  // What happened to each tool call, by id: applied (with its undo), undone, or rejected.
  const [actions, setActions] = useState<Record<string, ActionRecord>>({});
  const record = useCallback(
    (id: string, action: ActionRecord) => setActions((all) => ({ ...all, [id]: action })),
    [],
  );
  // The transport (created once) reads the latest actions through this ref.
  const actionsRef = useRef(actions);
  actionsRef.current = actions;

  const transport = useMemo(
    () =>
      new DefaultChatTransport<UIMessage>({
        api: "/api/crm-assistant",
        prepareSendMessagesRequest: ({ messages }) => {
          const body: CrmAssistantRequest = {
            messages: historyOf(messages, actionsRef.current),
            context: contextOf(stateRef.current),
          };
          return { body };
        },
      }),
    [stateRef],
  );

  const chat = useChat({
    transport,
    messages: [greeting],
    onToolCall: ({ toolCall }) => {
      const id = toolCall.toolCallId;
      const change = toolCallChange(toolCall.toolName, toolCall.input, stateRef.current);
      if ("error" in change) {
        console.error("Assistant action not applied:", change.error);
        record(id, { status: "rejected", message: change.error });
        return;
      }
      dispatch(change.apply);
      let done = false;
      const undo = () => {
        if (done) return;
        done = true;
        dispatch(change.undo);
        record(id, { status: "undone", message: change.message });
      };
      record(id, { status: "applied", message: change.message, undo });
      toast.success(change.message, {
        action: { label: "Undo", onClick: undo },
        ...inOpenDialog(),
      });
    },
    onError: (error) => {
      console.error("CRM assistant failed:", error);
      toast.error("Failed to get response. Please try again.", inOpenDialog());
      chat.setMessages((list) => [...list, apology(list.length)]);
    },
  });
  return { ...chat, actions };
}
