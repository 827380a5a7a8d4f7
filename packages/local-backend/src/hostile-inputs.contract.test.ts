import { describe, expect, it } from "vitest";
import { startTestBackend } from "./testing/backend";
import { HOSTILE_CATEGORIES, REQUEST_CASES, TEXT_CASES } from "./testing/hostile-inputs";
import { hostileInputsContract } from "./testing/hostile-inputs-contract";

describe("the hostile-input corpus", () => {
  it("has at least 60 cases with distinct names, covering every category", () => {
    const cases = [...TEXT_CASES, ...REQUEST_CASES];
    expect(cases.length).toBeGreaterThanOrEqual(60);
    expect(new Set(cases.map((testCase) => testCase.name)).size).toBe(cases.length);
    const covered = new Set(cases.map((testCase) => testCase.category));
    expect([...HOSTILE_CATEGORIES].filter((category) => !covered.has(category))).toEqual([]);
  });
});

hostileInputsContract(() => startTestBackend());
