import { describe } from "vitest";
import { startTestBackend } from "./testing/backend";
import { leadLimitsContract } from "./testing/lead-limits-contract";

describe("the limits on visitors' leads (PGlite)", () => {
  leadLimitsContract(() => startTestBackend({ leadLimits: "defaults" }));
});
