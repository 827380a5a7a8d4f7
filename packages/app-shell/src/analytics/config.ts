export interface AnalyticsConfig {
  gaId?: string;
  gtmId?: string;
  /** Nothing loads or is measured by Google until the visitor accepts. */
  consentRequired?: boolean;
  /** A click on a link to the demo assistant's page counts as a demo click. */
  demoPath?: string;
}

/** One measured event in GA4's vocabulary; params never carry personal data. */
export interface AnalyticsEvent {
  name: string;
  params: Record<string, unknown>;
}

export const WEB_VITALS_MODULE = "/web-vitals.js";

export const CONSENT_STORAGE_KEY = "agencia:consent";

/** Consent Mode v2: every kind of storage Google asks about. */
export function consentState(state: "granted" | "denied") {
  return {
    ad_storage: state,
    analytics_storage: state,
    ad_user_data: state,
    ad_personalization: state,
  };
}
