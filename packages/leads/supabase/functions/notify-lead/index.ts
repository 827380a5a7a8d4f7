// notify-lead: tells the agency about a new `contactos` row. Called by the database (migration
// 20261125120000_notify_new_leads.sql) with a Database Webhook's body plus `channel` ("email" or
// "webhook"); answers 2xx once that channel is done, anything else to be retried. Past the first
// few leads of a mail window (20261129003100_digest_lead_mails.sql) the database sends the rest
// in one call, channel "digest" with the rows in `records`: one e-mail lists them all.
//
// Secrets (`supabase secrets set …`; locally the local backend sets them): SMTP_HOST, SMTP_PORT
// (465; Edge Functions may not connect to 25 or 587), SMTP_USER, SMTP_PASS, LEAD_NOTIFY_FROM,
// LEAD_NOTIFY_TO (comma list), LEAD_WEBHOOK_URL (optional), SITE_URL, BRAND_NAME.
import { fromProjectBackend } from "./caller.ts";
import { postLeadWebhook, sendLeadDigest, sendLeadEmail, type SmtpSettings } from "./channels.ts";
import type { LeadRecord, RenderOptions } from "./render.ts";

interface Payload {
  type?: string;
  table?: string;
  record?: LeadRecord;
  records?: LeadRecord[];
  channel?: string;
  attempt?: number;
}

const setting = (name: string) => Deno.env.get(name)?.trim() ?? "";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8" },
  });

function smtpSettings(): SmtpSettings {
  const to = setting("LEAD_NOTIFY_TO")
    .split(",")
    .map((address) => address.trim())
    .filter((address) => address !== "");
  if (to.length === 0) throw new Error("LEAD_NOTIFY_TO is not set");
  if (!setting("SMTP_HOST")) throw new Error("SMTP_HOST is not set");
  return {
    host: setting("SMTP_HOST"),
    port: Number(setting("SMTP_PORT") || 465),
    user: setting("SMTP_USER"),
    pass: setting("SMTP_PASS"),
    from: setting("LEAD_NOTIFY_FROM") || to[0]!,
    to,
  };
}

/** What one call asks for: one lead on one channel, or the digest of several. */
type Delivery =
  | { channel: "email" | "webhook"; leads: [LeadRecord] }
  | { channel: "digest"; leads: LeadRecord[] };

function deliveryOf(payload: Payload): Delivery | string {
  const channel = payload.channel ?? "email";
  if (payload.type !== "INSERT" || payload.table !== "contactos")
    return "Expected a database webhook for an insert into contactos";
  if (channel === "digest") {
    const leads = payload.records;
    if (!Array.isArray(leads) || leads.length === 0 || !leads.every((lead) => lead?.id))
      return "Expected the digest's leads in records";
    return { channel, leads };
  }
  if (!payload.record?.id) return "Expected a database webhook for an insert into contactos";
  if (channel !== "email" && channel !== "webhook") return `Unknown channel ${channel}`;
  return { channel, leads: [payload.record] };
}

async function deliver(delivery: Delivery, options: RenderOptions) {
  if (delivery.channel === "digest") {
    await sendLeadDigest(delivery.leads, smtpSettings(), options);
    return "sent";
  }
  const [lead] = delivery.leads;
  if (delivery.channel === "email") {
    await sendLeadEmail(lead, smtpSettings(), options);
    return "sent";
  }
  const url = setting("LEAD_WEBHOOK_URL");
  if (!url) return "skipped: LEAD_WEBHOOK_URL is not set";
  await postLeadWebhook(lead, url, options);
  return "sent";
}

Deno.serve(async (request) => {
  if (request.method !== "POST") return json(405, { error: "Use POST" });
  // Only the database, with the project's secret (or legacy service_role) key, may call.
  if (!fromProjectBackend(request.headers, setting))
    return json(403, { error: "notify-lead is called by the database only" });

  let payload: Payload;
  try {
    payload = (await request.json()) as Payload;
  } catch {
    return json(400, { error: "Expected a JSON body" });
  }
  const delivery = deliveryOf(payload);
  if (typeof delivery === "string") return json(400, { error: delivery });
  const { channel } = delivery;
  const about = delivery.leads.map((lead) => lead.id).join(", ");

  const options: RenderOptions = {
    siteUrl: setting("SITE_URL") || "http://localhost:3000",
    brand: setting("BRAND_NAME") || "Impulso IA",
  };
  try {
    const outcome = await deliver(delivery, options);
    return json(200, { lead: about, channel, outcome });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`lead ${about}, ${channel}, attempt ${payload.attempt ?? 1}: ${message}`);
    return json(502, { lead: about, channel, error: message });
  }
});
