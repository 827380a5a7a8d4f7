/**
 * Goes in the document's head after the title: measurement (and consent) before the first paint.
 * `code` is `analyticsHeadScript(config)` when prerendering; the browser may pass "" and keep the
 * builder out of its bundle, since hydration leaves a script's prerendered content as it is.
 */
export function AnalyticsHead({ code }: { code: string }) {
  return (
    <script
      data-slot="analytics"
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: code }}
    />
  );
}
