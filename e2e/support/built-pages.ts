import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";

export type App = "site" | "offers";

/** The folder of an app's production build. */
export function buildDir(app: App): string {
  const dir = new URL(`../../apps/${app}/build/client`, import.meta.url).pathname;
  if (!existsSync(dir)) throw new Error(`Falta el build de ${app}: corré pnpm build primero.`);
  return dir;
}

export interface BuiltPage {
  /** The URL path the page answers, e.g. `/blog` (`/404` for the not-found page). */
  route: string;
  file: string;
}

/** Every prerendered HTML page of an app's build (or of `dir`, another build of it), by route. */
export function builtPages(app: App, dir = buildDir(app)): BuiltPage[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html"))
    .map((file) => {
      const path = `/${file}`.replace(/index\.html$/, "").replace(/\.html$/, "");
      return { route: path.length > 1 ? path.replace(/\/$/, "") : path, file: join(dir, file) };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
}
