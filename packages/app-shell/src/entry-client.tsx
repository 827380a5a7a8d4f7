// The client entry of both apps (each app's app/entry.client.tsx imports this module). The page
// is prerendered; the early script (./early) runs it on the visitor's first intent, or as the
// route's policy says, and hands React whatever the visitor did before.
import { startTransition, StrictMode, useEffect, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { HYDRATED, HYDRATION_START } from "./early/protocol";
import { keepHandled, recordListeners } from "./react-root-listeners";
import { HANDLED_EVENTS_PLACEHOLDER } from "./vite/handled-events-placeholder.js";

/** The events the app's components handle: the client build writes them here. */
const HANDLED_EVENTS = HANDLED_EVENTS_PLACEHOLDER;

let reactListeners: ReturnType<typeof recordListeners> = [];

/**
 * Marks the document hydrated once every effect of the first render has run; from then on
 * React's root listens only for the events the app handles.
 */
function Hydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    keepHandled(document, reactListeners, HANDLED_EVENTS);
    document.documentElement.dataset[HYDRATED] = "true";
  }, []);
  return children;
}

// From here on React listens; the early script stops answering for it once hydration is done.
window.dispatchEvent(new Event(HYDRATION_START));

startTransition(() => {
  reactListeners = recordListeners(document, () =>
    hydrateRoot(
      document,
      <StrictMode>
        <Hydrated>
          <HydratedRouter />
        </Hydrated>
      </StrictMode>,
      {
        // The prerendered HTML must say what React renders; a difference is a bug to see in the console.
        onRecoverableError: (error) => console.error("Hidratación:", error),
      },
    ),
  );
});
