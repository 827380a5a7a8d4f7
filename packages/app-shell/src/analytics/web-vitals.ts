// Real visitors' Core Web Vitals in the shape of GA4's web-vitals guide, through `__track` so that
// they follow the same consent as every other event.
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
