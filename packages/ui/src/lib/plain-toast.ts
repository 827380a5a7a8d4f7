// A toast drawn without the toast library, in the place and look of the one ../components/toaster.tsx
// shows: for a page's own script before React (the apps' early script), one at a time like sonner's.
import type { ToastMessage } from "../components/toaster";
import { TOAST_WAITING } from "./toast-waiting";

/** As long as sonner keeps one. */
const DURATION_MS = 4000;

/** Removes the toast on screen, if any. */
let dismissCurrent: (() => void) | null = null;

export function dismissPlainToast(): void {
  dismissCurrent?.();
  dismissCurrent = null;
}

/** Sonner's rich colours, in the theme's darker text that small type needs (toaster.tsx). */
const VARIANTS = {
  default: "border-border bg-background text-foreground",
  destructive: "border-[oklch(0.936_0.031_17.7)] bg-[oklch(0.971_0.013_17.4)] text-destructive",
  success: "border-[oklch(0.925_0.084_155.9)] bg-[oklch(0.982_0.018_155.8)] text-success-text",
};

const paragraph = (className: string, textContent: string) =>
  Object.assign(document.createElement("p"), { className, textContent });

export function showPlainToast({ title, description, variant = "default" }: ToastMessage): void {
  dismissPlainToast();
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
  // On the window: a page's script may keep the visitor's clicks from going further (the apps'
  // early script does while React hydrates).
  const closing = new AbortController();
  window.addEventListener("click", (event) => event.target === close && dismissPlainToast(), {
    capture: true,
    signal: closing.signal,
  });
  const timer = setTimeout(dismissPlainToast, DURATION_MS);
  dismissCurrent = () => {
    clearTimeout(timer);
    closing.abort();
    element.remove();
  };
}

/** This toast, if still on screen, goes as the library's appears, so there is never more than one. */
export function yieldPlainToastTo(selector: string): void {
  if (!dismissCurrent) return;
  const observer = new MutationObserver(() => {
    if (dismissCurrent && !document.querySelector(selector)) return;
    dismissPlainToast();
    observer.disconnect();
  });
  observer.observe(document.body, { childList: true, subtree: true });
}

/** The toaster loads its library on its first toast: meanwhile that toast shows here. */
export function showWaitingToasts(selector: string, signal?: AbortSignal): void {
  window.addEventListener(
    TOAST_WAITING,
    (event) => {
      showPlainToast((event as CustomEvent<ToastMessage>).detail);
      yieldPlainToastTo(selector);
    },
    { signal },
  );
}
