import { countUpWhenVisible } from "@agencia/ui/count-up";
import type { Handover } from "./handover";

/**
 * Small behaviours the apps' components have in React, done by the early script until React
 * has taken over, from what the markup declares:
 * - `data-scroll-past="N"`: the element gets `data-scrolled` while the page is scrolled more than N
 *   pixels (the navbar's solid look, the back-to-top button);
 * - `data-scroll-to-top`: a click scrolls smoothly to the top;
 * - `a[data-popup="WxH"]`: a click opens the link in a popup of that size, centred on the window
 *   (always: a link's popup has no React counterpart); a tap leaves it to the link, which opens
 *   its page in a new tab, as a phone's browser shows a popup anyway;
 * - stat counters (`[data-slot="stat-counter"]`) count up once half visible, as their component
 *   makes them once hydrated.
 */

const reducedMotion = () => window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;

/** Keeps `data-scrolled` on every `[data-scroll-past]` element true to the scroll position. */
function trackScroll(handover: Handover): void {
  if (!handover.early) return;
  const update = () => {
    for (const element of document.querySelectorAll<HTMLElement>("[data-scroll-past]")) {
      element.toggleAttribute("data-scrolled", window.scrollY > Number(element.dataset.scrollPast));
    }
  };
  window.addEventListener("scroll", update, { passive: true, signal: handover.whileEarly });
  update();
}

/** Opens the link's popup; false if the browser blocked it. */
function openPopup(link: HTMLAnchorElement): boolean {
  const [width = 550, height = 400] = (link.dataset.popup ?? "").split("x").map(Number);
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2));
  const features = `popup=yes,width=${width},height=${height},left=${left},top=${top}`;
  // Not `noopener` in the features: the browser would answer null, as for a blocked popup.
  const popup = window.open(link.href, `popup-${new URL(link.href).hostname}`, features);
  if (popup) popup.opener = null;
  return popup !== null;
}

/**
 * Whether a click comes from a finger. A phone's browser opens a popup as a new tab anyway, and
 * the link's own new tab opens sooner than a script's popup (tap to new page at CPU 4×, medians of
 * 8: 117 ms against 270): `window.open` makes the popup's first document in the page's own
 * process, on the page's main thread, for the page keeps a handle on it (to tell a blocked one).
 */
const fromFinger = (event: MouseEvent) => "pointerType" in event && event.pointerType === "touch";

const CONTROLS = "[data-scroll-to-top], a[data-popup]";

/** The clicks these behaviours answer in full (nothing to hand over to React afterwards). */
export const answeredByBehaviours = (control: Element) => control.matches(CONTROLS);

/** Whether `element` is, or is inside, a control these behaviours answer in full. */
export const withinBehaviourControl = (element: Element) => element.closest(CONTROLS) !== null;

export function earlyBehaviours(handover: Handover, signal?: AbortSignal): void {
  trackScroll(handover);
  const counters = [...document.querySelectorAll<HTMLElement>("[data-slot='stat-counter']")];
  const stopCounting = counters.map(countUpWhenVisible);
  const stop = () => stopCounting.forEach((stopOne) => stopOne());
  handover.later(stop);
  signal?.addEventListener("abort", stop);
  window.addEventListener(
    "click",
    (event) => {
      if (!(event.target instanceof Element)) return;
      const control = event.target.closest(CONTROLS);
      if (control instanceof HTMLAnchorElement) {
        // A blocked popup leaves the link to open the page in a new tab.
        if (!fromFinger(event) && openPopup(control)) event.preventDefault();
        return;
      }
      if (!control || !handover.early) return;
      (control as HTMLElement).blur();
      window.scrollTo({ top: 0, behavior: reducedMotion() ? "auto" : "smooth" });
    },
    { capture: true, signal },
  );
}
