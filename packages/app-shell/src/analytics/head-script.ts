import {
  CONSENT_STORAGE_KEY,
  consentState,
  WEB_VITALS_MODULE,
  type AnalyticsConfig,
} from "./config";

const GTAG_URL = "https://www.googletagmanager.com/gtag/js?id=";
const GTM_URL = "https://www.googletagmanager.com/gtm.js?id=";

/**
 * The inline head script, the one place that knows where events go (`window.__track`). Inline and
 * free of React, so that consent applies before the first paint and contact clicks count before
 * hydration. It listens on the window, which the visitor's clicks reach even while React hydrates.
 */
export function analyticsHeadScript(config: AnalyticsConfig): string {
  const { gaId, gtmId, consentRequired, demoPath } = config;
  const json = JSON.stringify;
  const tags = Boolean(gaId || gtmId);
  // Only what this build's configuration needs is written into every page.
  const send =
    (gaId ? `gtag("event",n,p);` : "") +
    (gtmId || !gaId ? `l.push(Object.assign({event:n},p))` : "");
  const load = tags
    ? `var loaded;function add(u){var s=d.createElement("script");s.async=true;s.src=u;d.head.appendChild(s)}` +
      `function load(){if(loaded)return;loaded=1;` +
      (gtmId
        ? `l.push({"gtm.start":Date.now(),event:"gtm.js"});add(${json(GTM_URL + gtmId)});`
        : "") +
      (gaId ? `add(${json(GTAG_URL + gaId)})` : "") +
      `}`
    : "";
  const consent = consentRequired
    ? `gtag("consent","default",${json(consentState("denied"))});` +
      `var k=${json(CONSENT_STORAGE_KEY)},c;try{c=localStorage.getItem(k)}catch(e){}` +
      `function choose(v){d.documentElement.setAttribute("data-consent",v);` +
      `if(v==="granted"){gtag("consent","update",${json(consentState("granted"))});${tags ? "load()" : ""}}}` +
      `if(c)choose(c);` +
      `w.addEventListener("click",function(e){var t=e.target.closest?e.target:null;` +
      `if(t&&t.closest("[data-consent-open]")){d.documentElement.removeAttribute("data-consent");` +
      `var f=d.querySelector("[data-consent-choice]");if(f)f.focus();return}` +
      `var b=t&&t.closest("[data-consent-choice]");` +
      `if(!b)return;var v=b.getAttribute("data-consent-choice");try{localStorage.setItem(k,v)}catch(e){}` +
      `if(c==="granted"&&v!=="granted")gtag("consent","update",${json(consentState("denied"))});c=v;choose(v)},true);`
    : tags
      ? "load();"
      : "";
  const pageView = gaId
    ? `gtag("js",new Date());gtag("config",${json(gaId)});`
    : `w.__track("page_view",{page_path:location.pathname,page_title:d.title});`;
  const demo = demoPath
    ? `else if(a.pathname===${json(demoPath)})w.__track("select_content",{content_type:"demo",content_id:${json(demoPath)}})`
    : "";
  const vitals =
    `w.addEventListener("load",function(){(w.requestIdleCallback||setTimeout)(function(){` +
    `import(${json(WEB_VITALS_MODULE)}).catch(function(){})})});`;
  return (
    `(function(w,d){var l=w.dataLayer=w.dataLayer||[];function gtag(){l.push(arguments)}w.gtag=gtag;` +
    `w.__track=function(n,p){${send}};` +
    vitals +
    load +
    consent +
    pageView +
    `w.addEventListener("click",function(e){var a=e.target.closest&&e.target.closest("a[href]");if(!a)return;` +
    `var m=/^https:\\/\\/wa\\.me\\//.test(a.href)?"whatsapp":/^https:\\/\\/t\\.me\\//.test(a.href)?"telegram":"";` +
    `var s=a.closest("[data-slot=chat-bubble],[data-slot=floating-whatsapp]");` +
    `if(m)w.__track("contact",{method:m,placement:s?s.getAttribute("data-slot"):"page"});` +
    demo +
    `},true)})(window,document)`
  );
}
