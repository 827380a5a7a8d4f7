import { landingSlugs } from "@agencia/content/landings";
import { offersPages } from "@agencia/content/offers-pages";
import { index, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  index("routes/index.tsx"),
  // The seven pain-point landings share one module; each gets its own route id.
  ...landingSlugs.map((slug) => route(slug, "routes/landing.tsx", { id: slug })),
  // So do the two offer pages, one per market.
  ...[offersPages.ofertaAgenteWhatsapp, offersPages.ofertaAgenteWhatsappLatam].map(({ path }) =>
    route(path.slice(1), "routes/offer.tsx", { id: path.slice(1) }),
  ),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
