import { DEMO_ANON_KEY } from "./env";
import {
  futureDate,
  paymentLink,
  productionProblems,
  sharedProduction,
  supabaseKeyKind,
} from "./settings";

const jwt = (payload: object) =>
  `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify(payload)).toString("base64url")}.firma`;

const production = {
  VITE_SITE_URL: "https://www.impulsoia.com.ar",
  VITE_OFFERS_URL: "https://ofertas.impulsoia.com.ar",
  VITE_SUPABASE_URL: "https://abcdefghijklmnopqrst.supabase.co",
  VITE_SUPABASE_ANON_KEY: "sb_publishable_abc123",
};

describe("a production build's settings", () => {
  it("accept https origins and a publishable or legacy anon key", () => {
    expect(productionProblems(sharedProduction, production)).toEqual([]);
    expect(
      productionProblems(sharedProduction, {
        ...production,
        VITE_SUPABASE_ANON_KEY: jwt({ role: "anon" }),
      }),
    ).toEqual([]);
  });

  it("name every variable missing or unsafe, each once", () => {
    expect(
      productionProblems(sharedProduction, {
        VITE_SITE_URL: "http://localhost:3000",
        VITE_OFFERS_URL: "",
        VITE_SUPABASE_URL: "http://ref.supabase.co",
        VITE_SUPABASE_ANON_KEY: DEMO_ANON_KEY,
        VITE_GA_ID: "UA-1",
      }),
    ).toEqual([
      "VITE_SITE_URL: apunta a esta máquina (localhost); debe empezar con https://",
      "VITE_OFFERS_URL: falta: el origen de la app de ofertas",
      "VITE_SUPABASE_URL: debe empezar con https://",
      "VITE_SUPABASE_ANON_KEY: debe ser la clave publicable (sb_publishable_…) o la anon heredada; es la clave anon de demostración de la CLI de Supabase",
      "VITE_GA_ID: no es un id de GA4 (G-…)",
    ]);
  });

  it("refuse a secret key in the browser, new or legacy", () => {
    expect(supabaseKeyKind("sb_secret_abc")).toBe("SECRETA (sb_secret_…)");
    expect(supabaseKeyKind(jwt({ role: "service_role" }))).toBe("JWT con rol service_role");
    for (const key of ["sb_secret_abc", jwt({ role: "service_role" })])
      expect(
        productionProblems(sharedProduction, { ...production, VITE_SUPABASE_ANON_KEY: key }),
      ).toHaveLength(1);
  });

  it("refuse a payment link on example.com and a promotion that has ended", () => {
    const now = Date.parse("2026-06-01T00:00:00-03:00");
    const entries = { link: paymentLink("el pago"), end: futureDate("el fin", () => now) };
    expect(
      productionProblems(entries, {
        link: "https://checkout.example.com/pay/x",
        end: "2026-05-31T23:59:59-03:00",
      }),
    ).toEqual(["link: es un enlace de ejemplo (example.com)", "end: ya pasó"]);
    expect(
      productionProblems(entries, {
        link: "https://mpago.la/2xYz8Ab",
        end: "2026-06-30T23:59:59-03:00",
      }),
    ).toEqual([]);
  });
});
