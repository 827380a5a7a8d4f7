import { LIFTED_LEAD_LIMITS } from "@agencia/local-backend";
import { setLeadLimits } from "./lead-limits";
import { BACKEND_URL } from "./urls";

/**
 * Every page of every test reaches the shared backend from one address (127.0.0.1), so its
 * limits on visitors' leads, and the digest that would gather their e-mails, are lifted for the
 * run and restored afterwards. lead-limits.spec.ts tests the limits on a backend of its own.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  await setLeadLimits(BACKEND_URL, LIFTED_LEAD_LIMITS);
  return async () => {
    await setLeadLimits(BACKEND_URL, "defaults");
  };
}
