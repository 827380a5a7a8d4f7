import { CookieConsent, track, usePageViews } from "@agencia/app-shell/analytics";
import { paintOnceMainIsParsed } from "@agencia/app-shell/main-content";
import {
  HeadScript,
  hydrateAtLoadWhen,
  RouteHeadScripts,
  storageHas,
  useHydrationAttributes,
} from "@agencia/app-shell/hydration";
import { LeadsProvider } from "@agencia/leads";
import { CART_STORAGE_KEY } from "@agencia/store-client/cart";
import { CartProvider } from "@agencia/store-client/cart-provider";
import { useHydrated } from "@agencia/ui/hooks/use-hydrated";
import interFont from "@agencia/ui/fonts/inter-variable-es.woff2?url";
import type { ReactNode } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
} from "react-router";
import type { Route } from "./+types/root";
import appCss from "./app.css?url";
import { SiteChrome } from "./components/site-chrome";
import { env } from "./env";
import { analyticsScript } from "./lib/analytics";
import { storeConfig } from "./lib/store";

export const links: Route.LinksFunction = () => [
  { rel: "preload", href: interFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "stylesheet", href: appCss },
  paintOnceMainIsParsed,
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

/**
 * The navbar's cart count comes from the browser's storage, which the prerendered HTML cannot
 * know: a visitor with a stored cart gets the page hydrated right after `load`, so the count shows
 * without waiting for a touch, and `<html data-cart-stored>` tells the cart sheet not to say it is
 * empty meanwhile. Everyone else still downloads nothing before interacting.
 */
const storedCartScript = hydrateAtLoadWhen(storageHas(CART_STORAGE_KEY), "cartStored");

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    // suppressHydrationWarning: the head scripts may switch data-hydration to "load".
    <html lang="es-AR" {...useHydrationAttributes()} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1e1b4b" />
        <Meta />
        <Links />
        <HeadScript code={analyticsScript} />
        <RouteHeadScripts />
        <HeadScript code={storedCartScript} />
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

/**
 * The 404 page is prerendered once and served for every unknown path, so its HTML carries the
 * layout of another path (an always-solid navbar on /servicios/…, the active link). Hydration keeps
 * server attributes, so on that page the layout is rendered afresh once hydrated.
 */
function RenderedAfreshOnceHydrated({ children }: { children: ReactNode }) {
  return <SiteChrome key={useHydrated() ? "client" : "prerendered"}>{children}</SiteChrome>;
}

/**
 * The site's layout. Only the 404 page asks whether hydration is over: that answer changes once
 * hydration ends, and React then renders again whatever asked. Asked here on every page, it
 * rendered the whole page again in one task right after hydration (48–60 ms at 4× CPU).
 */
function SiteLayout({ children }: { children: ReactNode }) {
  const notFound = useMatches().some((match) => match.id === "routes/not-found");
  const Chrome = notFound ? RenderedAfreshOnceHydrated : SiteChrome;
  return <Chrome>{children}</Chrome>;
}

export default function App() {
  usePageViews(useLocation().pathname);
  return (
    <LeadsProvider config={leadsConfig} onStored={track}>
      <CartProvider storeConfig={storeConfig} onEvent={track}>
        <SiteLayout>
          <Outlet />
        </SiteLayout>
        <CookieConsent />
      </CartProvider>
    </LeadsProvider>
  );
}
