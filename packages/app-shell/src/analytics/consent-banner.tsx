/** Plain HTML, because the analytics head script answers its buttons before and after hydration. */
export function ConsentBanner() {
  return (
    <section className="consent-banner" data-consent-banner aria-labelledby="consent-title">
      <h2 id="consent-title" className="consent-banner__title">
        Cookies
      </h2>
      <p>
        Usamos cookies para medir cómo se usa el sitio y saber qué anuncios nos traen clientes. ¿Nos
        dejás medirlo?
      </p>
      <div className="consent-banner__actions">
        <button type="button" data-consent-choice="granted">
          Aceptar
        </button>
        <button type="button" data-consent-choice="denied">
          Rechazar
        </button>
      </div>
    </section>
  );
}

/** A button, not a link: it opens the banner again rather than going anywhere. */
export function CookieSettingsButton() {
  return (
    <button type="button" className="cookie-settings" data-consent-open>
      Preferencias de cookies
    </button>
  );
}

/** A constant the bundler folds, so the banner's code leaves a build that does not ask for consent. */
export const CONSENT_REQUIRED = import.meta.env.VITE_CONSENT === "required";

export const CookieConsent = CONSENT_REQUIRED ? ConsentBanner : () => null;

export const CookieSettings = CONSENT_REQUIRED ? CookieSettingsButton : () => null;
