import { index, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("servicios", "routes/services.tsx"),
  route("nosotros", "routes/about.tsx"),
  route("casos-de-exito", "routes/case-studies.tsx"),
  route("agenda", "routes/agenda.tsx"),
  route("partners", "routes/partners.tsx"),
  route("tiziana", "routes/tiziana.tsx"),
  route("privacidad", "routes/privacy.tsx"),
  route("terminos", "routes/terms.tsx"),
  route("mapa-del-sitio", "routes/site-map.tsx"),
  route("contacto", "routes/contact.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
