import { useChat } from "@ai-sdk/react";
import { DefaultChatTransport, type UIMessage } from "ai";
import { type RefObject, useMemo, useState } from "react";
import { toast } from "sonner";
import { prototypeCopy } from "../../../content/prototype";
import type { AssistantContext } from "../../../worker/contracts/crm";
import { toolCallChange } from "./apply-tool-call";
import type { CrmEvent, CrmState } from "./crm-state";

const text = (m: UIMessage) => m.parts.map((p) => (p.type === "text" ? p.text : "")).join("");

const greeting: UIMessage = {
  id: "greeting",
  role: "assistant",
  parts: [{ type: "text", text: prototypeCopy.greeting }],
};

function contextOf(state: CrmState): AssistantContext {
  return {
    opportunities: state.opportunities,
    recentActivities: state.activities
      .slice(0, 5)
      .map(({ type, contact, subject }) => ({ type, contact, subject })),
  };
}

/**
 * The CRM assistant: useChat over /api/crm-assistant with the dashboard as context; each tool
 * call is validated and applied to the dashboard, with a toast that can undo it.
 */
export interface AppliedAction {
  id: string;
  message: string;
  undone: boolean;
  undo: () => void;
}

export function useCrmAssistant(stateRef: RefObject<CrmState>, dispatch: (e: CrmEvent) => void) {
  // What the assistant changed, in order: listed in the dialog with its own Undo (toasts behind
  // the modal dialog cannot be clicked while it is open).
  const [applied, setApplied] = useState<AppliedAction[]>([]);
  const transport = useMemo(
    () =>
      new DefaultChatTransport<UIMessage>({
        api: "/api/crm-assistant",
        prepareSendMessagesRequest: ({ messages }) => ({
          body: {
            messages: messages
              .map((m) => ({ role: m.role, content: text(m) }))
              .filter((m) => (m.role === "user" || m.role === "assistant") && m.content.trim())
              .slice(-40),
            context: contextOf(stateRef.current),
          },
        }),
      }),
    [stateRef],
  );

  const chat = useChat({
    transport,
    messages: [greeting],
    onToolCall: ({ toolCall }) => {
      const change = toolCallChange(toolCall.toolName, toolCall.input, stateRef.current);
      if ("error" in change) {
        console.error("Assistant action not applied:", change.error);
        toast.error(`Couldn't apply that: ${change.error}`);
        return;
      }
      dispatch(change.apply);
      const id = toolCall.toolCallId;
      let done = false;
      const undo = () => {
        if (done) return;
        done = true;
        dispatch(change.undo);
        setApplied((list) => list.map((a) => (a.id === id ? { ...a, undone: true } : a)));
      };
      setApplied((list) => [...list, { id, message: change.message, undone: false, undo }]);
      toast.success(change.message, { action: { label: "Undo", onClick: undo } });
    },
    onError: (error) => {
      console.error("CRM assistant failed:", error);
      toast.error("Failed to get response. Please try again.");
      chat.setMessages((list) => [
        ...list,
        {
          id: `error-${list.length}`,
          role: "assistant",
          parts: [{ type: "text", text: "Sorry, I encountered an error. Please try again." }],
        },
      ]);
    },
  });
  return { ...chat, text, applied };
}
