import { useState, useSyncExternalStore } from "react";
import { type CrmEvent, type CrmState, crmReducer } from "./crm-state";

/**
 * The dashboard's data as a tiny external store: the dashboard renders it, and the assistant
 * reads the current state when it sends a request or applies (or undoes) a tool call, without a
 * ref written during render.
 */
export interface CrmStore {
  getState: () => CrmState;
  dispatch: (event: CrmEvent) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createCrmStore(initial: CrmState): CrmStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    dispatch(event) {
      state = crmReducer(state, event);
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The store's current state, re-rendering on each change. */
export function useCrmState(store: CrmStore): CrmState {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}

/** A store created once for the component's life, and its state. */
export function useCrmStore(initial: () => CrmState) {
  const [store] = useState(() => createCrmStore(initial()));
  return { store, state: useCrmState(store) };
}
