#!/usr/bin/env node
// Serves a prerendered app the way its static host does: clean URLs, 404.html with status 404,
// precompressed files, the headers of the app's `_headers` file and the rewrites and redirects of
// its `_redirects` file (Netlify / Cloudflare Pages format), so `pnpm start` and the tests see what
// production sends.
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import { join, resolve } from "node:path";
import sirv from "sirv";

const [dirArg, portArg] = process.argv.slice(2);
if (!dirArg || !portArg) throw new Error("Uso: serve-static.mjs <carpeta> <puerto>");
const dir = resolve(dirArg);
const port = Number(process.env.PORT ?? portArg);

/** `_headers`: a path pattern line, then indented `Name: value` lines. */
function parseHeaders(file) {
  if (!existsSync(file)) return [];
  const rules = [];
  for (const line of readFileSync(file, "utf8").split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      const pattern = new RegExp(
        `^${line
          .trim()
          .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
          .replace(/\*/g, ".*")}$`,
      );
      rules.push({ pattern, headers: [] });
    } else {
      const index = line.indexOf(":");
      rules.at(-1)?.headers.push([line.slice(0, index).trim(), line.slice(index + 1).trim()]);
    }
  }
  return rules;
}

/** `_redirects`: `from to [status]` per line; `*` in `from` is the splat, `:splat` in `to`. */
function parseRedirects(file) {
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const [from, to, status = "302"] = line.split(/\s+/);
      const pattern = new RegExp(
        `^${from.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, "(.*)")}$`,
      );
      return { pattern, to, status: Number(status) };
    });
}

const headerRules = parseHeaders(join(dir, "_headers"));
const redirectRules = parseRedirects(join(dir, "_redirects"));
const notFoundPage = existsSync(join(dir, "404.html")) ? readFileSync(join(dir, "404.html")) : null;

function applyHeaders(req, res) {
  const path = new URL(req.url ?? "/", "http://localhost").pathname;
  for (const rule of headerRules) {
    if (rule.pattern.test(path))
      for (const [name, value] of rule.headers) res.setHeader(name, value);
  }
}

const files = sirv(dir, {
  dev: false,
  etag: true,
  gzip: true,
  brotli: true,
  extensions: ["html"],
  setHeaders: (res, path) => {
    if (path === "/_headers") res.statusCode = 404;
  },
});

function notFound(res, page = notFoundPage) {
  res.statusCode = 404;
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Cache-Control", "no-cache");
  res.end(page ?? "Not found");
}

/**
 * A path no file answers: the first matching `_redirects` rule rewrites it (200), answers it with
 * a page of the site and that status (404), or redirects it (3xx, the query kept), as the hosts do.
 */
function applyRedirects(req, res) {
  const url = new URL(req.url ?? "/", "http://localhost");
  for (const rule of redirectRules) {
    const match = rule.pattern.exec(url.pathname);
    if (!match) continue;
    const target = rule.to.replace(":splat", match[1] ?? "");
    if (rule.status === 200) {
      req.url = `${target}${url.search}`;
      files(req, res, () => notFound(res));
    } else if (rule.status === 404) {
      notFound(res, readFileSync(join(dir, target)));
    } else {
      res.writeHead(rule.status, { Location: `${target}${url.search}` });
      res.end();
    }
    return;
  }
  notFound(res);
}

const server = createServer((req, res) => {
  // The hosts' default, which the _headers rules refine: revalidate on every visit.
  res.setHeader("Cache-Control", "no-cache");
  applyHeaders(req, res);
  if (/^\/_(headers|redirects)/.test(req.url ?? "")) {
    res.statusCode = 404;
    res.end();
    return;
  }
  files(req, res, () => applyRedirects(req, res));
});

server.listen(port, () => {
  console.log(`Sirviendo ${dirArg} en http://localhost:${port}`);
});
