export { CONSENT_REQUIRED, CookieConsent, CookieSettings } from "./consent-banner";
export type { AnalyticsConfig, AnalyticsEvent } from "./config";
export { analyticsHeadScript } from "./head-script";
export { track } from "./track";
export { usePageViews } from "./use-page-views";
