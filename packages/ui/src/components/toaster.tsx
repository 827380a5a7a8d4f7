import type * as React from "react";
import { useEffect, useState } from "react";
import type * as SonnerModule from "sonner";
import { TOAST_WAITING } from "../lib/toast-waiting";

type Sonner = typeof SonnerModule;

export type ToastVariant = "default" | "success" | "destructive";

export interface ToastMessage {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

// Toasts are rare, so the toast library loads on the first one instead of with every page; that
// one is announced (TOAST_WAITING) for a page's own script to show meanwhile.
const waiting: ToastMessage[] = [];
let present: ((message: ToastMessage) => void) | null = null;
const requestListeners = new Set<() => void>();

function render(sonner: Sonner, { title, description, variant = "default" }: ToastMessage) {
  // At most one toast at a time: a new one replaces the old.
  sonner.toast.dismiss();
  const options = { description };
  if (variant === "destructive") sonner.toast.error(title, options);
  else if (variant === "success") sonner.toast.success(title, options);
  else sonner.toast(title, options);
}

/** Shows a toast (title, description, variant) through the page's <Toaster>. */
export function showToast(message: ToastMessage): void {
  if (present) {
    present(message);
    return;
  }
  waiting.push(message);
  window.dispatchEvent(new CustomEvent(TOAST_WAITING, { detail: message }));
  for (const listener of requestListeners) listener();
}

/**
 * Sonner's rich colours put success and error text at about 4.3:1 on their tinted backgrounds;
 * the theme's darker greens and reds reach the 4.5:1 that small text needs.
 */
const richColorText = {
  "--success-text": "var(--color-success-text)",
  "--error-text": "var(--color-destructive)",
} as React.CSSProperties;

export function Toaster() {
  const [sonner, setSonner] = useState<Sonner | null>(null);

  useEffect(() => {
    const load = () => void import("sonner").then(setSonner);
    if (waiting.length > 0) load();
    requestListeners.add(load);
    return () => {
      requestListeners.delete(load);
    };
  }, []);

  useEffect(() => {
    if (!sonner) return;
    present = (message) => render(sonner, message);
    for (const message of waiting.splice(0)) present(message);
    return () => {
      present = null;
    };
  }, [sonner]);

  if (!sonner) return null;
  return (
    <sonner.Toaster
      position="top-center"
      visibleToasts={1}
      richColors
      closeButton
      containerAriaLabel="Notificaciones"
      toastOptions={{ classNames: { toast: "font-sans" } }}
      style={richColorText}
    />
  );
}
