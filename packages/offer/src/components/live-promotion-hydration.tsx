/**
 * For an offer page, before its content. The prerendered HTML cannot know the visitor's time, so
 * the countdown starts with hydration; while the promotion runs, this switches the page to
 * hydrate right after `load` (`@agencia/ui/hydration`) so the countdown ticks at once. Once it is
 * over, nothing ticks and the page keeps hydrating on the first intent or by its deadline.
 */
export function LivePromotionHydration({ end }: { end: number }) {
  const script = `Date.now()<${end}&&(document.documentElement.dataset.hydration="load")`;
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
