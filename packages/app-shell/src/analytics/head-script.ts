import { CONSENT_STORAGE_KEY, consentState, type AnalyticsConfig } from "./config";

const GTAG_URL = "https://www.googletagmanager.com/gtag/js?id=";
const GTM_URL = "https://www.googletagmanager.com/gtm.js?id=";

/**
 * The inline script at the top of every page's head, run before the first paint and without
 * React. It is the one place that knows where events go:
 *
 * - `window.__track(name, params)` sends an event: `gtag('event', …)` to GA4 when `gaId` is set,
 *   and `dataLayer.push({ event, …params })` for a GTM container, or, with neither configured,
 *   just to record it (tests read `window.dataLayer`).
 * - the document reports its own page view (GA4's `config` does it when configured).
 * - one delegated click listener reports WhatsApp and Telegram links (`contact`, with its
 *   `method` and `placement`) and links to the demo page (`select_content`, `content_type:
 *   'demo'`), whether React has hydrated or not.
 * - with consent required, Consent Mode v2 defaults to denied before any tag; the visitor's stored
 *   choice is applied at once (`<html data-consent>`, which hides the banner before it paints),
 *   and the tags load only once they accept (the banner's `[data-consent-choice]` buttons).
 */
export function analyticsHeadScript(config: AnalyticsConfig): string {
  const { gaId, gtmId, consentRequired, demoPath } = config;
  const consent = consentRequired
    ? `gtag("consent","default",${JSON.stringify(consentState("denied"))});` +
      `var k=${JSON.stringify(CONSENT_STORAGE_KEY)},c;try{c=localStorage.getItem(k)}catch(e){}` +
      `function choose(v){c=v;d.documentElement.setAttribute("data-consent",v);` +
      `if(v==="granted"){gtag("consent","update",${JSON.stringify(consentState("granted"))});load()}}` +
      `if(c)choose(c);` +
      `d.addEventListener("click",function(e){var b=e.target.closest&&e.target.closest("[data-consent-choice]");` +
      `if(!b)return;var v=b.getAttribute("data-consent-choice");try{localStorage.setItem(k,v)}catch(e){}choose(v)});`
    : "load();";
  return (
    `(function(w,d){var l=w.dataLayer=w.dataLayer||[],ga=${JSON.stringify(gaId ?? "")},` +
    `gtm=${JSON.stringify(gtmId ?? "")},demo=${JSON.stringify(demoPath ?? "")},loaded;` +
    `function gtag(){l.push(arguments)}w.gtag=gtag;` +
    `function add(u){var s=d.createElement("script");s.async=true;s.src=u;d.head.appendChild(s)}` +
    `function load(){if(loaded)return;loaded=1;` +
    `if(gtm){l.push({"gtm.start":Date.now(),event:"gtm.js"});add(${JSON.stringify(GTM_URL)}+gtm)}` +
    `if(ga)add(${JSON.stringify(GTAG_URL)}+ga)}` +
    `w.__track=function(n,p){if(ga)gtag("event",n,p);if(gtm||!ga)l.push(Object.assign({event:n},p))};` +
    consent +
    `if(ga){gtag("js",new Date());gtag("config",ga)}` +
    `else w.__track("page_view",{page_path:location.pathname,page_title:d.title});` +
    `d.addEventListener("click",function(e){var a=e.target.closest&&e.target.closest("a[href]");if(!a)return;` +
    `var m=/^https:\\/\\/wa\\.me\\//.test(a.href)?"whatsapp":/^https:\\/\\/t\\.me\\//.test(a.href)?"telegram":"";` +
    `var s=a.closest("[data-slot=chat-bubble],[data-slot=floating-whatsapp]");` +
    `if(m)w.__track("contact",{method:m,placement:s?s.getAttribute("data-slot"):"page"});` +
    `else if(demo&&a.pathname===demo)w.__track("select_content",{content_type:"demo",content_id:demo})},true)` +
    `})(window,document)`
  );
}
