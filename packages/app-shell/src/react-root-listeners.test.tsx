// @vitest-environment jsdom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { keepHandled, recordListeners } from "./react-root-listeners";
import { HANDLED_EVENTS_PLACEHOLDER } from "./vite/handled-events-placeholder.js";

// React warns outside act() unless told it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A React root on a fresh container, its listeners recorded, and what its handlers heard. */
function renderApp() {
  const container = document.createElement("div");
  document.body.replaceChildren(container);
  const heard: string[] = [];
  const root = { current: null as ReturnType<typeof createRoot> | null };
  const listeners = recordListeners(container, () => (root.current = createRoot(container)));
  act(() =>
    root.current!.render(
      <button
        type="button"
        onClick={() => heard.push("click")}
        onMouseEnter={() => heard.push("mouseenter")}
        onPointerDown={() => heard.push("pointerdown")}
      >
        Enviar
      </button>,
    ),
  );
  const button = container.querySelector("button")!;
  const gesture = () => {
    button.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    button.dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
    button.click();
  };
  return {
    container,
    listeners,
    heard,
    gesture,
    unmount: () => act(() => root.current!.unmount()),
  };
}

describe("React's root listeners", () => {
  it("records every listener React adds to its root, and leaves addEventListener as it was", () => {
    const { container, listeners, unmount } = renderApp();
    expect(Object.hasOwn(container, "addEventListener")).toBe(false);
    const types = new Set(listeners.map(({ type }) => type));
    expect(listeners.length).toBeGreaterThan(100);
    for (const type of ["click", "pointerdown", "mouseover", "touchend", "scroll"])
      expect(types).toContain(type);
    unmount();
  });

  it("keeps only the handled events' listeners, and the handlers for those still run", () => {
    const { container, listeners, heard, gesture, unmount } = renderApp();
    const removed = vi.spyOn(container, "removeEventListener");
    keepHandled(container, listeners, "click mouseout mouseover submit");
    expect(removed).toHaveBeenCalledTimes(listeners.length - 4);
    gesture();
    expect(heard).toEqual(["mouseenter", "click"]);
    unmount();
  });

  it("keeps a capture-phase listener only when listed as such", () => {
    const { container, listeners, unmount } = renderApp();
    const removed = vi.spyOn(container, "removeEventListener");
    keepHandled(container, listeners, "click:capture");
    const kept = listeners.filter(
      (listener) => !removed.mock.calls.some(([, removedOne]) => removedOne === listener.listener),
    );
    expect(kept).toEqual([{ type: "click", listener: expect.any(Function), options: true }]);
    unmount();
  });

  it("keeps them all with the placeholder the client build had not replaced", () => {
    const { listeners, container, heard, gesture, unmount } = renderApp();
    const removed = vi.spyOn(container, "removeEventListener");
    keepHandled(container, listeners, HANDLED_EVENTS_PLACEHOLDER);
    expect(removed).not.toHaveBeenCalled();
    gesture();
    expect(heard).toEqual(["pointerdown", "mouseenter", "click"]);
    unmount();
  });
});
