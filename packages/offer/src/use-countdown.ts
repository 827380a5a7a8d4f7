import { useEffect, useState } from "react";
import { COUNTDOWN_TICK_MS, timeLeft, type TimeLeft } from "./countdown";

export type Clock = () => number;

/**
 * The time left until `end`, refreshed every second. `null` until the page is hydrated: the
 * prerendered HTML cannot know the visitor's time, so it shows neither a countdown nor the end.
 */
export function useCountdown(end: number, clock: Clock = Date.now): TimeLeft | null {
  const [left, setLeft] = useState<TimeLeft | null>(null);

  useEffect(() => {
    const tick = () => {
      const next = timeLeft(clock(), end);
      setLeft(next);
      return Object.keys(next).length > 0;
    };
    if (!tick()) return;
    const timer = setInterval(() => {
      if (!tick()) clearInterval(timer);
    }, COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [clock, end]);

  return left;
}
