import { JSDOM } from "jsdom";
import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import type { AnalyticsConfig } from "./config";
import { ConsentBanner, CookieSettingsButton } from "./consent-banner";
import { analyticsHeadScript } from "./head-script";

const GTAG = "https://www.googletagmanager.com/gtag/js?id=G-TEST123";
const GTM = "https://www.googletagmanager.com/gtm.js?id=GTM-TEST12";

/** A page whose head runs the script, as the prerendered HTML does; nothing external loads. */
function page(
  config: AnalyticsConfig,
  { stored, body = "" }: { stored?: string; body?: string } = {},
) {
  const dom = new JSDOM(
    `<!doctype html><html><head><title>Contacto</title></head><body>${body}</body></html>`,
    { url: "https://www.example.com/contacto", runScripts: "outside-only" },
  );
  if (stored) dom.window.localStorage.setItem("agencia:consent", stored);
  dom.window.eval(analyticsHeadScript(config));
  const { window } = dom;
  // The links are clicked to be measured, not followed (jsdom cannot navigate).
  window.document.addEventListener("click", (event) => event.preventDefault());
  const layer = () => (window as unknown as { dataLayer: unknown[] }).dataLayer;
  return {
    window,
    /** The dataLayer, gtag's argument lists as arrays. */
    layer: () =>
      layer().map((entry) =>
        Object.prototype.toString.call(entry) === "[object Arguments]"
          ? Array.from(entry as ArrayLike<unknown>)
          : entry,
      ),
    events: () => layer().filter((entry) => (entry as { event?: string }).event !== undefined),
    loaded: () =>
      [...window.document.querySelectorAll("script[src]")].map((s) => s.getAttribute("src")),
    click: (selector: string) => (window.document.querySelector(selector) as HTMLElement).click(),
  };
}

const links = `
  <a id="whatsapp" href="https://wa.me/5492664557788?text=Hola">WhatsApp</a>
  <div data-slot="chat-bubble"><a id="bubble" href="https://wa.me/5492664557788"><span id="inside">Hola</span></a></div>
  <a data-slot="floating-whatsapp" id="floating" href="https://wa.me/5492664557788">Chat</a>
  <a id="telegram" href="https://t.me/ImpulsoTizianaBot">Telegram</a>
  <a id="demo" href="https://sitio.example.com/tiziana">Probar la demo</a>
  <a id="other" href="/nosotros">Nosotros</a>`;

