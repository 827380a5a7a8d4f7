// Both apps' client entry, which the early script imports when the page's policy says.
import { startTransition, StrictMode, useEffect, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { HYDRATION_START, markHydrated } from "./early/protocol";

function Hydrated({ children }: { children: ReactNode }) {
  useEffect(markHydrated, []);
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
