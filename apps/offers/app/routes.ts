import { offersPages } from "@agencia/content/offers-pages";
import { index, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  index("routes/index.tsx"),
  route(offersPages.ofertaAgenteWhatsapp.path.slice(1), "routes/oferta-agente-whatsapp.tsx"),
  route(offersPages.ofertaAgenteWhatsappLatam.path.slice(1), "routes/oferta-agente-whatsapp-latam.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
