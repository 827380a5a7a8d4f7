import type { Attribution } from "./attribution";
import type { TablesInsert } from "./database.types";
import type { Rol, Tipo } from "./limits";

/** A row ready to insert: the id is chosen by the client, so every retry is the same lead. */
export type LeadRow = TablesInsert<"contactos"> & { id: string; tipo: Tipo };

/** What every row builder needs besides the answers: identity, time and attribution. */
export interface RowContext {
  id: string;
  now: Date;
  attribution?: Attribution;
}

/** The spec's fixed values per form (spec 000 §3, spec 001 §7). */
export const LEAD_SOURCES = {
  newsletter: { tipo: "suscripcion", origen: "formulario_suscripcion" },
  contact: { tipo: "Contacto General", origen: "Sitio Web - Contacto" },
  agenda: { tipo: "Consulta", origen: "Sitio Web - Agenda" },
  partners: { tipo: "Partner", origen: "Sitio Web - Partners" },
  hive: { tipo: "lead", origen: "Landing Apicultura" },
  offerArs: { tipo: "Venta Agente WhatsApp", origen: "Landing Oferta WhatsApp Renovada" },
  offerLatam: {
    tipo: "Venta Agente WhatsApp LATAM",
    origen: "Landing Oferta WhatsApp LATAM Renovada",
  },
} as const satisfies Record<string, { tipo: Tipo; origen: string }>;

export const NEWSLETTER_NAME = "Suscriptor";
export const CONTACT_CHANNEL = "Formulario de Contacto";
export const NOT_GIVEN = "N/A";

function optional(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

function leadRow(
  context: RowContext,
  source: { tipo: Tipo; origen: string },
  fields: Omit<LeadRow, "id" | "tipo" | "origen" | "fecha">,
): LeadRow {
  return {
    ...context.attribution,
    ...fields,
    id: context.id,
    tipo: source.tipo,
    origen: source.origen,
    fecha: context.now.toISOString(),
  };
}

/** Footer newsletter: only email, tipo, origen, fecha and nombre. */
export function newsletterRow(email: string, context: RowContext): LeadRow {
  return leadRow(context, LEAD_SOURCES.newsletter, {
    nombre: NEWSLETTER_NAME,
    email: email.trim(),
  });
}

export interface ContactValues {
  name: string;
  email: string;
  company?: string;
  phone?: string;
  service?: string;
  message: string;
}

export function contactMessage(values: ContactValues): string {
  return [
    `Empresa: ${optional(values.company) ?? NOT_GIVEN}`,
    `Servicio de interés: ${optional(values.service) ?? NOT_GIVEN}`,
    "",
    values.message.trim(),
  ].join("\n");
}

export function contactRow(values: ContactValues, context: RowContext): LeadRow {
  return leadRow(context, LEAD_SOURCES.contact, {
    nombre: values.name.trim(),
    email: values.email.trim(),
    telefono: optional(values.phone),
    canal_contacto: CONTACT_CHANNEL,
    mensaje: contactMessage(values),
  });
}

export interface AgendaValues {
  name: string;
  email: string;
  phone?: string;
  contactMethod: string;
  needs: string;
}

export function agendaMessage(values: AgendaValues): string {
  return [
    "Solicitud de consulta gratuita (30 minutos)",
    `Medio de contacto preferido: ${values.contactMethod}`,
    `Teléfono: ${optional(values.phone) ?? NOT_GIVEN}`,
    "",
    "Necesidades:",
    values.needs.trim(),
  ].join("\n");
}

export function agendaRow(values: AgendaValues, context: RowContext): LeadRow {
  return leadRow(context, LEAD_SOURCES.agenda, {
    nombre: values.name.trim(),
    email: values.email.trim(),
    telefono: optional(values.phone),
    canal_contacto: values.contactMethod,
    mensaje: agendaMessage(values),
  });
}

export interface PartnerValues {
  name: string;
  email: string;
  phone?: string;
  services: readonly string[];
  experience: string;
  contactMethod: string;
}

export function partnerMessage(values: PartnerValues): string {
  const services = values.services.length > 0 ? values.services.join(", ") : NOT_GIVEN;
  return [`Servicios: ${services}`, `Experiencia en ventas: ${values.experience}`].join("\n");
}

export function partnerRow(values: PartnerValues, context: RowContext): LeadRow {
  return leadRow(context, LEAD_SOURCES.partners, {
    nombre: values.name.trim(),
    email: values.email.trim(),
    telefono: optional(values.phone),
    canal_contacto: values.contactMethod,
    mensaje: partnerMessage(values),
  });
}

export interface LandingLeadValues {
  name: string;
  email: string;
  phone?: string;
}

/** Service pages and pain-point landings: origen is the page title or the landing's label. */
export function landingLeadRow(
  values: LandingLeadValues,
  origen: string,
  context: RowContext,
): LeadRow {
  return leadRow(
    context,
    { tipo: "Landing Page Lead", origen },
    {
      nombre: values.name.trim(),
      email: values.email.trim(),
      telefono: optional(values.phone),
    },
  );
}

export interface HiveValues {
  name: string;
  email: string;
  phone?: string;
  rol?: Rol | "";
  message?: string;
}

export function hiveRow(values: HiveValues, context: RowContext): LeadRow {
  return leadRow(context, LEAD_SOURCES.hive, {
    nombre: values.name.trim(),
    email: values.email.trim(),
    telefono: optional(values.phone),
    rol: values.rol || null,
    mensaje: optional(values.message),
  });
}

export interface PurchaseValues {
  name: string;
  email: string;
  phone: string;
  country: string;
  city: string;
}

export interface PurchaseRequest {
  market: "ars" | "latam";
  planName: string;
  /** The plan's price already formatted with its currency, e.g. '$ 45.000 ARS'. */
  priceLabel: string;
  countryName: string;
}

export function purchaseMessage(values: PurchaseValues, request: PurchaseRequest): string {
  return [
    `Solicitud de compra: plan ${request.planName} (${request.priceLabel})`,
    `Ciudad: ${values.city.trim()}`,
    `País: ${request.countryName}`,
  ].join("\n");
}

export function purchaseRow(
  values: PurchaseValues,
  request: PurchaseRequest,
  context: RowContext,
): LeadRow {
  const source = request.market === "ars" ? LEAD_SOURCES.offerArs : LEAD_SOURCES.offerLatam;
  return leadRow(context, source, {
    nombre: values.name.trim(),
    email: values.email.trim(),
    telefono: values.phone.trim(),
    mensaje: purchaseMessage(values, request),
  });
}
