/** Popup timing (spec 001 §9): a message every 8 s, shown for 5 s. */
export const SOCIAL_PROOF_INTERVAL_MS = 8000;
export const SOCIAL_PROOF_VISIBLE_MS = 5000;

export type Random = () => number;

export interface SocialProofPick {
  /** Index of the message to show now. */
  index: number;
  /** Indexes shown in the current cycle, this one included. */
  history: number[];
}

/**
 * The next message of the cycle: a random one not yet shown in this cycle. Once all of them have
 * been shown, the history resets and a new cycle starts.
 */
export function nextSocialProof(
  history: readonly number[],
  total: number,
  random: Random = Math.random,
): SocialProofPick {
  if (total <= 0) throw new Error("No hay mensajes de prueba social.");
  const shown = history.length >= total ? [] : history;
  const fresh = Array.from({ length: total }, (_, index) => index).filter(
    (index) => !shown.includes(index),
  );
  const index = fresh[Math.min(fresh.length - 1, Math.floor(random() * fresh.length))]!;
  return { index, history: [...shown, index] };
}
