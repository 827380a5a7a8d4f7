import type { Attribution } from "../attribution";
import type { TablesInsert } from "../database.types";
import type { Tipo } from "../limits";

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

/** A trimmed answer, or null when it is blank. */
export function optional(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** What every lead form asks about the person: name and e-mail, and a phone if they want. */
export interface PersonValues {
  name: string;
  email: string;
  phone?: string;
}

/** The person's columns of a row: name and e-mail trimmed, the phone or null. */
export function personColumns(values: PersonValues) {
  return {
    nombre: values.name.trim(),
    email: values.email.trim(),
    telefono: optional(values.phone),
  };
}

/** A form's row: its answers, its source, and the context every row carries. */
export function leadRow(
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
