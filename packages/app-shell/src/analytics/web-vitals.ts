// Real visitors' Core Web Vitals, as analytics events: LCP, INP and CLS from the `web-vitals`
// library, each sent once its value is final (on the first input for LCP, when the page is hidden
// for INP and CLS), in the shape GA4's guide for web-vitals uses. The finish step bundles this
// module into the build's /web-vitals.js; the analytics head script loads it once the page is
// idle after `load`, so it is never in the way of the page. Events go through the head script's
// `__track`, under the same consent as every other event.
import { onCLS, onINP, onLCP, type Metric } from "web-vitals";

function send(metric: Metric): void {
  window.__track?.(metric.name, {
    // GA4 sums integer values: CLS, a unitless fraction, in thousandths.
    value: Math.round(metric.name === "CLS" ? metric.delta * 1000 : metric.delta),
    metric_id: metric.id,
    metric_value: metric.value,
    metric_delta: metric.delta,
    metric_rating: metric.rating,
  });
}

onLCP(send);
onINP(send);
onCLS(send);
