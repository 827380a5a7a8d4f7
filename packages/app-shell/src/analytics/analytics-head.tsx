import type { AnalyticsConfig } from "./config";
import { analyticsHeadScript } from "./head-script";

/** Goes in the document's head after the title: measurement (and consent) before the first paint. */
export function AnalyticsHead({ config }: { config: AnalyticsConfig }) {
  return (
    <script
      data-slot="analytics"
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: analyticsHeadScript(config) }}
    />
  );
}
