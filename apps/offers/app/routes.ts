import { landingSlugs } from "@agencia/content/landings";
import { offersPages } from "@agencia/content/offers-pages";
import { index, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  index("routes/index.tsx"),
  // The seven pain-point landings share one module; each gets its own route id.
  ...landingSlugs.map((slug) => route(slug, "routes/landing.tsx", { id: slug })),
  route(offersPages.ofertaAgenteWhatsapp.path.slice(1), "routes/oferta-agente-whatsapp.tsx"),
  route(
    offersPages.ofertaAgenteWhatsappLatam.path.slice(1),
    "routes/oferta-agente-whatsapp-latam.tsx",
  ),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
