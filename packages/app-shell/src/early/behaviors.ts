import { countUpWhenVisible } from "@agencia/ui/count-up";
import type { Handover } from "./handover";

/**
 * Small behaviours the apps' components have in React, done by the early script until React
 * has taken over, from what the markup declares:
 * - `data-scroll-past="N"`: the element gets `data-scrolled` while the page is scrolled more than N
 *   pixels (the navbar's solid look, the back-to-top button);
 * - `data-scroll-to-top`: a click scrolls smoothly to the top;
 * - `a[data-popup="WxH"]`: a click opens the link in a popup of that size, centred on the window
 *   (always: a link's popup has no React counterpart); a tap leaves it to the link, whose new tab
 *   a phone opens sooner than a script's popup;
 * - stat counters (`[data-slot="stat-counter"]`) count up once half visible.
 */

const CONTROLS = "[data-scroll-to-top], a[data-popup]";

/** Whether `element` is, or is inside, a control these behaviours answer in full. */
export const withinBehaviourControl = (element: Element) => element.closest(CONTROLS) !== null;

/** Keeps `data-scrolled` on every `[data-scroll-past]` element true to the scroll position. */
function trackScroll(signal: AbortSignal): void {
  const update = () => {
    for (const element of document.querySelectorAll<HTMLElement>("[data-scroll-past]")) {
      element.toggleAttribute("data-scrolled", window.scrollY > Number(element.dataset.scrollPast));
    }
  };
  window.addEventListener("scroll", update, { passive: true, signal });
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

const fromFinger = (event: MouseEvent) => "pointerType" in event && event.pointerType === "touch";
const reducedMotion = () => window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;

export function earlyBehaviours(handover: Handover, signal?: AbortSignal): void {
  const untilHydrated = new AbortController();
  signal?.addEventListener("abort", () => untilHydrated.abort(), { once: true });
  handover.later(() => untilHydrated.abort());
  trackScroll(untilHydrated.signal);
  const stopCounting = [
    ...document.querySelectorAll<HTMLElement>("[data-slot='stat-counter']"),
  ].map(countUpWhenVisible);
  untilHydrated.signal.addEventListener("abort", () => stopCounting.forEach((stop) => stop()));

  window.addEventListener(
    "click",
    (event) => {
      const control = event.target instanceof Element ? event.target.closest(CONTROLS) : null;
      if (control instanceof HTMLAnchorElement) {
        // A blocked popup leaves the link to open the page in a new tab.
        if (!fromFinger(event) && openPopup(control)) event.preventDefault();
      } else if (control && !handover.untilReact.aborted) {
        (control as HTMLElement).blur();
        window.scrollTo({ top: 0, behavior: reducedMotion() ? "auto" : "smooth" });
      }
    },
    { capture: true, signal },
  );
}
