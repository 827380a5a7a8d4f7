import { analyticsHeadScript } from "@agencia/app-shell/analytics";
import { DEMO_PATH } from "@agencia/content/tiziana";
import { env } from "../env";

/**
 * The analytics head script (GA4, GTM and consent from env), built when prerendering only
 * (`SSR` is a build flag, not configuration): the browser keeps the page's own, so the builder
 * stays out of its bundle.
 */
export const analyticsScript = import.meta.env.SSR
  ? analyticsHeadScript({ ...env, demoPath: DEMO_PATH })
  : "";
