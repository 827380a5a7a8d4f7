/**
 * The promotion's state depends on the visitor's clock, which the prerendered HTML cannot know:
 * it says what held at build time. This inline script, placed right after the offer page's
 * banner, sets every `[data-countdown]` element's `data-state` ("running" or "over"), shows only
 * its parts for that state (`data-when`, the element itself included) and writes its
 * `[data-countdown-unit]` digits before the page paints, then ticks every second until the
 * element's React component ticks itself (`data-live`). Same rules as `timeLeft`
 * (countdown.ts): two digits per unit, leading empty units hidden.
 */
export function promotionClockScript(end: number): string {
  return `(function(end){var units=["days","hours","minutes","seconds"],sizes=[864e5,36e5,6e4,1e3];function paint(){var rest=Math.max(0,Math.floor((end-Date.now())/1e3)*1e3),shown=false,ticking=false;var values=sizes.map(function(size){var value=Math.floor(rest/size);rest-=value*size;return value});document.querySelectorAll("[data-countdown]").forEach(function(countdown){if(countdown.hasAttribute("data-live"))return;ticking=true;var state=values.some(Boolean)?"running":"over";countdown.setAttribute("data-state",state);[countdown].concat(Array.from(countdown.querySelectorAll("[data-when]"))).forEach(function(part){if(part.hasAttribute("data-when"))part.hidden=part.getAttribute("data-when")!==state});shown=false;units.forEach(function(unit,i){var digits=countdown.querySelector('[data-countdown-unit="'+unit+'"]');if(!digits)return;shown=shown||values[i]>0;digits.textContent=String(values[i]).padStart(2,"0");digits.parentElement.hidden=!shown})});return ticking&&values.some(Boolean)}if(paint()){var timer=setInterval(function(){if(!paint())clearInterval(timer)},1e3)}document.addEventListener("DOMContentLoaded",paint)})(${end})`;
}
