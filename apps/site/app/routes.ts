import { index, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("contacto", "routes/contact.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/rss.xml", "routes/blog-rss.ts"),
  route("blog/:slug", "routes/blog-article.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
