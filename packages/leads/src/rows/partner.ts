import {
  leadRow,
  personColumns,
  LEAD_SOURCES,
  NOT_GIVEN,
  type LeadRow,
  type PersonValues,
  type RowContext,
} from "./lead-row";

export interface PartnerValues extends PersonValues {
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
    ...personColumns(values),
    canal_contacto: values.contactMethod,
    mensaje: partnerMessage(values),
  });
}
