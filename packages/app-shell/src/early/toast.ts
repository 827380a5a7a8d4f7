import { TOAST_WAITING } from "@agencia/ui/toast-waiting";

/** A toast as the app's toaster takes it (`@agencia/ui/toaster`). */
export interface ToastMessage {
  title: string;
  description?: string;
  variant?: "default" | "success" | "destructive";
}

/** As long as the app's toaster keeps one on screen. */
const DURATION_MS = 4000;

let current: {
  element: HTMLElement;
  timer: ReturnType<typeof setTimeout>;
  closing: AbortController;
} | null = null;

export function dismissEarlyToast(): void {
  if (!current) return;
  clearTimeout(current.timer);
  current.closing.abort();
  current.element.remove();
  current = null;
}

/**
 * Shows a toast before React has taken over (styles: ../styles.css), in the place and look of the
 * app's own. At most one at a time, like the app's: a new one replaces the old.
 */
export function showEarlyToast({ title, description, variant = "default" }: ToastMessage): void {
  dismissEarlyToast();
  const element = document.createElement("div");
  element.className = "early-toast";
  element.dataset.variant = variant;
  element.setAttribute("role", variant === "destructive" ? "alert" : "status");
  const heading = document.createElement("p");
  heading.className = "early-toast-title";
  heading.textContent = title;
  element.append(heading);
  if (description) {
    const text = document.createElement("p");
    text.className = "early-toast-description";
    text.textContent = description;
    element.append(text);
  }
  const close = document.createElement("button");
  close.type = "button";
  close.className = "early-toast-close";
  close.setAttribute("aria-label", "Cerrar aviso");
  close.textContent = "×";
  element.append(close);
  document.body.append(element);
  // On the window, capturing: it answers while React hydrates too, when the early script keeps
  // clicks from everything below the window (handover.ts).
  const closing = new AbortController();
  window.addEventListener(
    "click",
    (event) => {
      if (event.target instanceof Node && close.contains(event.target)) dismissEarlyToast();
    },
    { capture: true, signal: closing.signal },
  );
  current = { element, timer: setTimeout(dismissEarlyToast, DURATION_MS), closing };
}

/** A toast a form declares in its attributes (`data-<kind>-title`, `data-<kind>-description`). */
export function declaredToast(
  form: HTMLFormElement,
  kind: "invalid" | "notice",
): ToastMessage | null {
  const title = form.getAttribute(`data-${kind}-title`);
  if (!title) return null;
  const description = form.getAttribute(`data-${kind}-description`) ?? undefined;
  return { title, description, variant: kind === "invalid" ? "destructive" : "default" };
}

/**
 * Once React has taken over, its toaster shows the next toast: the early one, if still on screen,
 * goes as soon as the app's appears (`selector`), so there is never more than one.
 */
export function yieldToastsTo(selector: string): void {
  if (!current) return;
  const observer = new MutationObserver(() => {
    if (!current) observer.disconnect();
    else if (document.querySelector(selector)) {
      dismissEarlyToast();
      observer.disconnect();
    }
  });
  observer.observe(document.body, { childList: true, subtree: true });
}

/**
 * After hydration, the app's toaster loads its library on its first toast: that toast shows here
 * at once (`TOAST_WAITING`), and the app's takes its place when it appears (`selector`).
 */
export function showWaitingToasts(selector: string, signal?: AbortSignal): void {
  window.addEventListener(
    TOAST_WAITING,
    (event) => {
      showEarlyToast((event as CustomEvent<ToastMessage>).detail);
      yieldToastsTo(selector);
    },
    { signal },
  );
}
