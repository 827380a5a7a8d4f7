export { AnalyticsHead } from "./analytics-head";
export { CONSENT_REQUIRED, CookieConsent, CookieSettings } from "./consent-banner";
export { CONSENT_STORAGE_KEY, type AnalyticsConfig, type AnalyticsEvent } from "./config";
export { analyticsHeadScript } from "./head-script";
export { track } from "./track";
export { usePageViews } from "./use-page-views";
