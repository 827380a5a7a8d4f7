import type { ToastMessage } from "@agencia/ui/toaster";
import { TOAST_WAITING } from "@agencia/ui/toast-waiting";

/** As long as the app's toaster keeps one. */
const DURATION_MS = 4000;

let current: { element: HTMLElement; timer: ReturnType<typeof setTimeout> } | null = null;

export function dismissEarlyToast(): void {
  if (!current) return;
  clearTimeout(current.timer);
  current.element.remove();
  current = null;
}

const paragraph = (className: string, textContent: string) =>
  Object.assign(document.createElement("p"), { className, textContent });

/** In the place and look of the app's own toast (../styles.css), one at a time like the app's. */
export function showEarlyToast({ title, description, variant = "default" }: ToastMessage): void {
  dismissEarlyToast();
  const element = document.createElement("div");
  element.className = "early-toast";
  element.dataset.variant = variant;
  element.setAttribute("role", variant === "destructive" ? "alert" : "status");
  element.append(paragraph("early-toast-title", title));
  if (description) element.append(paragraph("early-toast-description", description));
  const close = document.createElement("button");
  close.type = "button";
  close.className = "early-toast-close";
  close.setAttribute("aria-label", "Cerrar aviso");
  close.textContent = "×";
  close.addEventListener("click", dismissEarlyToast);
  element.append(close);
  document.body.append(element);
  current = { element, timer: setTimeout(dismissEarlyToast, DURATION_MS) };
}

/** The early toast, if still on screen, goes as the app's appears, so there is never more than one. */
export function yieldToastsTo(selector: string): void {
  if (!current) return;
  const observer = new MutationObserver(() => {
    if (current && !document.querySelector(selector)) return;
    dismissEarlyToast();
    observer.disconnect();
  });
  observer.observe(document.body, { childList: true, subtree: true });
}

/** The app's toaster loads its library on its first toast: meanwhile that toast shows here. */
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
