import { isFormField, isToggle, type FormField } from "@agencia/ui/form-rules";
import { HYDRATION_START, whenHydrated } from "./protocol";

/**
 * The early script answers the visitor until React starts; from then on React does (a tap while
 * it hydrates makes it hydrate first, then answer). What the visitor did before React started
 * reaches it once it has hydrated: each field changed gets an `input` event (a component that
 * follows a field reads it with `onInput`), with the value the visitor left in it, which a render
 * caused by the field handed over before may have put back; then the clicks and submissions held
 * for React are replayed, in order.
 */
export interface Handover {
  /** Aborted when React starts: the early script's answers end with it. */
  readonly untilReact: AbortSignal;
  /** Runs `action` once React has hydrated the page (at once if it has). */
  later(action: () => void): void;
}

/** The element again, if React replaced it while hydrating (found by its id). */
function current<T extends Element>(element: T): T | null {
  if (element.isConnected) return element;
  return element.id ? (document.getElementById(element.id) as T | null) : null;
}

/** Plays a click again for React; a link's new tab is not opened twice. */
function replayClick(control: HTMLElement): void {
  if (control instanceof HTMLAnchorElement)
    window.addEventListener("click", (click) => click.preventDefault(), { once: true });
  current(control)?.click();
}

/**
 * Starts holding what the visitor does for React. `answered(control)` tells the clicks the
 * browser or the early script answered in full, which are not played again; a form's submission
 * is the early forms' to hold (forms.ts).
 */
export function startHandover(
  answered: (control: Element) => boolean,
  signal?: AbortSignal,
): Handover {
  const untilReact = new AbortController();
  const stop = () => untilReact.abort();
  signal?.addEventListener("abort", stop, { once: true });
  window.addEventListener(HYDRATION_START, stop, { once: true, signal: untilReact.signal });

  /** Each field changed, with what the visitor left in it. */
  const changed = new Map<FormField, string | boolean>();
  const actions: (() => void)[] = [];
  let hydrated = false;

  const listening = { capture: true, signal: untilReact.signal };
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
    hydrated = true;
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
    later(action) {
      if (hydrated) action();
      else actions.push(action);
    },
  };
}
