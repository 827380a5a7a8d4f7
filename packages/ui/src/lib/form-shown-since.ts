/**
 * Since when a form has been on the visitor's screen, where that is before this page loaded: a
 * form an early script filled in again after a reload (the apps' recovery, when a deploy replaced
 * the code) was filled in on the page before. The lead forms' bot check (sent too soon after the
 * form appeared) counts from then: the reloaded page may hydrate and send it at once.
 */

const SHOWN_SINCE = "data-shown-since";

/** Marks `form` as on screen since `time` (milliseconds since the epoch). */
export function markShownSince(form: HTMLFormElement, time: number): void {
  form.setAttribute(SHOWN_SINCE, String(Math.round(time)));
}

/** When `form` was marked as on screen since (`markShownSince`), if it was. */
export function shownSince(form: Element): number | undefined {
  const time = Number(form.getAttribute(SHOWN_SINCE));
  return time > 0 ? time : undefined;
}
