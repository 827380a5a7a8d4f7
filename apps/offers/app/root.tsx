import {
  CONSENT_REQUIRED,
  CookieConsent,
  CookieSettings,
  track,
  usePageViews,
} from "@agencia/app-shell/analytics";
import { MainContent, paintOnceMainIsParsed } from "@agencia/app-shell/main-content";
import { HeadScript, useHydrationAttributes } from "@agencia/app-shell/hydration";
import { usePageName } from "@agencia/app-shell/page-name";
import { whatsappGreetingFrom, whatsappLink } from "@agencia/content/contact-points";
import interFont from "@agencia/ui/fonts/inter-variable-es.woff2?url";
import { LeadsProvider } from "@agencia/leads";
import { BackToTop } from "@agencia/ui/back-to-top";
import { FloatingWhatsApp } from "@agencia/ui/floating-whatsapp";
import { Toaster } from "@agencia/ui/toaster";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from "react-router";
import type { Route } from "./+types/root";
import appCss from "./app.css?url";
import { env } from "./env";
import { analyticsScript } from "./lib/analytics";

export const links: Route.LinksFunction = () => [
  { rel: "preload", href: interFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "stylesheet", href: appCss },
  paintOnceMainIsParsed,
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="es-AR" {...useHydrationAttributes()}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1e1b4b" />
        <Meta />
        <Links />
        <HeadScript code={analyticsScript} />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

const leadsConfig = { supabaseUrl: env.supabaseUrl, supabaseAnonKey: env.supabaseAnonKey };

/** Landing pages have no navbar or footer: only the page and the floating helpers. */
export default function App() {
  usePageViews(useLocation().pathname);
  const pageName = usePageName();
  return (
    <LeadsProvider config={leadsConfig} onStored={track}>
      <MainContent>
        <Outlet />
      </MainContent>
      {/* The offer pages' and landings' chat names the page of origin (spec 001 §7). */}
      <FloatingWhatsApp
        href={whatsappLink(
          env.whatsappNumbers[0] ?? "",
          pageName ? whatsappGreetingFrom(pageName) : undefined,
        )}
      />
      <BackToTop />
      <Toaster />
      <CookieConsent />
      {/* Landing pages have no footer; a build that asks for consent gets one line for it. */}
      {CONSENT_REQUIRED ? (
        <footer className="bg-ink px-4 py-2 text-center text-xs text-white/75">
          <CookieSettings />
        </footer>
      ) : null}
    </LeadsProvider>
  );
}
