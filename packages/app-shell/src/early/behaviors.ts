import { countUpWhenVisible } from "@agencia/ui/count-up";
import type { Handover } from "./handover";

// The markup's small behaviours (`data-scroll-past`, `data-scroll-to-top`, stat counters) until
// React hydrates, and `a[data-popup]` share windows always, since React has no counterpart.

const CONTROLS = "[data-scroll-to-top], a[data-popup]";

export const withinBehaviourControl = (element: Element) => element.closest(CONTROLS) !== null;

function trackScroll(signal: AbortSignal): void {
  const update = () => {
    // Read once: reading scrollY after a change to the page makes the browser lay it out at once.
    const scrolled = window.scrollY;
    for (const element of document.querySelectorAll<HTMLElement>("[data-scroll-past]")) {
      element.toggleAttribute("data-scrolled", scrolled > Number(element.dataset.scrollPast));
    }
  };
  window.addEventListener("scroll", update, { passive: true, signal });
  update();
}

/** False if the browser blocked the popup. */
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
  const { untilHydrated } = handover;
  trackScroll(untilHydrated);
  const stopCounting = [
    ...document.querySelectorAll<HTMLElement>("[data-slot='stat-counter']"),
  ].map(countUpWhenVisible);
  untilHydrated.addEventListener("abort", () => stopCounting.forEach((stop) => stop()));

  window.addEventListener(
    "click",
    (event) => {
      const control = event.target instanceof Element ? event.target.closest(CONTROLS) : null;
      if (control instanceof HTMLAnchorElement) {
        // A phone opens the link's new tab sooner than a popup; a blocked popup falls back to it.
        if (!fromFinger(event) && openPopup(control)) event.preventDefault();
      } else if (control && !untilHydrated.aborted) {
        (control as HTMLElement).blur();
        window.scrollTo({ top: 0, behavior: reducedMotion() ? "auto" : "smooth" });
      }
    },
    { capture: true, signal },
  );
}
