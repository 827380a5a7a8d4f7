import { createContext, useSyncExternalStore } from "react";

/**
 * Whether a form is sending, as a small store: only what shows it (the submit button, a field
 * disabled meanwhile) renders again when it changes, not the whole form, so that a tap on «Enviar»
 * is answered at once.
 */
export interface SendingState {
  readonly current: boolean;
  set(sending: boolean): void;
  subscribe(listener: () => void): () => void;
}

export function sendingState(): SendingState {
  let current = false;
  const listeners = new Set<() => void>();
  return {
    get current() {
      return current;
    },
    set(sending) {
      if (sending === current) return;
      current = sending;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Whether the form is sending, rendering again when that changes. */
export function useSending(state: SendingState): boolean {
  return useSyncExternalStore(
    state.subscribe,
    () => state.current,
    () => state.current,
  );
}

const NEVER_SENDING = sendingState();

/** The sending state of the form around (`<FormFrame>` provides it). */
export const SendingContext = createContext<SendingState>(NEVER_SENDING);
