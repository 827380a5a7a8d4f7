/**
 * React listens at its root for every event it supports, in both phases, though the apps handle
 * a few: each touch, click and scroll ran React's dispatch for events no component asks for. The
 * client build lists the events the app's components handle (`reactHandledEvents`, ./vite), and
 * once the page has hydrated React's root keeps only its listeners for those. Until then it keeps
 * them all: while hydrating, React's capture-phase listeners hydrate the part a tap lands on first.
 * (A Suspense boundary left dehydrated after the first render would lose that; in the apps, what
 * loads lazily renders only on the client, as the cart's lines.)
 */

interface Listener {
  type: string;
  listener: EventListenerOrEventListenerObject;
  options?: boolean | AddEventListenerOptions;
}

/** Runs `run` (React creating its root on `root`) and answers the listeners it added to `root`. */
export function recordListeners(root: EventTarget, run: () => void): Listener[] {
  const added: Listener[] = [];
  const own = Object.getOwnPropertyDescriptor(root, "addEventListener");
  const add = root.addEventListener;
  root.addEventListener = (type, listener, options) => {
    if (listener) added.push({ type, listener, options });
    add.call(root, type, listener, options);
  };
  try {
    run();
  } finally {
    if (own) Object.defineProperty(root, "addEventListener", own);
    else Reflect.deleteProperty(root, "addEventListener");
  }
  return added;
}

/**
 * Removes from `root` the `listeners` (recordListeners) for events `handled` does not list:
 * "type" keeps a bubble-phase listener, "type:capture" a capture-phase one. `handled` is the
 * client build's list, space-separated; anything else keeps them all: the placeholder the build
 * replaces, in development and tests (told by its form, not by name: the build replaces its every
 * occurrence).
 */
export function keepHandled(root: EventTarget, listeners: Listener[], handled: string): void {
  if (!/^[a-zA-Z]+(:capture)?( [a-zA-Z]+(:capture)?)*$/.test(handled)) return;
  const heard = new Set(handled.split(" "));
  for (const { type, listener, options } of listeners) {
    const capture = typeof options === "boolean" ? options : options?.capture === true;
    if (!heard.has(capture ? `${type}:capture` : type))
      root.removeEventListener(type, listener, options);
  }
}
