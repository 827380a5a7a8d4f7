// A production build (`PRODUCTION_BUILD=true`) refuses, naming each variable, any setting that
// would leak a laptop placeholder. Node only; the pages read env.ts.
import * as v from "valibot";
import { loadEnv } from "vite";
import { DEMO_ANON_KEY } from "./env";

export type Vars = Record<string, string | undefined>;

const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\]|0\.0\.0\.0)$/;
/** Domains reserved for examples (RFC 2606): a link there is a placeholder. */
const RESERVED = /(^|\.)example\.(com|org|net)$/;

const set = (what: string) => v.string(`falta: ${what}`);
const hostOf = (url: string) => new URL(url).hostname;

export const publicUrl = (what: string) =>
  v.pipe(
    set(what),
    v.url(`no es una URL: ${what}`),
    v.check((url) => !LOOPBACK.test(hostOf(url)), "apunta a esta máquina (localhost)"),
    v.check((url) => url.startsWith("https://"), "debe empezar con https://"),
  );

/** Only the publishable kinds belong in a browser. */
export function supabaseKeyKind(key: string): string {
  if (key === DEMO_ANON_KEY) return "la clave anon de demostración de la CLI de Supabase";
  if (key.startsWith("sb_publishable_")) return "publicable (sb_publishable_…)";
  if (key.startsWith("sb_secret_")) return "SECRETA (sb_secret_…)";
  const [, payload] = key.split(".");
  try {
    const { role } = JSON.parse(Buffer.from(payload ?? "", "base64url").toString()) as {
      role?: string;
    };
    if (role === "anon") return "anon heredada (JWT)";
    if (role) return `JWT con rol ${role}`;
  } catch {
    // Not a JWT: named below.
  }
  return "desconocida";
}

const PUBLIC_KINDS = ["publicable (sb_publishable_…)", "anon heredada (JWT)"];

/** The variables both apps share, as a production build must have them. */
export const sharedProduction = {
  VITE_SITE_URL: publicUrl("el origen del sitio"),
  VITE_OFFERS_URL: publicUrl("el origen de la app de ofertas"),
  VITE_SUPABASE_URL: publicUrl("la URL del proyecto de Supabase"),
  VITE_SUPABASE_ANON_KEY: v.pipe(
    set("la clave publicable del proyecto de Supabase"),
    v.check(
      (key) => PUBLIC_KINDS.includes(supabaseKeyKind(key)),
      (issue) =>
        `debe ser la clave publicable (sb_publishable_…) o la anon heredada; es ${supabaseKeyKind(String(issue.input))}`,
    ),
  ),
  VITE_GA_ID: v.optional(v.pipe(v.string(), v.regex(/^G-[A-Z0-9]+$/, "no es un id de GA4 (G-…)"))),
  VITE_GTM_ID: v.optional(
    v.pipe(v.string(), v.regex(/^GTM-[A-Z0-9]+$/, "no es un contenedor de Tag Manager (GTM-…)")),
  ),
  VITE_CONSENT: v.optional(v.picklist(["required"], "solo admite «required»")),
};

export const notThe = (placeholder: string, what: string) =>
  v.pipe(
    set(what),
    v.check((value) => value !== placeholder, "es el valor de demostración"),
  );

export const paymentLink = (what: string) =>
  v.pipe(
    publicUrl(what),
    v.check((url) => !RESERVED.test(hostOf(url)), "es un enlace de ejemplo (example.com)"),
  );

export const futureDate = (what: string, now = () => Date.now()) =>
  v.pipe(
    set(what),
    v.isoTimestamp(`no es una fecha ISO 8601 con su zona: ${what}`),
    v.check((date) => Date.parse(date) > now(), "ya pasó"),
  );

/** One line per variable: `VITE_X: reason`. */
export function productionProblems(entries: v.ObjectEntries, vars: Vars): string[] {
  // An empty variable is missing, as env.ts reads it.
  const given = Object.fromEntries(
    Object.keys(entries).map((name) => [name, vars[name] || undefined]),
  );
  const result = v.safeParse(v.object(entries), given, { abortEarly: false });
  if (result.success) return [];
  const byVariable = Object.entries(v.flatten(result.issues).nested ?? {});
  return byVariable.map(([name, messages = []]) => `${name}: ${messages.join("; ")}`);
}

export const buildVars = (appDir = process.cwd()): Vars => loadEnv("production", appDir, "VITE_");

export const refusal = (app: string, problems: string[]) =>
  `El build de producción de ${app} no puede salir con estas variables:\n${problems.map((line) => `  - ${line}`).join("\n")}`;

/** Each app's React Router config calls it, so a refused build fails before it starts. */
export function refuseUnsafeProduction(app: string, entries: v.ObjectEntries): void {
  if (process.env.PRODUCTION_BUILD !== "true") return;
  const problems = productionProblems(entries, buildVars());
  if (problems.length > 0) throw new Error(refusal(app, problems));
}
