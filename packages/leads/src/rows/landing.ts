import { leadRow, optional, type LeadRow, type RowContext } from "./lead-row";

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
