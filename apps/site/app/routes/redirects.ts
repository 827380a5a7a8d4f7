import { landingSlugs } from "@agencia/content/landings";
import { offerPages } from "@agencia/content/offers";
import { siteShellPaths } from "@agencia/content/site-routes";
import { env } from "../env";

/** The offers app's pages that a link or an ad may still point at on this site's origin. */
const offersAppPaths = () => [
  offerPages.ars.path,
  offerPages.latam.path,
  ...landingSlugs.map((slug) => `/${slug}`),
];

/**
 * The static host's `_redirects` (Netlify and Cloudflare Pages read it; `pnpm start` applies it),
 * prerendered to a file at build time, for paths no file answers:
 * - product pages answer 200 with the prerendered shell of their route, which reads the id from
 *   the URL once hydrated;
 * - an unknown article answers 404 with the blog's own not-found page;
 * - the offer pages and landings live on the offers app's origin: 301 there, query kept.
 */
export function loader() {
  const offers = new URL(env.offersUrl);
  const lines = [
    "# Generated at build time by apps/site/app/routes/redirects.ts.",
    ...Object.entries(siteShellPaths).map(([pattern, shell]) => `${pattern}  ${shell}/  200`),
    "/blog/*  /blog/404.html  404",
    ...offersAppPaths().flatMap((path) => {
      const target = new URL(path, offers).href;
      return [`${path}  ${target}  301`, `${path}/  ${target}  301`];
    }),
  ];
  return new Response(`${lines.join("\n")}\n`, {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
