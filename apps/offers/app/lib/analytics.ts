import { analyticsHeadScript, type AnalyticsConfig } from "@agencia/app-shell/analytics";
import { DEMO_PATH } from "@agencia/content/tiziana";
import { env } from "../env";

const analyticsConfig: AnalyticsConfig = {
  gaId: env.gaId,
  gtmId: env.gtmId,
  consentRequired: env.consentRequired,
  // The offer pages invite to the demo on the main site.
  demoPath: DEMO_PATH,
};

/**
 * The analytics head script, built when prerendering only (`SSR` is a build flag, not
 * configuration): the browser keeps the page's own, so the builder stays out of its bundle.
 */
export const analyticsScript = import.meta.env.SSR ? analyticsHeadScript(analyticsConfig) : "";
