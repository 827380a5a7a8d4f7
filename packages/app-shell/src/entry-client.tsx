// Both apps' client entry, which the early script imports when the page's policy says.
import { startTransition, StrictMode, useEffect, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { HYDRATED, HYDRATION_START } from "./early/protocol";

function Hydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset[HYDRATED] = "true";
  }, []);
  return children;
}

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
      // The prerendered HTML must say what React renders, so a difference is a bug to see.
      onRecoverableError: (error) => console.error("Hidratación:", error),
    },
  );
});
