/**
 * Waits until an element's CSS animations and transitions (its own and its children's) have
 * finished, so that what a play function checks next — and the a11y contrast check that runs
 * after it — sees the final state rather than a frame of a fade-in.
 */
export async function settled(element: Element): Promise<void> {
  await Promise.all(
    element.getAnimations({ subtree: true }).map((animation) => animation.finished),
  );
}
