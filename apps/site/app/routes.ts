import { blogArticlePaths } from "@agencia/content/site-routes";
import { index, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("contacto", "routes/contact.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/rss.xml", "routes/blog-rss.ts"),
  // One route per article rather than `blog/:slug`: an unknown slug then matches the not-found
  // route on the client too, so the host's 404.html hydrates at /blog/{unknown} without a
  // mismatch and shows the blog's 404 view (see routes/not-found.tsx).
  ...blogArticlePaths().map((path) =>
    route(path.slice(1), "routes/blog-article.tsx", { id: `blog-article${path.slice("/blog".length)}` }),
  ),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
