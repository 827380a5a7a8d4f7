// What the agency receives about a new lead: the e-mail (plain text and HTML), the digest that lists
// a burst's leads in one e-mail, and the automation webhook's JSON. Pure: no Deno or Node APIs, so
// Vitest runs it as it is (render.test.ts).

import type { Tables } from "../../../src/database.types.ts";

/** A `contactos` row as the database webhook sends it (`record`). */
export type LeadRecord = Tables<"contactos">;

export interface RenderOptions {
  /** The main site's origin; the lead's link is `{siteUrl}/panel?lead={id}`. */
  siteUrl: string;
  /** The agency's name, in the subject and the heading. */
  brand: string;
  /** Dates are shown in this zone (the agency's). */
  timeZone?: string;
}

export interface LeadEmail {
  subject: string;
  text: string;
  html: string;
}

type Field = keyof LeadRecord;

const CONTACT: readonly [Field, string][] = [
  ["nombre", "Nombre"],
  ["email", "Email"],
  ["telefono", "Teléfono"],
  ["canal_contacto", "Canal de contacto"],
  ["rol", "Rol"],
  ["tipo", "Tipo"],
  ["origen", "Origen"],
];

const ATTRIBUTION: readonly [Field, string][] = [
  ["utm_source", "utm_source"],
  ["utm_medium", "utm_medium"],
  ["utm_campaign", "utm_campaign"],
  ["utm_term", "utm_term"],
  ["utm_content", "utm_content"],
  ["gclid", "gclid"],
  ["fbclid", "fbclid"],
  ["landing_path", "Página de entrada"],
  ["referrer", "Referente"],
];

const COPY = {
  heading: "Nuevo contacto",
  received: "Recibido",
  message: "Mensaje",
  attribution: "Atribución",
  noAttribution: "Este contacto no trajo datos de campaña.",
  open: "Ver el contacto en el panel",
  footer: "Aviso automático del sitio: respondé a este correo para escribirle al contacto.",
} as const;

export const DEFAULT_TIME_ZONE = "America/Argentina/Buenos_Aires";

