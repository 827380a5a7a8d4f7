import { afterNextPaint } from "./schedule";

/**
 * A page's enhancement probe: the answers its build read, so that the early script loads the
 * enhancement only when one of them has changed since. The page marks an element with
 * `data-enhance-probe`, a JSON list of `[url, fingerprint of the answer's text]`; after `load` the
 * early script asks those URLs again (enhance.ts). Same answers: the page already says what is
 * true, and no enhancement code is loaded.
 */
export type EnhanceProbe = readonly [url: string, fingerprint: string];

/**
 * FNV-1a (32 bits) of a text, in hex. Small enough for the early script; it only has to tell a
 * changed answer from the same one (a collision would leave the page as built, as if unchanged).
 */
export function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1)
    hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  return (hash >>> 0).toString(16);
}

/** The attribute that carries a page's probe; none without one (the enhancement always runs). */
export const probeAttributes = (probe: readonly EnhanceProbe[] | undefined) =>
  probe?.length ? { "data-enhance-probe": JSON.stringify(probe) } : {};

/**
 * Whether any answer of a probe (the attribute's text) differs from the build's; false when one
 * cannot be read (the enhancement could not read it either: the page keeps what it says).
 */
export async function changedSinceBuild(probe: string): Promise<boolean> {
  try {
    const same = await Promise.all(
      (JSON.parse(probe) as EnhanceProbe[]).map(async ([url, built]) => {
        const response = await fetch(url);
        if (!response.ok) throw new Error(response.statusText);
        return fingerprint(await response.text()) === built;
      }),
    );
    return same.includes(false);
  } catch {
    return false;
  }
}

/**
 * Resolves once every image in view has loaded (or failed) and the next frame has painted: the
 * page has shown what it was built with, and the probe, the page's least urgent work, comes
 * after its largest paint. Images outside the view (lazy ones below the fold) are not waited for.
 */
export function afterImagesInView(): Promise<void> {
  const inView = (image: HTMLImageElement) => {
    const box = image.getBoundingClientRect();
    return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
  };
  const loading = [...document.images].filter((image) => !image.complete && inView(image));
  const settled = loading.map(
    (image) =>
      new Promise((resolve) => {
        image.addEventListener("load", resolve, { once: true });
        image.addEventListener("error", resolve, { once: true });
      }),
  );
  return Promise.all(settled).then(() => new Promise((resolve) => afterNextPaint(resolve)));
}
