import MagicString from "magic-string";
import { HANDLED_EVENTS_PLACEHOLDER } from "./handled-events-placeholder.js";

/**
 * The React props that React answers from events of other names (its own registrations): a
 * mouse entering is seen in `mouseover` and `mouseout`, a change in a dozen events. React reads
 * these in its bubble-phase dispatch, their `…Capture` props too.
 * @type {Record<string, string[]>}
 */
const POLYFILLED = {
  MouseEnter: ["mouseout", "mouseover"],
  MouseLeave: ["mouseout", "mouseover"],
  PointerEnter: ["pointerout", "pointerover"],
  PointerLeave: ["pointerout", "pointerover"],
  Change: [
    "change",
    "click",
    "focusin",
    "focusout",
    "input",
    "keydown",
    "keyup",
    "selectionchange",
  ],
  Select: [
    "contextmenu",
    "dragend",
    "focusin",
    "focusout",
    "keydown",
    "keyup",
    "mousedown",
    "mouseup",
    "selectionchange",
  ],
  BeforeInput: ["compositionend", "keypress", "paste", "textInput"],
  CompositionEnd: ["compositionend", "focusout", "keydown", "keypress", "keyup", "mousedown"],
  CompositionStart: ["compositionstart", "focusout", "keydown", "keypress", "keyup", "mousedown"],
  CompositionUpdate: ["compositionupdate", "focusout", "keydown", "keypress", "keyup", "mousedown"],
};

/** Props whose event is not their name in lower case. @type {Record<string, string>} */
const RENAMED = { DoubleClick: "dblclick", Focus: "focusin", Blur: "focusout" };

/** React 19 submits a form whose `action` is a function from the `submit` event, with no prop. */
const ALWAYS = ["submit"];

/**
 * An event prop as it stands in compiled code: a key of an object (`{ onClick: … }`, what JSX
 * compiles to), quoted or not. Not a `case "onClick":` (React's own code reads props there).
 */
const EVENT_PROP = /(?<![\w$.]|case\s*["']?)["']?(on[A-Z][A-Za-z]*)["']?\s*:/g;

/**
 * The events React's root must hear for the given event props (`["onClick", "onMouseEnter"]`):
 * "type" for its bubble-phase listener, "type:capture" for its capture-phase one (a `…Capture`
 * prop), space-separated.
 * @param {Iterable<string>} props
 * @returns {string}
 */
export function handledEvents(props) {
  const heard = new Set(ALWAYS);
  for (const prop of props) {
    const capture = prop.endsWith("Capture");
    const name = prop.slice(2, capture ? -"Capture".length : undefined);
    if (POLYFILLED[name]) for (const type of POLYFILLED[name]) heard.add(type);
    else {
      const type = RENAMED[name] ?? name.toLowerCase();
      heard.add(capture ? `${type}:capture` : type);
    }
  }
  return [...heard].sort().join(" ");
}

/**
 * Writes into the client build the events the app's components handle, for the client entry to
 * keep only React's root listeners for those once the page has hydrated (../react-root-listeners.ts).
 *
 * React listens at its root for every event it supports, in both phases: 143 listeners on the
 * document, of which the apps need 16 or 17. Each touch, click and scroll ran React's dispatch for
 * events no component asks for: a filled-in form's submit tap spent 13–18 ms in event handlers at
 * CPU 4×, 11–13 ms with the list (the inline-script page: 7–10 ms). The list is read from every module of the build, after its transforms (the
 * event props of JSX and of the libraries' compiled code alike), so a component that starts
 * handling an event is heard without anyone keeping a list. A prop set under a computed name
 * (`{ ["on" + name]: … }`) would not be seen: the apps and their libraries have none.
 *
 * `unheard` names event props that the root need not hear: those of the modules whose id
 * `module` matches (only the named `props`, when given), for a reason the caller writes beside it.
 *
 * Plain JavaScript: Vite loads the apps' configurations, and what they import, with Node.
 * @param {{ unheard?: { module: RegExp, props?: string[] }[] }} [options]
 * @returns {import("vite").Plugin}
 */
export function reactHandledEvents({ unheard = [] } = {}) {
  /** @param {string} id @param {string} prop */
  const isUnheard = (id, prop) =>
    unheard.some(({ module, props }) => module.test(id) && (!props || props.includes(prop)));
  return {
    name: "agencia:react-handled-events",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    renderChunk(code) {
      if (!code.includes(HANDLED_EVENTS_PLACEHOLDER)) return null;
      const props = new Set();
      for (const id of this.getModuleIds())
        for (const [, prop] of (this.getModuleInfo(id)?.code ?? "").matchAll(EVENT_PROP))
          if (!isUnheard(id, prop)) props.add(prop);
      const list = handledEvents(props);
      const edited = new MagicString(code);
      edited.replaceAll(HANDLED_EVENTS_PLACEHOLDER, list);
      return { code: edited.toString(), map: edited.generateMap({ hires: true }) };
    },
  };
}
