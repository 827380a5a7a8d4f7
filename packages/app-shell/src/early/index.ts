// The early script: a small deferred file on every prerendered page (written by ../static-build),
// it answers the visitor until React has taken over, then hands over. It loads the app's code (the
// start module named by `data-hydrate`, which preloads React Router's modules and imports them)
// when the page's policy says (schedule.ts), answers first taps the way the React components would
// (forms.ts, behaviors.ts; native HTML does the rest: popovers, dialogs, disclosures, links, radio
// filters), runs the route's enhancement after load (enhance.ts), keeps what the visitor does for
// React (handover.ts), and never loses a form if the code cannot load (recovery.ts).
import { startEarly } from "./start";

const script = document.currentScript as HTMLScriptElement | null;
const modules = script?.dataset.hydrate;
if (modules) startEarly({ modules, enhance: script?.dataset.enhance });
