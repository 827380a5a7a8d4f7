import { HYDRATION_START, isHydrated } from "./protocol";

/**
 * The events the early script keeps from React until it has hydrated the page; what they meant is
 * handed over afterwards:
 * - those on which React hydrates the whole page at once, in one long task, if they reach it
 *   while it is still hydrating (react-dom's `discreteReplayableEvents`): the page stays
 *   responsive;
 * - `submit`: React runs a form's handler as soon as it has rendered the form, before it commits
 *   the page, while the early script holds the same submission for the handover: React's guard
 *   ignored the handed-over one, and the handover undid React's sending state.
 */
const KEPT_FROM_HYDRATING_REACT = [
  "submit",
  "mousedown",
  "mouseup",
  "touchcancel",
  "touchend",
  "touchstart",
  "auxclick",
  "dblclick",
  "pointercancel",
  "pointerdown",
  "pointerup",
  "dragend",
  "dragstart",
  "drop",
  "compositionend",
  "compositionstart",
  "keydown",
  "keypress",
  "keyup",
  "input",
  "textInput",
  "copy",
  "cut",
  "paste",
  "click",
  "change",
  "contextmenu",
  "reset",
];

/**
 * The events of a gesture that React, still hydrating, can only queue or drop (no component of
 * ours listens to any of them before hydration): each would still run React's whole event path,
 * compiled for the first time, inside the visitor's tap or scroll. Kept from it too.
 */
const IDLE_FOR_HYDRATING_REACT = [
  "pointerover",
  "pointerout",
  "pointermove",
  "gotpointercapture",
  "lostpointercapture",
  "mouseover",
  "mouseout",
  "mousemove",
  "focusin",
  "focusout",
  "touchmove",
  "wheel",
  "transitionrun",
  "transitionstart",
  "transitionend",
  "animationstart",
  "animationend",
];

const SHIELDED = [...KEPT_FROM_HYDRATING_REACT, ...IDLE_FOR_HYDRATING_REACT];

/** Answers to the visitor before React does, then hands over to React. */
export interface Handover {
  /** True until React has hydrated the page: until then the early script answers for it. */
  readonly early: boolean;
  /**
   * Aborted at the handover (or when the early script ends): the listeners that only answer
   * before React end with it, so that no leftover runs in the visitor's taps after hydration.
   */
  readonly whileEarly: AbortSignal;
  /** Runs `action` once React has hydrated the page, after the values typed before it. */
  later(action: () => void): void;
  /**
   * From React's start until it has hydrated, keeps from it the events it must not answer yet
   * (`KEPT_FROM_HYDRATING_REACT`) and those it could only queue (`IDLE_FOR_HYDRATING_REACT`).
   * The listeners that do it are added at React's start, not before: an event that no listener
   * wants is not dispatched at all, and a tap before then (a pointer's over, capture and up, the
   * compatibility mouse events, focus, a transition) stays as cheap as on a page without script.
   */
  shieldReact(): void;
}

/** A control's field, found again if React replaced the element while hydrating. */
function current<T extends Element>(element: T): T | null {
  if (element.isConnected) return element;
  return element.id ? (document.getElementById(element.id) as T | null) : null;
}

/**
 * Hands a typed value to React: the field is set through its own `value` property (which React
 * tracks) to something else, then through the prototype's setter (which React does not see), so
 * the event that follows reads as a change, exactly as a keystroke would.
 */
function replayTyping(
  field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement,
  value: string,
) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set;
  if (!setter) return;
  field.value = value === "" ? " " : "";
  setter.call(field, value);
  field.dispatchEvent(
    new Event(field instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }),
  );
}

/** Hands a toggle to React: a real click from the opposite state, which React reads as a change. */
function replayToggle(box: HTMLInputElement, checked: boolean) {
  if (box.type === "radio" && !checked) return;
  box.checked = !checked;
  box.click();
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement ||
  target instanceof HTMLTextAreaElement ||
  target instanceof HTMLSelectElement;
const isToggle = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio");

/**
 * Starts holding what the visitor does for React: values typed and boxes ticked (handed over as
 * changes), and `later` actions (a held submit, a button's click), all run in order once
 * `<html data-hydrated>` says React has hydrated the page. `answered(target)` tells the clicks the
 * early script or the browser already answered in full, which are not handed over again.
 */
export function startHandover(
  answered: (target: Element) => boolean,
  signal?: AbortSignal,
): Handover {
  const typed = new Map<Field, string>();
  const toggled = new Map<HTMLInputElement, boolean>();
  const actions: (() => void)[] = [];
  let early = true;
  const earlyOnly = new AbortController();
  signal?.addEventListener("abort", () => earlyOnly.abort(), { once: true });

  const remember = (event: Event) => {
    const field = event.target;
    if (!isField(field)) return;
    if (isToggle(field)) toggled.set(field, field.checked);
    else typed.set(field, field.value);
  };

  const rememberClick = (event: MouseEvent) => {
    if (!(event.target instanceof Element)) return;
    const control = event.target.closest("button, [role='button'], a[target='_blank']");
    if (!control || answered(control)) return;
    if (control instanceof HTMLButtonElement && control.type === "submit" && control.form) return;
    // A new tab opened by the browser itself: after hydration only the link's handlers run.
    if (control instanceof HTMLAnchorElement) {
      actions.push(() => {
        window.addEventListener("click", (click) => click.preventDefault(), {
          capture: true,
          once: true,
        });
        current(control)?.click();
      });
    } else {
      actions.push(() => (current(control) as HTMLElement | null)?.click());
    }
  };

  /** While React hydrates, an event it must not answer yet waits for the handover. */
  const shield = (event: Event) => event.stopPropagation();

  const captureWhileEarly = { capture: true, signal: earlyOnly.signal };
  window.addEventListener("input", remember, captureWhileEarly);
  window.addEventListener("change", remember, captureWhileEarly);
  window.addEventListener("click", rememberClick, captureWhileEarly);

  const handOver = () => {
    early = false;
    earlyOnly.abort(); // the shields too
    for (const [field, value] of typed) {
      const now = current(field);
      if (now) replayTyping(now, value);
    }
    for (const [box, checked] of toggled) {
      const now = current(box);
      if (now) replayToggle(now, checked);
    }
    for (const action of actions.splice(0)) action();
  };

  if (isHydrated()) handOver();
  else {
    const observer = new MutationObserver(() => {
      if (!isHydrated()) return;
      observer.disconnect();
      handOver();
    });
    observer.observe(document.documentElement, {
      attributes: true,
      attributeFilter: ["data-hydrated"],
    });
    signal?.addEventListener("abort", () => observer.disconnect());
  }

  return {
    get early() {
      return early;
    },
    whileEarly: earlyOnly.signal,
    later(action) {
      if (early) actions.push(action);
      else action();
    },
    shieldReact() {
      // After the handover, a listener added with the aborted signal is not added at all.
      const shieldAll = () => {
        // Passive: a listener on the window that might cancel a touch or the wheel delays scrolling.
        for (const type of SHIELDED)
          window.addEventListener(type, shield, { ...captureWhileEarly, passive: true });
      };
      window.addEventListener(HYDRATION_START, shieldAll, { once: true, signal });
    },
  };
}
