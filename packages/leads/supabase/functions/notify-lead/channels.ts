// The ways a lead reaches the agency: SMTP (nodemailer: one lead, or a digest of several) and an
// automation webhook (fetch).
import nodemailer from "npm:nodemailer@^10.6.1";
import {
  type LeadRecord,
  leadWebhookBody,
  renderLeadDigest,
  renderLeadEmail,
  type RenderOptions,
} from "./render.ts";

export interface SmtpSettings {
  host: string;
  port: number;
  user?: string;
  pass?: string;
  from: string;
  to: string[];
}

function transportFor(smtp: SmtpSettings) {
  return nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.port === 465,
    auth: smtp.user ? { user: smtp.user, pass: smtp.pass ?? "" } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
}

/** A Message-ID on the sender's domain, derived from what the mail is about. */
function messageId(key: string, from: string): string {
  const domain = from.replace(/^.*@/, "").replace(/[^a-z0-9.-]/gi, "") || "localhost";
  return `<${key}@${domain}>`;
}

/**
 * Sends the e-mail. Its Message-ID is derived from the lead, so a copy sent twice (an answer
 * lost after sending) is one conversation to a mail client. Port 465 is TLS from the start;
 * other ports upgrade with STARTTLS when the server offers it.
 */
export async function sendLeadEmail(
  lead: LeadRecord,
  smtp: SmtpSettings,
  options: RenderOptions,
): Promise<void> {
  const email = renderLeadEmail(lead, options);
  await transportFor(smtp).sendMail({
    from: smtp.from,
    to: smtp.to,
    replyTo: { name: lead.nombre, address: lead.email },
    subject: email.subject,
    text: email.text,
    html: email.html,
    messageId: messageId(`lead-${lead.id}`, smtp.from),
  });
}

/** Sends the digest of several leads; its Message-ID is derived from the first and their number. */
export async function sendLeadDigest(
  leads: readonly LeadRecord[],
  smtp: SmtpSettings,
  options: RenderOptions,
): Promise<void> {
  const email = renderLeadDigest(leads, options);
  await transportFor(smtp).sendMail({
    from: smtp.from,
    to: smtp.to,
    subject: email.subject,
    text: email.text,
    html: email.html,
    messageId: messageId(`leads-${leads[0]?.id ?? "none"}-${leads.length}`, smtp.from),
  });
}

/** POSTs the lead to the webhook; the Idempotency-Key lets the receiver drop a repeat. */
export async function postLeadWebhook(
  lead: LeadRecord,
  url: string,
  options: RenderOptions,
): Promise<void> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": `lead-${lead.id}` },
    body: JSON.stringify(leadWebhookBody(lead, options)),
    signal: AbortSignal.timeout(15_000),
  });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`the webhook answered HTTP ${response.status}`);
}