describe("the analytics head script", () => {
  it("with nothing configured records the page view and events on window.dataLayer, loading nothing", () => {
    const { events, loaded, window } = page({});
    expect(events()).toEqual([
      { event: "page_view", page_path: "/contacto", page_title: "Contacto" },
    ]);
    window.__track?.("generate_lead", { tipo: "Consulta" });
    expect(events().at(-1)).toEqual({ event: "generate_lead", tipo: "Consulta" });
    expect(loaded()).toEqual([]);
  });

  it("reports WhatsApp, Telegram and demo clicks, with where the WhatsApp link was", () => {
    const { events, click } = page({ demoPath: "/tiziana" }, { body: links });
    for (const id of ["#whatsapp", "#inside", "#floating", "#telegram", "#demo", "#other"])
      click(id);
    expect(events().slice(1)).toEqual([
      { event: "contact", method: "whatsapp", placement: "page" },
      { event: "contact", method: "whatsapp", placement: "chat-bubble" },
      { event: "contact", method: "whatsapp", placement: "floating-whatsapp" },
      { event: "contact", method: "telegram", placement: "page" },
      { event: "select_content", content_type: "demo", content_id: "/tiziana" },
    ]);
  });

  it("with a GA4 id loads gtag.js, configures it (its page view) and sends events through gtag", () => {
    const { layer, loaded, window } = page({ gaId: "G-TEST123" });
    expect(loaded()).toEqual([GTAG]);
    expect(layer()).toContainEqual(["config", "G-TEST123"]);
    window.__track?.("sign_up", { tipo: "suscripcion" });
    expect(layer().at(-1)).toEqual(["event", "sign_up", { tipo: "suscripcion" }]);
  });

  it("with a GTM container loads it and pushes events for it", () => {
    const { events, loaded } = page({ gtmId: "GTM-TEST12" });
    expect(loaded()).toEqual([GTM]);
    expect(events().map((entry) => (entry as { event: string }).event)).toEqual([
      "gtm.js",
      "page_view",
    ]);
  });

  describe("with consent required", () => {
    const config = { gaId: "G-TEST123", gtmId: "GTM-TEST12", consentRequired: true };
    const denied = {
      ad_storage: "denied",
      analytics_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
    };
    const granted = {
      ad_storage: "granted",
      analytics_storage: "granted",
      ad_user_data: "granted",
      ad_personalization: "granted",
    };

    it("defaults every kind of storage to denied before any tag, and loads nothing until the visitor accepts", () => {
      const banner = renderToStaticMarkup(createElement(ConsentBanner));
      const { layer, loaded, click, window } = page(config, { body: banner });
      expect(layer()[0]).toEqual(["consent", "default", denied]);
      expect(loaded()).toEqual([]);
      expect(window.document.documentElement.hasAttribute("data-consent")).toBe(false);

      click('[data-consent-choice="granted"]');
      expect(layer()).toContainEqual([
        "consent",
        "update",
        {
          ad_storage: "granted",
          analytics_storage: "granted",
          ad_user_data: "granted",
          ad_personalization: "granted",
        },
      ]);
      expect(loaded()).toEqual([GTM, GTAG]);
      expect(window.localStorage.getItem("agencia:consent")).toBe("granted");
      expect(window.document.documentElement.dataset.consent).toBe("granted");
    });

    it("a visitor who declines gets nothing loaded, and the choice is remembered", () => {
      const banner = renderToStaticMarkup(createElement(ConsentBanner));
      const { loaded, click, window } = page(config, { body: banner });
      click('[data-consent-choice="denied"]');
      expect(loaded()).toEqual([]);
      expect(window.localStorage.getItem("agencia:consent")).toBe("denied");
      expect(window.document.documentElement.dataset.consent).toBe("denied");
    });

    it("the footer's button shows the banner again; taking consent back updates it to denied", () => {
      const body = renderToStaticMarkup(
        createElement(
          "div",
          null,
          createElement(ConsentBanner),
          createElement(CookieSettingsButton),
        ),
      );
      const { layer, click, window } = page(config, { stored: "granted", body });
      const html = window.document.documentElement;
      expect(html.dataset.consent).toBe("granted");

      click("[data-consent-open]");
      expect(html.hasAttribute("data-consent")).toBe(false);
      expect(window.document.activeElement?.getAttribute("data-consent-choice")).toBe("granted");

      click('[data-consent-choice="denied"]');
      expect(html.dataset.consent).toBe("denied");
      expect(window.localStorage.getItem("agencia:consent")).toBe("denied");
      expect(layer().filter((entry) => Array.isArray(entry) && entry[0] === "consent")).toEqual([
        ["consent", "default", denied],
        ["consent", "update", granted],
        ["consent", "update", denied],
      ]);

      // Changing their mind again grants once more; a choice repeated sends nothing new.
      click("[data-consent-open]");
      click('[data-consent-choice="denied"]');
      click("[data-consent-open]");
      click('[data-consent-choice="granted"]');
      expect(layer().filter((entry) => Array.isArray(entry) && entry[1] === "update")).toHaveLength(
        3,
      );
    });

    it("applies a returning visitor's choice as the head runs, so the banner never shows", () => {
      const granted = page(config, { stored: "granted" });
      expect(granted.window.document.documentElement.dataset.consent).toBe("granted");
      expect(granted.loaded()).toEqual([GTM, GTAG]);
      const declined = page(config, { stored: "denied" });
      expect(declined.window.document.documentElement.dataset.consent).toBe("denied");
      expect(declined.loaded()).toEqual([]);
    });
  });
});

describe("the consent banner", () => {
  it("is a labelled region with the choice in native buttons, in Spanish", () => {
    const dom = new JSDOM(renderToStaticMarkup(createElement(ConsentBanner)));
    const region = dom.window.document.querySelector("section")!;
    const label = dom.window.document.getElementById(region.getAttribute("aria-labelledby")!);
    expect(label?.textContent).toBe("Cookies");
    expect(region.textContent).toContain("Usamos cookies para medir");
    const buttons = [...region.querySelectorAll("button")].map((b) => [b.type, b.textContent]);
    expect(buttons).toEqual([
      ["button", "Aceptar"],
      ["button", "Rechazar"],
    ]);
  });
});
