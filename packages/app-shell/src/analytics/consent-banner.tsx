/**
 * The cookie banner of a build with `VITE_CONSENT=required`. Plain HTML: the analytics head script
 * answers its buttons (`data-consent-choice`) before and after hydration, and `<html
 * data-consent>`, set by that script before the first paint for a returning visitor, hides it
 * (app-shell's styles.css).
 */
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

/**
 * The footer's way back to the choice: the head script shows the banner again when it is
 * pressed (`data-consent-open`), before and after hydration. A button, since it opens something
 * on the page rather than going anywhere.
 */
export function CookieSettingsButton() {
  return (
    <button type="button" className="cookie-settings" data-consent-open>
      Preferencias de cookies
    </button>
  );
}

/**
 * Whether this build asks for consent (`VITE_CONSENT=required`). A constant that Vite writes and
 * the bundler folds, so the banner's code leaves the bundle of a build without it (read from the
 * app's `env` object, it stayed in every page's bundle).
 */
export const CONSENT_REQUIRED = import.meta.env.VITE_CONSENT === "required";

/** What a root renders for cookie consent: the banner when the build asks for it, else nothing. */
export const CookieConsent = CONSENT_REQUIRED ? ConsentBanner : () => null;

/** The footer's «Preferencias de cookies» when the build asks for consent, else nothing. */
export const CookieSettings = CONSENT_REQUIRED ? CookieSettingsButton : () => null;
