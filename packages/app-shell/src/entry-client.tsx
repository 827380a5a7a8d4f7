// The client entry of both apps (each app's app/entry.client.tsx imports this module). The page
// is prerendered; the early script (./early) runs it on the visitor's first intent, or as the
// route's policy says, and hands React whatever the visitor did before.
import { startTransition, StrictMode, useEffect, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { HYDRATED, HYDRATION_START } from "./early/protocol";

/** Marks the document hydrated once every effect of the first render has run. */
function Hydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset[HYDRATED] = "true";
  }, []);
  return children;
}

// From here on React listens; the early script stops answering for it.
window.dispatchEvent(new Event(HYDRATION_START));

startTransition(() => {
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
  );
});
