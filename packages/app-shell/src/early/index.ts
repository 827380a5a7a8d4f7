// The early script every prerendered page loads deferred: it answers the visitor until React has hydrated.
import { startEarly } from "./start";

const script = document.currentScript as HTMLScriptElement | null;
const modules = script?.dataset.hydrate;
if (modules) startEarly({ modules, enhance: script?.dataset.enhance });
