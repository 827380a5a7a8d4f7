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

/** The handled-events list a build of `app` with the plugin (given `options`) writes. */
async function listWritten(options?: Parameters<typeof reactHandledEvents>[0]) {
  const files = await clientBuild(app, [reactHandledEvents(options)]);
  const entry = [...files.values()].find(
    (file): file is Rollup.OutputChunk => file.type === "chunk" && file.isEntry,
  )!;
  expect(entry.code).not.toContain(HANDLED_EVENTS_PLACEHOLDER);
  return /const handled = "([^"]*)"/.exec(entry.code)?.[1];
}

describe("reactHandledEvents", () => {
  it("writes the events of every module's props in place of the placeholder", async () => {
    expect(await listWritten()).toBe("click mouseout mouseover submit");
  }, 60_000);

  it("leaves out the props it is told the root need not hear, of a module or all of them", async () => {
    expect(
      await listWritten({ unheard: [{ module: /route\.js$/, props: ["onMouseEnter"] }] }),
    ).toBe("click submit");
    expect(await listWritten({ unheard: [{ module: /route\.js$/ }] })).toBe("submit");
    expect(await listWritten({ unheard: [{ module: /other\.js$/ }] })).toBe(
      "click mouseout mouseover submit",
    );
  }, 60_000);
});
