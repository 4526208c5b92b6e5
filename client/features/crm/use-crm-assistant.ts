import { useChat } from "@ai-sdk/react";
import { DefaultChatTransport } from "ai";
import { type RefObject, useCallback, useMemo, useRef, useState } from "react";
import type { CrmAssistantRequest, CrmMessage } from "#contracts/crm";
import { prototypeCopy } from "../../../content/prototype";
import { replaceToast, toast } from "../../lib/toast";
import { type AppliedChange, toolCallChange } from "./apply-tool-call";
import { type ActionRecord, contextOf, historyOf } from "./assistant-history";
import type { CrmState } from "./crm-state";
import type { CrmStore } from "./crm-store";
import { localDay } from "./local-day";

const greeting: CrmMessage = {
  id: "greeting",
  role: "assistant",
  parts: [{ type: "text", text: prototypeCopy.greeting }],
};

const apology = (n: number): CrmMessage => ({
  id: `error-${n}`,
  role: "assistant",
  parts: [{ type: "text", text: "Sorry, I encountered an error. Please try again." }],
});

/** The toast slot of the assistant's actions: each new one replaces the last, never a stack. */
export const ACTION_TOAST = "crm-assistant-action";

/** Beside the docked assistant on wide screens; above the bottom sheet on phones. */
const toastPosition = () =>
  window.matchMedia("(min-width: 1024px)").matches ? "bottom-left" : "top-center";

/**
 * The CRM assistant: useChat over /api/crm-assistant with the dashboard as context. Each tool call
 * is validated with the contract's schema and applied to the dashboard, with one toast (and a
 * chip in the conversation) whose Undo reverts exactly that change while it still fits.
 */
/**
 * What happened to each tool call, by id: applied (with its undo), undone, or rejected. The
 * transport (created once) reads the newest record from `latest`, written with the state.
 */
function useActionLog() {
  const [actions, setActions] = useState<Record<string, ActionRecord>>({});
  const latest = useRef(actions);
  const record = useCallback((id: string, action: ActionRecord) => {
    latest.current = { ...latest.current, [id]: action };
    setActions(latest.current);
  }, []);
  return { actions, latest, record };
}

/**
 * What the assistant is sent: the conversation (with what each action did), the dashboard, and
 * the page's date in the visitor's time zone (what "tomorrow" and "next month" are read from).
 */
export function assistantRequest(
  messages: CrmMessage[],
  actions: Record<string, ActionRecord>,
  state: CrmState,
  now = new Date(),
): CrmAssistantRequest {
  return {
    messages: historyOf(messages, actions),
    context: contextOf(state),
    today: localDay(now),
  };
}

function crmTransport(store: CrmStore, actions: RefObject<Record<string, ActionRecord>>) {
  return new DefaultChatTransport<CrmMessage>({
    api: "/api/crm-assistant",
    prepareSendMessagesRequest: ({ messages }) => ({
      body: assistantRequest(messages, actions.current, store.getState()),
    }),
  });
}

export function useCrmAssistant(store: CrmStore) {
  const { actions, latest: latestActions, record } = useActionLog();

  const transport = useMemo(() => crmTransport(store, latestActions), [store, latestActions]);

  const undoOf = useCallback(
    (id: string, change: AppliedChange) => {
      let done = false;
      return () => {
        if (done) return;
        const stale = change.staleIn(store.getState());
        if (stale) {
          replaceToast(ACTION_TOAST, "error", `Can't undo: ${stale}`, {
            position: toastPosition(),
          });
          return;
        }
        done = true;
        store.dispatch(change.undo);
        record(id, { status: "undone", message: change.message });
      };
    },
    [store, record],
  );

  const chat = useChat<CrmMessage>({
    transport,
    messages: [greeting],
    onToolCall: ({ toolCall }) => {
      const id = toolCall.toolCallId;
      const change = toolCallChange(toolCall.toolName, toolCall.input, store.getState());
      if ("error" in change) {
        console.error("Assistant action not applied:", change.error);
        record(id, { status: "rejected", message: change.error });
        return;
      }
      store.dispatch(change.apply);
      const undo = undoOf(id, change);
      record(id, { status: "applied", message: change.message, undo, staleIn: change.staleIn });
      replaceToast(ACTION_TOAST, "success", change.message, {
        position: toastPosition(),
        action: { label: "Undo", onClick: undo },
      });
    },
    onError: (error) => {
      console.error("CRM assistant failed:", error);
      toast.error("Failed to get response. Please try again.", { position: toastPosition() });
      chat.setMessages((list) => [...list, apology(list.length)]);
    },
  });
  return { ...chat, actions };
}
