// A no-JavaScript twin of a built app: the same prerendered HTML, CSS, fonts and images with every
// script removed (JSON-LD data blocks stay). It is what a static-site tool that ships no
// JavaScript at all would serve for this design, so it is the fairest peer for the benchmark.
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const RUNNABLE_SCRIPT = /<script(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/g;
const MODULE_PRELOAD = /<link[^>]*rel="modulepreload"[^>]*>/g;

/** The page without anything that runs. */
export const withoutScripts = (html: string) =>
  html.replace(RUNNABLE_SCRIPT, "").replace(MODULE_PRELOAD, "");

export function writeNoJsTwin(buildDir: string, twinDir: string): void {
  rmSync(twinDir, { recursive: true, force: true });
  cpSync(buildDir, twinDir, { recursive: true });
  for (const entry of readdirSync(twinDir, { recursive: true, encoding: "utf8" })) {
    if (!entry.endsWith(".html")) continue;
    const file = join(twinDir, entry);
    writeFileSync(file, withoutScripts(readFileSync(file, "utf8")));
  }
}
