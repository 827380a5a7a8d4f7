/** The countdown's units, largest first. */
export const COUNTDOWN_UNITS = ["days", "hours", "minutes", "seconds"] as const;
export type CountdownUnit = (typeof COUNTDOWN_UNITS)[number];

/**
 * Time left as the banner shows it: each unit zero-padded to two digits. Leading empty units
 * are left out ('05 min 09 seg' rather than '00 días 00 horas 05 min 09 seg'); a unit after a
 * non-empty one stays, so the line does not jump when it reaches zero. `{}` once the end is reached.
 */
export type TimeLeft = Partial<Record<CountdownUnit, string>>;

const SECOND = 1000;
const sizes: Record<CountdownUnit, number> = {
  days: 24 * 60 * 60 * SECOND,
  hours: 60 * 60 * SECOND,
  minutes: 60 * SECOND,
  seconds: SECOND,
};

/** Refresh interval of the countdown (spec 001 §9). */
export const COUNTDOWN_TICK_MS = SECOND;

export function timeLeft(now: number, end: number): TimeLeft {
  let rest = Math.floor((end - now) / SECOND) * SECOND;
  if (rest <= 0) return {};
  const left: TimeLeft = {};
  for (const unit of COUNTDOWN_UNITS) {
    const value = Math.floor(rest / sizes[unit]);
    rest -= value * sizes[unit];
    if (value > 0 || Object.keys(left).length > 0) left[unit] = String(value).padStart(2, "0");
  }
  return left;
}

/** True once the promotion is over: the time-left object is empty. */
export function isOver(left: TimeLeft): boolean {
  return Object.keys(left).length === 0;
}

/** Parses the configured end ('2025-08-31T23:59:59-03:00'); throws on a value that is not a date. */
export function parseEnd(value: string): number {
  const time = Date.parse(value);
  if (Number.isNaN(time)) throw new Error(`Fecha de fin de la promoción inválida: ${value}`);
  return time;
}
