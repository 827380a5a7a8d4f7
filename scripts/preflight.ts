// `pnpm preflight`: what a production build made now would put live (both origins, the Supabase
// key's kind, the store, the payment links, the promotion's end, analytics and consent), from the
// same variables and schema the build reads; exits non-zero, naming each variable, on anything
// the build would refuse.
import {
  DEMO_ANON_KEY,
  LOCAL_BACKEND_URL,
  LOCAL_OFFERS_URL,
  LOCAL_SITE_URL,
} from "@agencia/app-shell/env";
import { buildVars, productionProblems, supabaseKeyKind } from "@agencia/app-shell/settings";
import { apps, type AppName } from "./apps";

const site = buildVars(apps.site.dir);
const offers = buildVars(apps.offers.dir);
/** A variable's value, or what the build falls back to without it. */
const shown = (vars: Record<string, string | undefined>, name: string, fallback = "—") =>
  vars[name] || `${fallback} (sin ${name})`;

const promoEnd = offers.VITE_PROMO_END;
const rows: [string, string][] = [
  ["sitio", shown(site, "VITE_SITE_URL", LOCAL_SITE_URL)],
  ["ofertas", shown(offers, "VITE_OFFERS_URL", LOCAL_OFFERS_URL)],
  ["Supabase", shown(site, "VITE_SUPABASE_URL", LOCAL_BACKEND_URL)],
  ["clave de Supabase", supabaseKeyKind(site.VITE_SUPABASE_ANON_KEY || DEMO_ANON_KEY)],
  [
    "tienda",
    `${shown(site, "VITE_STORE_API_URL", LOCAL_BACKEND_URL)}, ${shown(site, "VITE_STORE_ID", "la de demostración")}`,
  ],
  ["pago ARS Autogestionable", shown(offers, "VITE_PAYMENT_LINK_ARS_DIY", "checkout.example.com")],
  ["pago ARS Llave en Mano", shown(offers, "VITE_PAYMENT_LINK_ARS_FULL", "checkout.example.com")],
  [
    "suscripción USD Autogestionable",
    shown(offers, "VITE_PAYMENT_LINK_USD_DIY", "checkout.example.com"),
  ],
  [
    "suscripción USD Llave en Mano",
    shown(offers, "VITE_PAYMENT_LINK_USD_FULL", "checkout.example.com"),
  ],
  [
    "fin de la promoción",
    promoEnd && !Number.isNaN(Date.parse(promoEnd))
      ? `${promoEnd} (${Date.parse(promoEnd) > Date.now() ? "por venir" : "ya pasó"})`
      : shown(offers, "VITE_PROMO_END", "2025-08-31T23:59:59-03:00"),
  ],
  ["GA4", site.VITE_GA_ID || "ninguno"],
  ["Tag Manager", site.VITE_GTM_ID || "ninguno"],
  [
    "consentimiento",
    site.VITE_CONSENT === "required"
      ? "banner de cookies; nada se mide antes de aceptar"
      : "sin banner (VITE_CONSENT sin definir)",
  ],
];
const width = Math.max(...rows.map(([label]) => label.length));
console.log("Lo que saldría en vivo con estas variables:");
for (const [label, value] of rows) console.log(`  ${label.padEnd(width)}  ${value}`);

// A variable both apps read is named once, with the apps that refuse it.
const refusedBy = new Map<string, string[]>();
for (const name of Object.keys(apps) as AppName[]) {
  for (const problem of productionProblems(apps[name].entries, name === "site" ? site : offers))
    refusedBy.set(problem, [...(refusedBy.get(problem) ?? []), name]);
}
const refused = [...refusedBy].map(([problem, names]) => `  - ${problem} (${names.join(", ")})`);
if (refused.length > 0) {
  console.log(`\nEl build de producción lo rechazaría:\n${refused.join("\n")}`);
  process.exit(1);
}
console.log("\nNada que el build de producción rechace.");
