import {
  leadRow,
  optional,
  LEAD_SOURCES,
  NOT_GIVEN,
  type LeadRow,
  type RowContext,
} from "./lead-row";

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
