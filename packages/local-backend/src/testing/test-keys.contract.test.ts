import { expect, test } from "vitest";
import { TEST_KEYS } from "./test-keys";

// The files share their workers' modules (isolate: false); a worker must still never carry one
// project's keys into the other's, or the contracts would hold for one kind of key only.
test("the contracts talk with the keys of their project", () => {
  expect(TEST_KEYS.kind).toBe(process.env.TEST_API_KEYS);
});
