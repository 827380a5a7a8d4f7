import type { ToastMessage } from "@agencia/ui/toaster";
import { TOAST_WAITING } from "@agencia/ui/toast-waiting";

/** As long as the app's toaster keeps one. */
const DURATION_MS = 4000;

/** Removes the toast on screen, if any. */
let dismissCurrent: (() => void) | null = null;

export function dismissEarlyToast(): void {
  dismissCurrent?.();
  dismissCurrent = null;
}

/** Sonner's rich colours, in the theme's darker text that small type needs (ui's toaster.tsx). */
const VARIANTS = {
  default: "border-border bg-background text-foreground",
  destructive: "border-[oklch(0.936_0.031_17.7)] bg-[oklch(0.971_0.013_17.4)] text-destructive",
  success: "border-[oklch(0.925_0.084_155.9)] bg-[oklch(0.982_0.018_155.8)] text-success-text",
};

const paragraph = (className: string, textContent: string) =>
  Object.assign(document.createElement("p"), { className, textContent });

/** In the place and look of the app's own toast (sonner), one at a time like the app's. */
export function showEarlyToast({ title, description, variant = "default" }: ToastMessage): void {
  dismissEarlyToast();
  const element = document.createElement("div");
  element.dataset.slot = "early-toast";
  element.className = `fixed top-6 left-1/2 z-1000 w-[min(356px,calc(100vw-2rem))] -translate-x-1/2 rounded-lg border py-4 pr-10 pl-4 text-[0.8125rem]/[1.4] shadow-[0_4px_12px_rgb(0_0_0/0.1)] transition-[opacity,translate] duration-300 ease-out starting:-translate-y-2 starting:opacity-0 ${VARIANTS[variant]}`;
  element.setAttribute("role", variant === "destructive" ? "alert" : "status");
  element.append(paragraph("font-medium", title));
  if (description) element.append(paragraph("", description));
  const close = document.createElement("button");
  close.type = "button";
  close.className = "absolute top-2 right-2 size-6 cursor-pointer rounded-full text-base/none";
  close.setAttribute("aria-label", "Cerrar aviso");
  close.textContent = "×";
  element.append(close);
  document.body.append(element);
  // On the window: while React hydrates, the visitor's clicks go no further (handover.ts).
  const closing = new AbortController();
  window.addEventListener("click", (event) => event.target === close && dismissEarlyToast(), {
    capture: true,
    signal: closing.signal,
  });
  const timer = setTimeout(dismissEarlyToast, DURATION_MS);
  dismissCurrent = () => {
    clearTimeout(timer);
    closing.abort();
    element.remove();
  };
}

/** The early toast, if still on screen, goes as the app's appears, so there is never more than one. */
export function yieldToastsTo(selector: string): void {
  if (!dismissCurrent) return;
  const observer = new MutationObserver(() => {
    if (dismissCurrent && !document.querySelector(selector)) return;
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
