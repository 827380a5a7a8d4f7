/** What a build measures with, from the app's VITE_* variables; every field optional. */
export interface AnalyticsConfig {
  /** A GA4 measurement id (`VITE_GA_ID`): events go to GA4 through gtag.js. */
  gaId?: string;
  /** A Google Tag Manager container (`VITE_GTM_ID`): events go to its dataLayer. */
  gtmId?: string;
  /** `VITE_CONSENT=required`: nothing loads or is measured by Google until the visitor accepts. */
  consentRequired?: boolean;
  /** The demo assistant's page: a click on a link to it counts as a demo click. */
  demoPath?: string;
}

/** One measured event in GA4's vocabulary; params never carry personal data. */
export interface AnalyticsEvent {
  name: string;
  params: Record<string, unknown>;
}

/** The Core Web Vitals reporter (./web-vitals.ts), written by the finish step, loaded when idle. */
export const WEB_VITALS_MODULE = "/web-vitals.js";

/** Where the visitor's choice is remembered ("granted" or "denied"). */
export const CONSENT_STORAGE_KEY = "agencia:consent";

/** Consent Mode v2: every kind of storage Google asks about, set to one state. */
export function consentState(state: "granted" | "denied") {
  return {
    ad_storage: state,
    analytics_storage: state,
    ad_user_data: state,
    ad_personalization: state,
  };
}
