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
const CONSENT_KINDS = ["ad_storage", "analytics_storage", "ad_user_data", "ad_personalization"];

export const consentState = (state: "granted" | "denied") =>
  Object.fromEntries(CONSENT_KINDS.map((kind) => [kind, state]));
