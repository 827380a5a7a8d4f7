import { isFormField, isToggle, type FormField } from "@agencia/ui/form-rules";
import { HYDRATION_START, whenHydrated } from "./protocol";

/**
 * Once React has hydrated, it learns what the visitor did before it started: each changed field
 * gets an `input` event with the value the visitor left, then held clicks and submissions replay.
 */
export interface Handover {
  /** Aborted when React starts: the early script's answers end with it. */
  readonly untilReact: AbortSignal;
  later(action: () => void): void;
}

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
  const stop = () => untilReact.abort();
  signal?.addEventListener("abort", stop, { once: true });
  window.addEventListener(HYDRATION_START, stop, { once: true, signal: untilReact.signal });

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
