import { isFormField, isToggle, type FormField } from "@agencia/ui/form-rules";
import { HYDRATION_START, whenHydrated } from "./protocol";

/**
 * Once React has hydrated, it learns what the visitor did before: each changed field gets an
 * `input` event with the value the visitor left, then held clicks and submissions replay.
 */
export interface Handover {
  /** Aborted when React starts: from then on the page's DOM is React's to change. */
  readonly untilReact: AbortSignal;
  /** Aborted once React has hydrated: until then the early script answers the visitor. */
  readonly untilHydrated: AbortSignal;
  later(action: () => void): void;
}

/**
 * The events of a tap, a key and a form. While React hydrates they stop at the window, where the
 * early script answers them: reaching React, the first of them would make it hydrate the whole
 * page inside the visitor's tap. Whatever else must hear the visitor then listens on the window.
 */
const VISITOR_EVENTS = (
  "pointerover pointerout pointermove pointerdown pointerup gotpointercapture lostpointercapture " +
  "touchstart touchend mouseover mouseout mousemove mousedown mouseup click keydown keyup " +
  "focusin focusout beforeinput input change invalid submit"
).split(" ");

/** React may replace an element while hydrating; its id finds the new one. */
function current<T extends Element>(element: T): T | null {
  if (element.isConnected) return element;
  return element.id ? (document.getElementById(element.id) as T | null) : null;
}

/** A link's new tab must not open twice. */
function replayClick(control: HTMLElement): void {
  if (control instanceof HTMLAnchorElement)
    window.addEventListener("click", (click) => click.preventDefault(), { once: true });
  current(control)?.click();
}

/** `answered` names clicks already answered in full, which are not replayed; forms.ts holds submissions. */
export function startHandover(
  answered: (control: Element) => boolean,
  signal?: AbortSignal,
): Handover {
  const untilReact = new AbortController();
  const untilHydrated = new AbortController();
  for (const until of [untilReact, untilHydrated])
    signal?.addEventListener("abort", () => until.abort());
  const keep = (event: Event) => event.stopPropagation();
  const untilItHydrates = { capture: true, passive: true, signal: untilHydrated.signal };
  const reactStarts = () => {
    untilReact.abort();
    for (const type of VISITOR_EVENTS) window.addEventListener(type, keep, untilItHydrates);
  };
  window.addEventListener(HYDRATION_START, reactStarts, { once: true, signal: untilReact.signal });

  const changed = new Map<FormField, string | boolean>();
  const actions: (() => void)[] = [];

  const listening = { capture: true, signal: untilHydrated.signal };
  const remember = ({ target }: Event) => {
    if (isFormField(target)) changed.set(target, isToggle(target) ? target.checked : target.value);
  };
  window.addEventListener("input", remember, listening);
  window.addEventListener("change", remember, listening);
  window.addEventListener(
    "click",
    (event) => {
      if (!(event.target instanceof Element)) return;
      const control = event.target.closest<HTMLElement>(
        "button, [role='button'], a[target='_blank']",
      );
      if (!control || answered(control)) return;
      if (control instanceof HTMLButtonElement && control.type === "submit" && control.form) return;
      actions.push(() => replayClick(control));
    },
    listening,
  );

  whenHydrated(() => {
    untilHydrated.abort();
    for (const [field, left] of changed) {
      const now = current(field);
      if (!now) continue;
      if (typeof left === "boolean") (now as HTMLInputElement).checked = left;
      else now.value = left;
      now.dispatchEvent(new Event("input", { bubbles: true }));
    }
    for (const action of actions.splice(0)) action();
  }, signal);

  return {
    untilReact: untilReact.signal,
    untilHydrated: untilHydrated.signal,
    later(action) {
      if (untilHydrated.signal.aborted) action();
      else actions.push(action);
    },
  };
}
