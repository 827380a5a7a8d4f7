import { analyticsLibraryUrl, documentPageViewScript } from "../lib/analytics";

/**
 * Goes in the document's head, after the title: reports the page's own view as it loads, before
 * and without hydration, and loads GA4 when a measurement id is configured.
 */
export function DocumentPageView({ measurementId }: { measurementId: string | undefined }) {
  const library = analyticsLibraryUrl(measurementId);
  return (
    <>
      <script
        data-slot="document-page-view"
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: documentPageViewScript(measurementId) }}
      />
      {library ? <script async src={library} /> : null}
    </>
  );
}
