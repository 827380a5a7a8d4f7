/**
 * The browser may pass "" for `code` and keep the builder out of its bundle, since hydration
 * leaves a script's prerendered content as it is.
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
