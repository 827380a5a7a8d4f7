import { useEffect, useState } from "react";
import { COUNTDOWN_TICK_MS, timeLeft, type TimeLeft } from "./countdown";

export type Clock = () => number;

export interface Countdown {
  left: TimeLeft;
  /** True once this component ticks (after mount): the promotion clock script then stops. */
  live: boolean;
}

/**
 * The time left until `end`, refreshed every second once mounted. Until then (prerender and
 * hydration) it is `initial`, what the page knew when it was built, so the HTML says the truth of
 * that moment; the page's `PromotionClock` script shows the visitor's own time before React runs.
 */
export function useCountdown(end: number, initial: TimeLeft, clock: Clock = Date.now): Countdown {
  const [countdown, setCountdown] = useState<Countdown>({ left: initial, live: false });

  useEffect(() => {
    const tick = () => {
      const left = timeLeft(clock(), end);
      setCountdown({ left, live: true });
      return Object.keys(left).length > 0;
    };
    if (!tick()) return;
    const timer = setInterval(() => {
      if (!tick()) clearInterval(timer);
    }, COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [clock, end]);

  return countdown;
}
