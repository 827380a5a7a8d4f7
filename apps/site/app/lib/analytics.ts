import type { AnalyticsConfig } from "@agencia/app-shell/analytics";
import { DEMO_PATH } from "@agencia/content/tiziana";
import { env } from "../env";

export const analyticsConfig: AnalyticsConfig = {
  gaId: env.gaId,
  gtmId: env.gtmId,
  consentRequired: env.consentRequired,
  demoPath: DEMO_PATH,
};
