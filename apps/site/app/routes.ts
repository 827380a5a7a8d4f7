import { blogArticlePaths, servicePagePaths } from "@agencia/content/site-routes";
import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

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
  route("blog", "routes/blog.tsx"),
  route("blog/rss.xml", "routes/blog-rss.ts"),
  // One route per article rather than `blog/:slug`: any other path under /blog/ is the blog's
  // not-found page, prerendered at /blog/404 and served by the host for unknown articles.
  ...blogArticlePaths().map((path) =>
    route(path.slice(1), "routes/blog-article.tsx", {
      id: `blog-article${path.slice("/blog".length)}`,
    }),
  ),
  route("blog/*", "routes/blog-not-found.tsx"),
  // One route per service page too: a `servicios/:slug` route would also match an unknown slug in
  // the browser, which has no data for it, and turn the 404 page into an error at the first tap.
  ...servicePagePaths().map((path) =>
    route(path.slice(1), "routes/service-page.tsx", {
      id: `service-page${path.slice("/servicios".length)}`,
    }),
  ),
  route("monitoreo-colmenas", "routes/hive.tsx"),
  // The store's pages share React Query and the store client; no other page loads them.
  layout("routes/store-layout.tsx", [
    route("store", "routes/store.tsx"),
    // Product ids are known only at run time: each path prerenders a shell that the static host
    // serves for every id (see siteShellPaths and worker/index.ts).
    route("store/products/:id", "routes/store-product.tsx"),
    route("product/:id", "routes/store-product.tsx", { id: "routes/product-link" }),
  ]),
  route("success", "routes/success.tsx"),
  route("sitemap-extended", "routes/sitemap-extended.tsx"),
  // The staff area: the only routes with the auth session (and so supabase-js at load).
  layout("routes/staff-area.tsx", [
    route("acceso", "routes/access.tsx"),
    route("panel", "routes/panel.tsx"),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
