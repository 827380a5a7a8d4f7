import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// From here on React handles the visitor's events itself; the prerendered page's loader
// (scripts/static-build/hydrate-on-intent.js) stops keeping them for it.
window.dispatchEvent(new Event("hydrationstart"));

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