/** Text made safe for HTML element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** One line for a header: control and format characters out, whitespace collapsed, capped. */
function oneLine(text: string, max: number): string {
  const line = text
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

export function panelUrl(lead: Pick<LeadRecord, "id">, siteUrl: string): string {
  return `${siteUrl.replace(/\/+$/, "")}/panel?lead=${encodeURIComponent(lead.id)}`;
}

function dateTime(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat("es-AR", {
    dateStyle: "medium",
    timeStyle: "short",
    hourCycle: "h23",
    timeZone,
  }).format(date);
}

function filled(lead: LeadRecord, fields: readonly [Field, string][]): [string, string][] {
  return fields.flatMap(([field, label]) => {
    const value = lead[field];
    return value ? [[label, value]] : [];
  });
}

export function leadSubject(lead: LeadRecord, brand: string): string {
  return oneLine(`${COPY.heading}: ${lead.nombre} (${lead.tipo}) — ${brand}`, 180);
}

export function renderLeadEmail(lead: LeadRecord, options: RenderOptions): LeadEmail {
  const timeZone = options.timeZone ?? DEFAULT_TIME_ZONE;
  const link = panelUrl(lead, options.siteUrl);
  const contact = filled(lead, CONTACT);
  const attribution = filled(lead, ATTRIBUTION);
  const received = dateTime(lead.created_at, timeZone);

  const text = [
    `${COPY.heading} en ${options.brand}`,
    "",
    `${COPY.received}: ${received}`,
    ...contact.map(([label, value]) => `${label}: ${value}`),
    ...(lead.mensaje ? ["", `${COPY.message}:`, lead.mensaje] : []),
    "",
    `${COPY.attribution}:`,
    ...(attribution.length > 0
      ? attribution.map(([label, value]) => `${label}: ${value}`)
      : [COPY.noAttribution]),
    "",
    `${COPY.open}: ${link}`,
    "",
    COPY.footer,
    "",
  ].join("\n");

  const row = (label: string, value: string) =>
    `<tr><th align="left" valign="top" style="padding:6px 16px 6px 0;color:#5b6178;font-weight:normal;white-space:nowrap">${escapeHtml(label)}</th><td style="padding:6px 0;word-break:break-word">${escapeHtml(value)}</td></tr>`;
  const table = (rows: [string, string][]) =>
    `<table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse;font-size:14px">${rows.map(([label, value]) => row(label, value)).join("")}</table>`;
  const heading = (title: string) =>
    `<h2 style="font-size:13px;letter-spacing:.06em;text-transform:uppercase;color:#4f46e5;margin:24px 0 8px">${escapeHtml(title)}</h2>`;

  const html = `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>${escapeHtml(leadSubject(lead, options.brand))}</title></head>
<body style="margin:0;padding:24px;background:#eef0fb;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1c2033">
<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px">
<p style="margin:0 0 4px;font-size:13px;color:#4f46e5">${escapeHtml(options.brand)}</p>
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(COPY.heading)}: ${escapeHtml(lead.nombre)}</h1>
${table([[COPY.received, received], ...contact])}
${lead.mensaje ? `${heading(COPY.message)}<p style="margin:0;padding:12px;background:#f4f5fb;border-radius:8px;white-space:pre-wrap;word-break:break-word;font-size:14px">${escapeHtml(lead.mensaje)}</p>` : ""}
${heading(COPY.attribution)}
${attribution.length > 0 ? table(attribution) : `<p style="margin:0;font-size:14px;color:#5b6178">${escapeHtml(COPY.noAttribution)}</p>`}
<p style="margin:24px 0 0"><a href="${escapeHtml(link)}" style="display:inline-block;background:#4f46e5;color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:8px;font-weight:600">${escapeHtml(COPY.open)}</a></p>
<p style="margin:16px 0 0;font-size:12px;color:#5b6178">${escapeHtml(COPY.footer)}</p>
</div>
</body></html>
`;

  return { subject: leadSubject(lead, options.brand), text, html };
}

const DIGEST = {
  heading: (count: number) => `${count} contactos nuevos`,
  intro:
    "Llegaron varios contactos seguidos: para no llenar tu bandeja, van juntos en este resumen, del primero al último.",
  open: "Ver en el panel",
  footer: "Aviso automático del sitio: escribile a cada contacto a su email.",
} as const;

/** How much of each message the digest shows; the panel has the rest. */
const DIGEST_EXCERPT = 280;

/** The people of a digest, one line each: `Ana Pérez <ana@example.com>`. */
const who = (lead: LeadRecord) => oneLine(`${lead.nombre} <${lead.email}>`, 300);
const kind = (lead: LeadRecord) => oneLine(`${lead.tipo} · ${lead.origen}`, 300);

/**
 * One e-mail listing several leads (a burst's, past the window's first few, which went one by
 * one): each with who, what kind, when, the start of the message and a link to it in the panel.
 */
export function renderLeadDigest(leads: readonly LeadRecord[], options: RenderOptions): LeadEmail {
  const timeZone = options.timeZone ?? DEFAULT_TIME_ZONE;
  const heading = DIGEST.heading(leads.length);
  const subject = oneLine(`Resumen: ${heading} — ${options.brand}`, 180);
  const entries = leads.map((lead) => ({
    who: who(lead),
    kind: kind(lead),
    received: dateTime(lead.created_at, timeZone),
    excerpt: lead.mensaje ? oneLine(lead.mensaje, DIGEST_EXCERPT) : null,
    link: panelUrl(lead, options.siteUrl),
  }));

  const text = [
    `${heading} en ${options.brand}`,
    "",
    DIGEST.intro,
    ...entries.flatMap((entry, index) => [
      "",
      `${index + 1}. ${entry.who}`,
      `   ${entry.kind} · ${entry.received}`,
      ...(entry.excerpt === null ? [] : [`   ${entry.excerpt}`]),
      `   ${DIGEST.open}: ${entry.link}`,
    ]),
    "",
    DIGEST.footer,
    "",
  ].join("\n");

  const item = (entry: (typeof entries)[number]) =>
    `<li style="margin:0 0 16px"><p style="margin:0;font-weight:600;word-break:break-word">${escapeHtml(entry.who)}</p><p style="margin:2px 0 0;font-size:13px;color:#5b6178">${escapeHtml(`${entry.kind} · ${entry.received}`)}</p>${entry.excerpt === null ? "" : `<p style="margin:6px 0 0;font-size:14px;word-break:break-word">${escapeHtml(entry.excerpt)}</p>`}<p style="margin:6px 0 0;font-size:14px"><a href="${escapeHtml(entry.link)}" style="color:#4f46e5">${escapeHtml(DIGEST.open)}</a></p></li>`;

  const html = `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#eef0fb;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1c2033">
<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px">
<p style="margin:0 0 4px;font-size:13px;color:#4f46e5">${escapeHtml(options.brand)}</p>
<h1 style="margin:0 0 8px;font-size:22px">${escapeHtml(heading)}</h1>
<p style="margin:0 0 16px;font-size:14px;color:#5b6178">${escapeHtml(DIGEST.intro)}</p>
<ol style="margin:0;padding:0 0 0 20px">${entries.map(item).join("")}</ol>
<p style="margin:16px 0 0;font-size:12px;color:#5b6178">${escapeHtml(DIGEST.footer)}</p>
</div>
</body></html>
`;

  return { subject, text, html };
}

/** Slack reads `text` as mrkdwn, where these three are markup. */
function escapeSlack(text: string): string {
  return text.replace(/[&<>]/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;" })[char]!);
}

/**
 * The automation webhook's JSON: `lead` (the stored row) and `panel_url` for n8n, Make or Zapier,
 * and `text` for a Slack incoming webhook.
 */
export function leadWebhookBody(lead: LeadRecord, options: RenderOptions) {
  const link = panelUrl(lead, options.siteUrl);
  const summary = oneLine(`${lead.nombre} (${lead.tipo}, ${lead.origen})`, 300);
  return {
    event: "lead.created",
    text: `${COPY.heading}: ${escapeSlack(summary)} <${link}|${COPY.open}>`,
    panel_url: link,
    lead,
  };
}
