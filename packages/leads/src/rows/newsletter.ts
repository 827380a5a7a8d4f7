import { LEAD_SOURCES, leadRow, NEWSLETTER_NAME, type LeadRow, type RowContext } from "./lead-row";

/** Footer newsletter: only email, tipo, origen, fecha and nombre. */
export function newsletterRow(email: string, context: RowContext): LeadRow {
  return leadRow(context, LEAD_SOURCES.newsletter, {
    nombre: NEWSLETTER_NAME,
    email: email.trim(),
  });
}
