// The early script: a small deferred file on every prerendered page (written by ../static-build).
// It answers the visitor until React starts, then hands over (start.ts says how). `data-hydrate`
// names the page's start module, `data-enhance` its route's enhancement.
import { startEarly } from "./start";

const script = document.currentScript as HTMLScriptElement | null;
const modules = script?.dataset.hydrate;
if (modules) startEarly({ modules, enhance: script?.dataset.enhance });
