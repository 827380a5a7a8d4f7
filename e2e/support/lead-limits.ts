import type { LeadLimits, LeadLimitsChange } from "@agencia/local-backend";
import { SERVICE_ROLE_KEY } from "@agencia/local-backend/keys";

/**
 * Sets a local backend's limits on visitors' leads and mail digest (`POST
 * /__admin/lead-limits`), or back to the product's defaults (`DELETE`); answers them.
 */
export async function setLeadLimits(
  backendUrl: string,
  change: LeadLimitsChange | "defaults",
): Promise<LeadLimits> {
  const response = await fetch(`${backendUrl}/__admin/lead-limits`, {
    method: change === "defaults" ? "DELETE" : "POST",
    headers: {
      apikey: SERVICE_ROLE_KEY,
      Authorization: `Bearer ${SERVICE_ROLE_KEY}`,
      "Content-Type": "application/json",
    },
    ...(change === "defaults" ? {} : { body: JSON.stringify(change) }),
  });
  if (!response.ok)
    throw new Error(`/__admin/lead-limits: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as LeadLimits;
}
