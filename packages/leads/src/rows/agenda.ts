import {
  leadRow,
  optional,
  personColumns,
  LEAD_SOURCES,
  NOT_GIVEN,
  type LeadRow,
  type PersonValues,
  type RowContext,
} from "./lead-row";

export interface AgendaValues extends PersonValues {
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
    ...personColumns(values),
    canal_contacto: values.contactMethod,
    mensaje: agendaMessage(values),
  });
}
