import {
  leadRow,
  optional,
  personColumns,
  LEAD_SOURCES,
  NOT_GIVEN,
  CONTACT_CHANNEL,
  type LeadRow,
  type PersonValues,
  type RowContext,
} from "./lead-row";

export interface ContactValues extends PersonValues {
  company?: string;
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
    ...personColumns(values),
    canal_contacto: CONTACT_CHANNEL,
    mensaje: contactMessage(values),
  });
}
