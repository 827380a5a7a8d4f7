const CHOICE = "min-h-11 cursor-pointer rounded-control border border-brand-600 px-5 font-semibold";

/** Plain HTML, because the analytics head script answers its buttons before and after hydration. */
export function ConsentBanner() {
  return (
    <section
      className="rounded-card border-border bg-background fixed right-4 bottom-4 left-4 z-60 mx-auto max-w-136 border px-5 py-4 text-[0.9375rem]/normal shadow-[0_10px_30px_rgb(0_0_0/0.15)] in-data-consent:hidden"
      data-consent-banner
      aria-labelledby="consent-title"
    >
      <h2 id="consent-title" className="font-bold">
        Cookies
      </h2>
      <p>
        Usamos cookies para medir cómo se usa el sitio y saber qué anuncios nos traen clientes. ¿Nos
        dejás medirlo?
      </p>
      <div className="mt-3 flex gap-3">
        <button
          type="button"
          className={`${CHOICE} bg-brand-600 text-white`}
          data-consent-choice="granted"
        >
          Aceptar
        </button>
        <button type="button" className={`${CHOICE} text-brand-700`} data-consent-choice="denied">
          Rechazar
        </button>
      </div>
    </section>
  );
}

/** A button, not a link: it opens the banner again rather than going anywhere. */
export function CookieSettingsButton() {
  return (
    <button
      type="button"
      className="min-h-11 cursor-pointer underline underline-offset-3 hover:text-white focus-visible:outline-current"
      data-consent-open
    >
      Preferencias de cookies
    </button>
  );
}

/** A constant the bundler folds, so the banner's code leaves a build that does not ask for consent. */
export const CONSENT_REQUIRED = import.meta.env.VITE_CONSENT === "required";

export const CookieConsent = CONSENT_REQUIRED ? ConsentBanner : () => null;

export const CookieSettings = CONSENT_REQUIRED ? CookieSettingsButton : () => null;
