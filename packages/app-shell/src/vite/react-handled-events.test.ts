import type { Rollup } from "vite";
import { HANDLED_EVENTS_PLACEHOLDER, handledEvents, reactHandledEvents } from "./index.js";
import { clientBuild } from "./test-build";

describe("handledEvents", () => {
  it("names each prop's event, in the phase React listens for it", () => {
    expect(handledEvents(["onClick", "onPointerDown", "onTouchStart"])).toBe(
      "click pointerdown submit touchstart",
    );
    expect(handledEvents(["onDoubleClick", "onFocus", "onBlur", "onKeyDownCapture"])).toBe(
      "dblclick focusin focusout keydown:capture submit",
    );
  });

  it("names the events React answers a polyfilled prop from, in the bubble phase", () => {
    expect(handledEvents(["onMouseEnter"])).toBe("mouseout mouseover submit");
    expect(handledEvents(["onPointerLeaveCapture"])).toBe("pointerout pointerover submit");
    expect(handledEvents(["onChange"])).toBe(
      "change click focusin focusout input keydown keyup selectionchange submit",
    );
  });
});

/** An entry with the placeholder, and a route loaded later whose component handles two events. */
const app = {
  "entry.js": `const handled = "${HANDLED_EVENTS_PLACEHOLDER}";
    document.body.dataset.handled = handled;
    import("./route.js").then((route) => route.render());`,
  "route.js": `const jsx = (type, props) => ({ type, props });
    export const render = () => jsx("button", { type: "button", onClick: () => {}, "onMouseEnter": () => {} });
    // React's own code reads props by name: that handles nothing.
    export function listenerOf(name) { switch (name) { case "onMouseDown": case"onWheel": return name; } }`,
};

describe("reactHandledEvents", () => {
  it("writes the events of every module's props in place of the placeholder", async () => {
    const files = await clientBuild(app, [reactHandledEvents()]);
    const entry = [...files.values()].find(
      (file): file is Rollup.OutputChunk => file.type === "chunk" && file.isEntry,
    )!;
    expect(entry.code).not.toContain(HANDLED_EVENTS_PLACEHOLDER);
    expect(entry.code).toContain(`"click mouseout mouseover submit"`);
  }, 60_000);
});
