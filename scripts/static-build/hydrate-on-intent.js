// Loads and hydrates the prerendered page on the visitor's first intent instead of at once, so a
// page costs no JavaScript until someone touches it; `<html data-hydration="load">` pages start
// right after the `load` event instead, and `<html data-hydrate-by="ms">` pages (something timed
// on them) at the latest that long after navigation started. `defer-hydration.mjs` copies this file into each app's
// build and moves React Router's inline module script into the file named by `data-hydrate`.
//
// What the visitor does before React takes over (the app's entry announces that with the
// `hydrationstart` event; from then on React handles events itself) is handed to React once the
// page is hydrated: values typed into fields, boxes toggled, clicks on buttons, the handlers of
// new-tab links (the browser opens the tab itself), and form submissions, which are held back so
// that a form never falls back to a native GET that would put someone's e-mail in the URL.

const html = document.documentElement;
const boot = document.querySelector("script[data-hydrate]");
const INTENTS = [
  "pointerdown",
  "pointermove",
  "touchstart",
  "keydown",
  "focusin",
  "wheel",
  "scroll",
];
const PASSIVE = { capture: true, passive: true };

let started = false;
let reactListens = false;
const typed = new Map();
const toggled = new Map();
const actions = [];

function start() {
  if (started) return;
  started = true;
  for (const type of INTENTS) window.removeEventListener(type, start, PASSIVE);
  import(boot.dataset.hydrate);
}

function rememberField(event) {
  const field = event.target;
  if (reactListens || !(field instanceof HTMLElement) || !("value" in field)) return;
  if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
    toggled.set(field, field.checked);
  } else {
    typed.set(field, field.value);
  }
}

function holdSubmit(event) {
  if (reactListens) return;
  event.preventDefault();
  const { target: form, submitter } = event;
  actions.push(() => form.requestSubmit(submitter ?? undefined));
  start();
}

function rememberClick(event) {
  if (reactListens || !(event.target instanceof Element)) return;
  const control = event.target.closest("button, [role='button'], a[target='_blank']");
  if (
    !control ||
    (control instanceof HTMLButtonElement && control.type === "submit" && control.form)
  )
    return;
  actions.push(() =>
    control instanceof HTMLAnchorElement ? runLinkHandlers(control) : control.click(),
  );
}

/** The browser already opened the link's tab: after hydration only its click handlers run. */
function runLinkHandlers(link) {
  window.addEventListener("click", (event) => event.preventDefault(), {
    capture: true,
    once: true,
  });
  link.click();
}

/**
 * Hands a typed value to React: the field is set through its own `value` property (which React
 * tracks) to something else, then through the prototype's setter (which React does not see), so
 * the event that follows reads as a change, exactly as a keystroke would.
 */
function replayTyping(field, value) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set;
  if (!setter) return;
  field.value = value === "" ? " " : "";
  setter.call(field, value);
  const type = field instanceof HTMLSelectElement ? "change" : "input";
  field.dispatchEvent(new Event(type, { bubbles: true }));
}

/** Hands a toggle to React: a real click from the opposite state, which React reads as a change. */
function replayToggle(box, checked) {
  if (box.type === "radio" && !checked) return;
  box.checked = !checked;
  box.click();
}

function handOver() {
  for (const [field, value] of typed) if (field.isConnected) replayTyping(field, value);
  for (const [box, checked] of toggled) if (box.isConnected) replayToggle(box, checked);
  for (const action of actions) action();
}

if (boot) {
  for (const type of INTENTS) window.addEventListener(type, start, PASSIVE);
  document.addEventListener("input", rememberField, true);
  document.addEventListener("change", rememberField, true);
  document.addEventListener("submit", holdSubmit, true);
  document.addEventListener("click", rememberClick, true);
  window.addEventListener("hydrationstart", () => (reactListens = true), { once: true });

  new MutationObserver((_, observer) => {
    if (html.dataset.hydrated !== "true") return;
    observer.disconnect();
    handOver();
  }).observe(html, { attributes: true, attributeFilter: ["data-hydrated"] });

  const afterLoad = (run) =>
    document.readyState === "complete"
      ? run()
      : window.addEventListener("load", run, { once: true });
  if (html.dataset.hydration === "load") afterLoad(start);
  else if (html.dataset.hydrateBy) {
    afterLoad(() => setTimeout(start, Number(html.dataset.hydrateBy) - performance.now()));
  }
}
