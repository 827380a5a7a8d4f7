import { index, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("contacto", "routes/contact.tsx"),
  route("servicios/:slug", "routes/service-page.tsx"),
  route("monitoreo-colmenas", "routes/hive.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
