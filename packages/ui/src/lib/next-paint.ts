/** A tab in the background paints nothing: the wait ends after this long without a frame. */
const HIDDEN_TAB_WAIT_MS = 100;

/**
 * Resolves in a task after the browser has painted what the page shows now, so that a tap's
 * visible answer comes before the work it starts. The frame is seen by a ResizeObserver, which
 * every rendering step calls once after `observe`: unlike `requestAnimationFrame` it waits on no
 * timer, so a test that stops the page's clock still sees the work start with the click.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, HIDDEN_TAB_WAIT_MS);
    if (typeof ResizeObserver === "undefined") return;
    const frame = new ResizeObserver(() => {
      frame.disconnect();
      inNextTask(resolve);
    });
    frame.observe(document.documentElement);
  });
}

/** Runs `work` in a task of its own, at once: nested timeouts wait 4 ms each, on the page's clock. */
export function inNextTask(work: () => void): void {
  const { port1, port2 } = new MessageChannel();
  port1.onmessage = () => {
    port1.close();
    work();
  };
  port2.postMessage(null);
}
