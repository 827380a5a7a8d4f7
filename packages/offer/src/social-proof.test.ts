import { nextSocialProof } from "./social-proof";

/** A seeded generator, so a run is reproducible. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

describe("nextSocialProof", () => {
  it("shows all 20 messages once before any repeats", () => {
    const random = seeded(7);
    let history: number[] = [];
    const shown: number[] = [];
    for (let i = 0; i < 20; i++) {
      const pick = nextSocialProof(history, 20, random);
      shown.push(pick.index);
      history = pick.history;
    }
    expect(new Set(shown).size).toBe(20);
    expect(history).toHaveLength(20);
  });

  it("resets the history after the 20th and starts a new cycle", () => {
    const full = Array.from({ length: 20 }, (_, index) => index);
    const pick = nextSocialProof(full, 20, () => 0.5);
    expect(pick.history).toEqual([pick.index]);
  });

  it("never picks a message already shown in the cycle, whatever the random number", () => {
    const history = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 19];
    for (const r of [0, 0.3, 0.999999]) {
      expect(nextSocialProof(history, 20, () => r).index).toBe(18);
    }
  });

  it("uses the random number to choose among the fresh messages", () => {
    expect(nextSocialProof([], 20, () => 0).index).toBe(0);
    expect(nextSocialProof([], 20, () => 0.99).index).toBe(19);
    expect(nextSocialProof([0], 20, () => 0).index).toBe(1);
  });

  it("keeps cycling over many rounds without a repeat inside a cycle", () => {
    const random = seeded(42);
    let history: number[] = [];
    for (let round = 0; round < 5; round++) {
      const cycle: number[] = [];
      for (let i = 0; i < 20; i++) {
        const pick = nextSocialProof(history, 20, random);
        cycle.push(pick.index);
        history = pick.history;
      }
      expect([...cycle].sort((a, b) => a - b)).toEqual(
        Array.from({ length: 20 }, (_, index) => index),
      );
    }
  });
});
